import { articlesForHome } from '../platform/site/articles.js';
import type { SitePage } from '../platform/site/site-page.js';
import { blogArticles } from '../areas/blogs/blogs-site.js';
import { carouselForHome } from '../areas/carousels/carousels-site.js';
import { newsArticles } from '../areas/news/news-site.js';
import { noticesForHome } from '../areas/notices/notices-site.js';
import { spotlightForHome } from '../areas/spotlight/spotlight-site.js';
import { pollForHome } from '../areas/polls/polls-site.js';

/**
 * The home page (docs/design.md §10): the school's name as its heading, then what staff marked for
 * it (news, blog posts), the newest notices and the spotlight, each section from its area's
 * published-only reads; the live alerts are the layout's, above every page.
 */
export const homePage = (schoolName: (websiteId: number) => Promise<string>): SitePage => ({
  path: '/',
  async render(visit) {
    const [name, carousel, news, blogs, notices, spotlight, poll] = await Promise.all([
      schoolName(visit.websiteId),
      carouselForHome(visit),
      articlesForHome(newsArticles, visit),
      articlesForHome(blogArticles, visit),
      noticesForHome(visit),
      spotlightForHome(visit),
      pollForHome(visit),
    ]);
    return {
      title: name,
      body: (
        <>
          <h1>{name}</h1>
          {carousel}
          {news}
          {blogs}
          {notices}
          {spotlight}
          {poll}
        </>
      ),
    };
  },
});
