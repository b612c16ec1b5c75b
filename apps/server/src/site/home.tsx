import { articlesForHome } from '../platform/site/articles.js';
import type { SitePage } from '../platform/site/site-page.js';
import { blogArticles } from '../areas/blogs/blogs-site.js';
import { newsArticles } from '../areas/news/news-site.js';
import { noticesForHome } from '../areas/notices/notices-site.js';
import { spotlightForHome } from '../areas/spotlight/spotlight-site.js';

/**
 * The home page (docs/design.md §10): the school's name as its heading, then what staff marked for
 * it (news, blog posts), the newest notices and the spotlight, each section from its area's
 * published-only reads; the live alerts are the layout's, above every page.
 */
export const homePage = (schoolName: (websiteId: number) => Promise<string>): SitePage => ({
  path: '/',
  async render(visit) {
    const [name, news, blogs, notices, spotlight] = await Promise.all([
      schoolName(visit.websiteId),
      articlesForHome(newsArticles, visit),
      articlesForHome(blogArticles, visit),
      noticesForHome(visit),
      spotlightForHome(visit),
    ]);
    return {
      title: name,
      body: (
        <>
          <h1>{name}</h1>
          {news}
          {blogs}
          {notices}
          {spotlight}
        </>
      ),
    };
  },
});
