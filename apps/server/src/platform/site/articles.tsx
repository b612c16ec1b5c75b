import type { Page, PageQuery } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { LinkTarget } from '../kit/links.js';
import { type Card, CardList, Empty, HomeSection, hrefOf, PageHeading, Pagination, StoredHtml, When } from './parts.js';
import { sitePreview, type PreviewedResource } from './preview.js';
import { articleData, articleFeed, articleFeedOf } from './article-sharing.js';
import { idOf, numberParam, pageOf, type AreaSite, type SitePage, type SiteView, type SiteVisit } from './site-page.js';
import { itemUrls, listUrl, type StampedReads } from './sitemap.js';

/** An article as the public site shows it: a news item, a blog post. */
export interface Article {
  id: number;
  title: string;
  summary: string;
  /** Its body: sanitized rich HTML as the console stored it. */
  html: string;
  image: string | null;
  /** When it was published (ISO UTC). */
  published: string | null;
  /** When it last changed (ISO UTC). */
  updated: string;
  author: string;
  /** Its categories or topics, each a link to the list filtered by it. */
  tags: readonly { id: number; name: string }[];
}

/** The published-only reads of an article resource (its `visible` reads, `tableResource`). */
export interface ArticleReads<E> {
  page(db: Executor, websiteId: number, query: PageQuery, tag?: number): Promise<Page<E>>;
  find(db: Executor, websiteId: number, id: number): Promise<E | null>;
  /** The newest of those marked for the home page. */
  home(db: Executor, websiteId: number, size: number): Promise<E[]>;
  /** Every tag a visitor may filter by, by name. */
  tags(db: Executor, websiteId: number): Promise<readonly { id: number; name: string }[]>;
  /** The published articles' ids and stamps, for the sitemap. */
  stamps(): StampedReads;
}

