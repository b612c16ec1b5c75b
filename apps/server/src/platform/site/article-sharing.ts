import type { Article, ArticleSite } from './articles.js';
import { absoluteUrl, type SiteFeed, type SiteFile, type SiteVisit, type StructuredData } from './site-page.js';
import { escapeXml, XML_DECLARATION } from './xml.js';

/*
 * How an area's articles are found and shared beyond their pages (docs/design.md §10): the RSS
 * feed of the newest, and each article as structured data in its page's head.
 */

/**
 * An article as structured data (schema.org's `NewsArticle` or `BlogPosting`): its headline, dates,
 * image (the school's logo when it has none), author and the school that publishes it.
 */
export function articleData<E>(site: ArticleSite<E>, visit: SiteVisit, article: Article): StructuredData {
  const { school } = visit;
  const logo = school.logoUrl && absoluteUrl(visit, school.logoUrl);
  const image = (article.image && absoluteUrl(visit, article.image)) || logo;
  const publisher = {
    '@type': 'Organization',
    name: school.name,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
  };
  const url = `${visit.siteUrl}${site.path}/${article.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': site.schemaType,
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    datePublished: article.published ?? article.updated,
    dateModified: article.updated,
    ...(image ? { image: [image] } : {}),
    author: article.author ? { '@type': 'Person', name: article.author } : publisher,
    publisher,
    url,
    mainEntityOfPage: url,
  };
}

/** How many articles a feed holds: the newest. */
export const FEED_ARTICLES = 20;

/** The feed of an area's articles, as a page names it in its head. */
export const articleFeedOf = <E>(site: ArticleSite<E>): SiteFeed => ({
  title: site.title,
  path: `${site.path}/feed.xml`,
  type: 'application/rss+xml',
});

/**
 * `/news/feed.xml`, `/blog/feed.xml`: the RSS 2.0 feed of an area's newest published articles, each
 * with its title, its page as link and permanent guid, its publication date (as RSS writes dates)
 * and its summary as description.
 */
export function articleFeed<E>(site: ArticleSite<E>): SiteFile {
  const feed = articleFeedOf(site);
  return {
    path: feed.path,
    type: `${feed.type}; charset=utf-8`,
    async render(visit) {
      const found = await site.reads.page(visit.db, visit.websiteId, { page: 0, size: FEED_ARTICLES });
      const list = escapeXml(`${visit.siteUrl}${site.path}`);
      let xml =
        `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
        `<title>${escapeXml(`${site.title} | ${visit.school.name}`)}</title>\n<link>${list}</link>\n` +
        `<description>${escapeXml(`${site.title} from ${visit.school.name}`)}</description>\n<language>en</language>\n` +
        `<atom:link href="${escapeXml(`${visit.siteUrl}${feed.path}`)}" rel="self" type="${feed.type}"/>\n`;
      for (const article of found.content.map(site.toArticle)) {
        const link = `${list}/${article.id}`;
        xml += `<item>\n<title>${escapeXml(article.title)}</title>\n<link>${link}</link>\n`;
        xml += `<guid isPermaLink="true">${link}</guid>\n`;
        if (article.published) xml += `<pubDate>${new Date(article.published).toUTCString()}</pubDate>\n`;
        for (const tag of article.tags) xml += `<category>${escapeXml(tag.name)}</category>\n`;
        xml += `<description>${escapeXml(article.summary)}</description>\n</item>\n`;
      }
      return `${xml}</channel>\n</rss>\n`;
    },
  };
}
