import { articleFeedOf } from '../platform/site/article-sharing.js';
import { articlesForHome } from '../platform/site/articles.js';
import { absoluteUrl, type SitePage, type SiteVisit, type StructuredData } from '../platform/site/site-page.js';
import { blogArticles } from '../areas/blogs/blogs-site.js';
import { carouselForHome } from '../areas/carousels/carousels-site.js';
import { newsArticles } from '../areas/news/news-site.js';
import { noticesForHome } from '../areas/notices/notices-site.js';
import { spotlightForHome } from '../areas/spotlight/spotlight-site.js';
import { pollForHome } from '../areas/polls/polls-site.js';
import type { SiteTheme } from './layout.js';

/**
 * The school as structured data (schema.org's `EducationalOrganization`): its name, its site, its
 * logo, its contact details and its social links.
 */
function organizationOf(school: SiteTheme, visit: SiteVisit): StructuredData {
  const { address, phone, email } = school.contact;
  const logo = school.logoUrl && absoluteUrl(visit, school.logoUrl);
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: school.name,
    url: `${visit.siteUrl}/`,
    ...(logo ? { logo } : {}),
    ...(lines.length ? { address: lines.join(', ') } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(school.social.length ? { sameAs: school.social.map((link) => link.url) } : {}),
  };
}

/**
 * The home page (docs/design.md §10): the school's name as its heading, then what staff marked for
 * it (news, blog posts), the newest notices and the spotlight, each section from its area's
 * published-only reads; the live alerts are the layout's, above every page. Its head names the
 * news feed and says who the school is (structured data).
 */
export const homePage = (schoolOf: (websiteId: number) => Promise<SiteTheme | null>): SitePage => ({
  path: '/',
  async render(visit) {
    const [school, carousel, news, blogs, notices, spotlight, poll] = await Promise.all([
      schoolOf(visit.websiteId),
      carouselForHome(visit),
      articlesForHome(newsArticles, visit),
      articlesForHome(blogArticles, visit),
      noticesForHome(visit),
      spotlightForHome(visit),
      pollForHome(visit),
    ]);
    if (!school) return null;
    return {
      title: school.name,
      feeds: [articleFeedOf(newsArticles)],
      data: [organizationOf(school, visit)],
      body: (
        <>
          <h1>{school.name}</h1>
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
