import { isReservedSlug, pagesContract, type SitePage as Page, type SitePageBlock } from '@cms/contract';
import type { CSSProperties } from 'react';
import { z } from 'zod';
import { StoredHtml } from '../../platform/site/parts.js';
import { sitePreview } from '../../platform/site/preview.js';
import { publicEntity, publicItem, publicResource } from '../../platform/site/public-api.js';
import type { AreaSite, SiteView, SiteVisit } from '../../platform/site/site-page.js';
import { itemUrls } from '../../platform/site/sitemap.js';
import { pages } from './pages-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const published = () => pages.visible!;

/** A block as the page view needs it: a saved page's, or a preview's (which may have no id yet). */
export type PageViewBlock = Pick<SitePageBlock, 'type' | 'margins' | 'content'>;

/** What the page view shows of a page: its title (the `h1`) and its blocks in order. */
export interface PageViewProps {
  page: { title: string; blocks: readonly PageViewBlock[] };
}

/**
 * An image of a block with its caption (null when it has neither); a decorative one has an empty
 * alt, so screen readers pass it by.
 */
function figureOf(block: PageViewBlock) {
  const { image, caption } = block.content;
  if (!image?.url && !caption) return null;
  return (
    <figure key="figure">
      {image?.url ? (
        <img src={image.url} alt={image.decorative ? '' : image.alt} loading="lazy" decoding="async" />
      ) : null}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

/** A table block: its header row's cells are column headers; it scrolls inside its box rather than widen a phone. */
function Table({ headers, rows }: { headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <div className="table-scroll">
      <table className="data">
        <thead>
          <tr>
            {headers.map((cell, c) => (
              <th key={c} scope="col">
                <StoredHtml html={cell} className="cell" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <StoredHtml html={cell} className="cell" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlockContent({ block }: { block: PageViewBlock }) {
  const { content } = block;
  switch (block.type) {
    case 'text':
      return <StoredHtml html={content.html ?? ''} />;
    case 'image-only':
      return figureOf(block);
    case 'table':
      return <Table headers={content.headers ?? []} rows={content.rows ?? []} />;
    case 'image-text':
    case 'text-image': {
      const figure = figureOf(block);
      const text = content.text ? (
        <p key="text" className="block-text">
          {content.text}
        </p>
      ) : null;
      return (
        <div className={`block-media${figure && text ? ' two' : ''}`}>
          {block.type === 'image-text' ? [figure, text] : [text, figure]}
        </div>
      );
    }
  }
}

/**
 * A page of the website as a visitor sees it (docs/product/pages.md §3): its title as the one `h1`,
 * then its blocks in order, each with its top and bottom margins. Text blocks and table cells are
 * the HTML sanitized when the page was saved; everything else is escaped. The public page renders
 * a published page with it, and a preview may render a draft.
 */
export function PageView({ page }: PageViewProps) {
  return (
    <article className="site-page">
      <h1>{page.title}</h1>
      {page.blocks.map((block, index) => (
        <div
          key={index}
          className={`block block-${block.type}`}
          style={{ '--mt': `${block.margins.top}px`, '--mb': `${block.margins.bottom}px` } as CSSProperties}
        >
          <BlockContent block={block} />
        </div>
      ))}
    </article>
  );
}

/** The published page of the website at `/{slug}`, or null (a 404): a draft, an archived page, none. */
async function render(visit: SiteVisit) {
  const slug = visit.params.slug ?? '';
  // A slug of the site's own addresses is never a page's (docs/design.md §10), even one saved before the rule.
  if (!slug || isReservedSlug(slug)) return null;
  const page = await published().findBy(visit.db, visit.websiteId, { slug });
  return page ? pageView(page) : null;
}

/** A page as the site shows it: its meta title and description, and its blocks (its public page's, and its preview's). */
const pageView = (page: Page): SiteView => ({
  title: page.metaTitle || page.title,
  description: page.metaDescription || undefined,
  body: <PageView page={page} />,
});

/** A published page by its slug, as its address on the site names it (`/about-us`): any other text is no page's. */
const pageBySlug = () =>
  publicItem<Page, { slug: string }>(
    'pages/:slug',
    publicEntity(pagesContract.schemas.entity),
    { summary: 'One published page, by its slug', missing: `${pages.table.thing} not found` },
    (visit, { slug }) => published().findBy(visit.db, visit.websiteId, { slug }),
    z.object({ slug: z.string() }),
  );

/**
 * `/{slug}`: the website's published pages (docs/product/pages.md, docs/design.md §10), and a draft's
 * preview; in the public API, the published pages and each one by its slug.
 */
export const pagesSite: AreaSite = {
  pages: [{ path: '/:slug', render }],
  api: () => publicResource('pages', pages, { item: pageBySlug() }),
  sitemap: [itemUrls('/:slug', published)],
  previews: [
    sitePreview(
      () => pages,
      (_visit, page) => pageView(page),
    ),
  ],
};