/** A resource's published-only reads (`tableResource`'s `visible`), as the articles read them. */
interface PublishedReads<E> extends StampedReads {
  page(db: Executor, websiteId: number, query: PageQuery, more?: { where?: AnyWhere }): Promise<Page<E>>;
  find(db: Executor, websiteId: number, id: number): Promise<E | null>;
  first(db: Executor, websiteId: number, size: number, more?: { filters?: Record<string, number> }): Promise<E[]>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a link table's filter fits any table's list
type AnyWhere = any;

/**
 * The reads of an area's articles, from its resource's published-only reads: a page filtered by one
 * of its tags (`links.whereLinkedTo`: 404 for a tag of another website), one by id, the newest
 * marked for the home page (`homeColumn` set), and every tag by name.
 */
export function articleReads<E>(options: {
  /** The resource's `visible` reads, read when asked (the routes' module may still be loading). */
  published: () => PublishedReads<E>;
  /** The link to its tags (`linkTable`), whose target is a named scoped table. */
  links: {
    target: LinkTarget<keyof Database>;
    whereLinkedTo(db: Executor, websiteId: number, id: number | undefined): Promise<AnyWhere>;
  };
  homeColumn: string;
}): ArticleReads<E> {
  const { published, links, homeColumn } = options;
  const { target } = links;
  const name = target.naming?.column;
  if (!target.all || !name) throw new Error(`${target.table}: an article's tags are a named scoped table`);
  const all = target.all.bind(target);
  return {
    page: async (db, websiteId, query, tag) =>
      published().page(db, websiteId, query, { where: await links.whereLinkedTo(db, websiteId, tag) }),
    find: (db, websiteId, id) => published().find(db, websiteId, id),
    home: (db, websiteId, size) => published().first(db, websiteId, size, { filters: { [homeColumn]: 1 } }),
    tags: async (db, websiteId) =>
      ((await all(db, websiteId)) as Record<string, unknown>[]).map((row) => ({
        id: Number(row.id),
        name: String(row[name]),
      })),
    stamps: published,
  };
}

/** How an area's articles are named and addressed: news at `/news`, filtered by `?category=`. */
export interface ArticleSite<E> {
  /** The list's path and title: `/news`, 'News'. */
  path: string;
  title: string;
  /** What one of them is in structured data (schema.org): a `NewsArticle`, a `BlogPosting`. */
  schemaType: string;
  /** What its list says when it is empty: 'No news yet.' */
  empty: string;
  /** The words of the way to the list: 'All news'. */
  all: string;
  /** The filter's query name and label: `category`, 'Category'. */
  tag: { param: string; label: string };
  reads: ArticleReads<E>;
  toArticle(entity: E): Article;
}

/** Which of an entity's fields an article's parts are (its `id`, `title` and `summary` are its own). */
export interface ArticleFields<E> {
  html: keyof E;
  image: keyof E;
  published: keyof E;
  author: keyof E;
  /** A list of `{id, name}`: its categories, its topics. */
  tags: keyof E;
  /** When it last changed (its `updatedDate`). */
  updated: keyof E;
}

/**
 * An area's articles, declared: its list (`path`, `title`, what it says when `empty`, the words of
 * the way to it, `all`, the filter's query name and label, `tag`, and what an article is in
 * structured data, `schemaType`), its reads (`articleReads`) and its entity's fields.
 */
export function articleSite<E extends { id: number; title: string; summary: string }>(
  list: {
    path: string;
    title: string;
    empty: string;
    all: string;
    tag: readonly [param: string, label: string];
    schemaType: string;
  },
  reads: ArticleReads<E>,
  fields: ArticleFields<E>,
): ArticleSite<E> {
  const [param, label] = list.tag;
  return {
    ...list,
    tag: { param, label },
    reads,
    toArticle: (entity) => ({
      id: entity.id,
      title: entity.title,
      summary: entity.summary,
      html: String(entity[fields.html] ?? ''),
      image: (entity[fields.image] as string | null) ?? null,
      published: (entity[fields.published] as string | null) ?? null,
      updated: String(entity[fields.updated]),
      author: String(entity[fields.author] ?? ''),
      tags: (entity[fields.tags] as readonly { id: number; name: string }[]).map(({ id, name }) => ({ id, name })),
    }),
  };
}

/**
 * An area's public pages of articles: the list, each article's page, its RSS feed, their addresses
 * in the sitemap, and its preview.
 */
export const articleAreaSite = <E,>(site: ArticleSite<E>, resource: () => PreviewedResource<E>): AreaSite => ({
  pages: articlePages(site),
  files: [articleFeed(site)],
  sitemap: [listUrl(site.path, site.reads.stamps), itemUrls(`${site.path}/:id`, site.reads.stamps)],
  previews: [articlePreview(site, resource)],
});

export const ARTICLES_PER_PAGE = 10;

/** An article as a card of a list: its date, title (the link to it), summary and image. */
const cardOf =
  <E,>(visit: SiteVisit, site: ArticleSite<E>) =>
  (article: Article): Card => ({
    href: `${visit.base}${site.path}/${article.id}`,
    title: article.title,
    summary: article.summary,
    image: article.image ? { url: article.image, alt: '' } : null,
    kicker: article.published ? <When iso={article.published} timeZone={visit.timeZone} /> : null,
  });

/**
 * The list and item pages of an area of articles (news, blogs): the newest published first, ten a
 * page, filtered by one of their tags with a form that needs no script; an item with its image,
 * date, author, tags and body.
 */
export function articlePages<E>(site: ArticleSite<E>): SitePage[] {
  const { path, title, tag, reads, toArticle } = site;
  const list: SitePage = {
    path,
    async render(visit) {
      const page = pageOf(visit);
      const chosen = numberParam(visit, tag.param, tag.label);
      const [found, tags] = await Promise.all([
        reads.page(visit.db, visit.websiteId, { page, size: ARTICLES_PER_PAGE }, chosen),
        reads.tags(visit.db, visit.websiteId),
      ]);
      const articles = found.content.map(toArticle);
      const chosenName = tags.find((one) => one.id === chosen)?.name;
      const href = (number: number) => hrefOf(`${visit.base}${path}`, { [tag.param]: chosen, page: number });
      return {
        title: chosenName ? `${title}: ${chosenName}` : title,
        canonical: hrefOf(path, { [tag.param]: chosen, page: page + 1 }),
        feeds: [articleFeedOf(site)],
        body: (
          <>
            <PageHeading title={chosenName ? `${title}: ${chosenName}` : title} />
            {tags.length > 0 ? <TagFilter visit={visit} site={site} tags={tags} chosen={chosen} /> : null}
            {articles.length === 0 ? (
              <Empty>{chosen ? `Nothing is filed under ${chosenName ?? 'this choice'} yet.` : site.empty}</Empty>
            ) : (
              <CardList label={title} cards={articles.map(cardOf(visit, site))} />
            )}
            <Pagination href={href} page={page} totalPages={found.totalPages} />
          </>
        ),
      };
    },
  };
  const item: SitePage = {
    path: `${path}/:id`,
    async render(visit) {
      const id = idOf(visit);
      const found = id === null ? null : await reads.find(visit.db, visit.websiteId, id);
      return found ? articleView(site, visit, found) : null;
    },
  };
  return [list, item];
}

/**
 * An article's page: its title, its summary as the description, its image when it is shared, its
 * structured data, and its body (the item page's, and its preview's).
 */
export function articleView<E>(site: ArticleSite<E>, visit: SiteVisit, entity: E): SiteView {
  const article = site.toArticle(entity);
  return {
    title: article.title,
    description: article.summary,
    image: article.image,
    kind: 'article',
    data: [articleData(site, visit, article)],
    body: <ArticleBody visit={visit} site={site} article={article} />,
  };
}

/**
 * The preview of an area's articles (`AreaSite.previews`): one of its resource's items, whatever its
 * status, as its public page shows it (`articleView`).
 */
export const articlePreview = <E,>(site: ArticleSite<E>, resource: () => PreviewedResource<E>) =>
  sitePreview(resource, (visit, entity) => articleView(site, visit, entity));

function TagFilter<E>({
  visit,
  site,
  tags,
  chosen,
}: {
  visit: SiteVisit;
  site: ArticleSite<E>;
  tags: readonly { id: number; name: string }[];
  chosen: number | undefined;
}) {
  const id = `filter-${site.tag.param}`;
  return (
    <form
      className="filter"
      method="get"
      action={`${visit.base}${site.path}`}
      role="search"
      aria-label={`${site.title} by ${site.tag.label.toLowerCase()}`}
    >
      <label htmlFor={id}>{site.tag.label}</label>
      <select id={id} name={site.tag.param} defaultValue={chosen === undefined ? '' : String(chosen)}>
        <option value="">All</option>
        {tags.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </select>
      <button type="submit">Show</button>
    </form>
  );
}

function ArticleBody<E>({ visit, site, article }: { visit: SiteVisit; site: ArticleSite<E>; article: Article }) {
  return (
    <article className="article">
      <p className="back">
        <a href={`${visit.base}${site.path}`}>{site.all}</a>
      </p>
      <h1>{article.title}</h1>
      <p className="byline">
        {article.published ? <When iso={article.published} timeZone={visit.timeZone} /> : null}
        {article.author ? <span> · {article.author}</span> : null}
      </p>
      {article.image ? <img className="lead-image" src={article.image} alt="" /> : null}
      {article.summary ? <p className="lead">{article.summary}</p> : null}
      <StoredHtml html={article.html} />
      {article.tags.length > 0 ? (
        <ul className="tags" aria-label={`${site.tag.label} of this article`}>
          {article.tags.map((one) => (
            <li key={one.id}>
              <a href={hrefOf(`${visit.base}${site.path}`, { [site.tag.param]: one.id })}>{one.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** How many of an area's articles the home page shows. */
export const HOME_ARTICLES = 3;

/**
 * The home page's section of an area's articles (those marked for it, newest first) with the way
 * to the whole list; nothing when none is marked.
 */
export async function articlesForHome<E>(site: ArticleSite<E>, visit: SiteVisit) {
  const found = await site.reads.home(visit.db, visit.websiteId, HOME_ARTICLES);
  if (found.length === 0) return null;
  return (
    <HomeSection
      id={`home-${site.path.slice(1)}`}
      title={site.title}
      more={{ href: `${visit.base}${site.path}`, text: site.all }}
    >
      <CardList level={3} cards={found.map(site.toArticle).map(cardOf(visit, site))} />
    </HomeSection>
  );
}
