import { z } from 'zod';
import { contentEntity, entity } from './entities.js';
import { bodyId, isContentUrl, optionalRichText, requiredText, textOrEmpty } from './fields.js';
import { listOf, mustBeAddressOrUpload, outcomeMessages, trueOrFalse } from './messages.js';
import { lookupQuery } from './paging.js';
import { collectionPaths } from './paths.js';
import { listSummary, resourceContract } from './resources.js';
import { reservedSlugMessage, SITE_ROUTES } from './site.js';
import { versioned, versionField, versionMessages } from './versions.js';

/* Block-based pages (docs/product/pages.md §2 "Pages", §3 Page and Page block, §5; docs/design.md §9.2: stored on the server). */

const base = '/misc/cms/pgac/pages';

export const pagesPaths = {
  ...collectionPaths('pages', 'page', base),
  /** POST a page as the editor holds it: answers it sanitized as it would be saved, saving nothing. */
  preview: `${base}/preview`,
} as const;

export const PAGE_STATUSES = ['draft', 'published', 'archived'] as const;

export const PAGE_BLOCK_TYPES = ['text', 'image-text', 'text-image', 'image-only', 'table'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];

/** docs/product/pages.md §5 and §9: margins 0–100 px in steps of 4, 16 and 16 for a new block. */
export const PAGE_MARGIN = { min: 0, max: 100, step: 4, initial: 16 } as const;
/** The SEO guidance the settings show as counters (docs/product/pages.md §5). */
export const PAGE_META_GUIDANCE = { title: [50, 60], description: [150, 160] } as const;
/** Blocks are numbered from 0 (docs/product/pages.md §4). */
export const PAGE_ORDER_BASE = 0;
export const PAGE_MAX_BLOCKS = 100;
export const PAGE_TABLE_MAX = 50;
const MAX_CELL = 2000;

export const pagesMessages = {
  /** docs/product/pages.md §5: the toast title of a refused save, and its two messages. */
  validationError: 'Validation Error',
  /** Issue 13: a published page's images say what they show, unless they are only decoration. */
  altRequired: 'An image on a published page needs alt text, or to be marked decorative',
  decorativeInvalid: trueOrFalse('decorative'),
  titleRequired: 'Please enter a page title',
  slugRequired: 'Please enter a page slug',
  slugInvalid: 'A slug may hold only lowercase letters, digits and single hyphens, such as about-us',
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another page of this website`,
  /** Two saves that took the same slug at once: the second is refused. */
  slugInUse: 'That slug is already used by another page of this website',
  statusInvalid: 'Status must be draft, published or archived',
  blocksInvalid: listOf('blocks', 'blocks'),
  tooManyBlocks: `A page may have at most ${PAGE_MAX_BLOCKS} blocks`,
  blockTypeInvalid: 'A block type must be text, image-text, text-image, image-only or table',
  marginInvalid: `Margins must be whole pixels from ${PAGE_MARGIN.min} to ${PAGE_MARGIN.max} in steps of ${PAGE_MARGIN.step}`,
  imageUrlInvalid: mustBeAddressOrUpload('An image URL'),
  tableNeedsColumn: 'A table must keep at least one column',
  tableNeedsRow: 'A table must keep at least one row',
  tooManyCells: `A table may have at most ${PAGE_TABLE_MAX} columns and ${PAGE_TABLE_MAX} rows`,
  rowWidth: (row: number, columns: number) => `Row ${row} of the table must have ${columns} cells, one per column`,
  stale: versionMessages.stale('page'),
  notFound: 'Page not found',
  ...outcomeMessages('Page', 'pages'),
} as const;

/** A page's status, with the one message for any other value (the body's and the list filter's). */
export const pageStatus = z.enum(PAGE_STATUSES, { error: pagesMessages.statusInvalid });
export type PageStatus = z.infer<typeof pageStatus>;

/** docs/product/pages.md §5: an empty slug comes from the title — lowercased, non-alphanumerics become hyphens, edge hyphens trimmed. */
export function slugOf(title: string) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug that is the first segment of one of the site's own addresses (docs/design.md §10): no page may take it. */
export const isReservedSlug = (slug: string) => (SITE_ROUTES as readonly string[]).includes(slug);

/** A child's id in a saved document: a kept child's; absent, null or 0 for a new one. */
const blockId = z
  .union([z.null(), z.literal(0), bodyId])
  .optional()
  .transform((value) => value || undefined);

const margin = z
  .number({ error: pagesMessages.marginInvalid })
  .int(pagesMessages.marginInvalid)
  .min(PAGE_MARGIN.min, pagesMessages.marginInvalid)
  .max(PAGE_MARGIN.max, pagesMessages.marginInvalid)
  .multipleOf(PAGE_MARGIN.step, pagesMessages.marginInvalid)
  .default(PAGE_MARGIN.initial);

const margins = z
  .object({ top: margin, bottom: margin }, { error: pagesMessages.marginInvalid })
  .default({ top: PAGE_MARGIN.initial, bottom: PAGE_MARGIN.initial });

/**
 * An image of a block: its URL ('' while none is chosen), its alt text, and whether it is only
 * decoration (then it needs none: screen readers pass it by).
 */
const image = z
  .object({
    url: textOrEmpty(2048).refine((url) => url === '' || isContentUrl(url), pagesMessages.imageUrlInvalid),
    alt: textOrEmpty(500),
    decorative: z.boolean({ error: pagesMessages.decorativeInvalid }).default(false),
  })
  .default({ url: '', alt: '', decorative: false });

const cell = z
  .string({ error: 'A table cell must be text' })
  .max(MAX_CELL, `A cell must be at most ${MAX_CELL} characters`);

const textContent = z.object({ html: optionalRichText() });
const imageTextContent = z.object({ image, caption: textOrEmpty(500), text: textOrEmpty(5000) });
const imageOnlyContent = z.object({ image, caption: textOrEmpty(500) });
const tableContent = z
  .object({
    headers: z
      .array(cell, { error: pagesMessages.tableNeedsColumn })
      .min(1, pagesMessages.tableNeedsColumn)
      .max(PAGE_TABLE_MAX, pagesMessages.tooManyCells),
    rows: z
      .array(z.array(cell).max(PAGE_TABLE_MAX, pagesMessages.tooManyCells), { error: pagesMessages.tableNeedsRow })
      .min(1, pagesMessages.tableNeedsRow)
      .max(PAGE_TABLE_MAX, pagesMessages.tooManyCells),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.headers.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: pagesMessages.rowWidth(index + 1, table.headers.length),
        });
      }
    });
  });

const blockOf = <T extends string, C extends z.ZodType>(type: T, content: C) =>
  z.object({ id: blockId, type: z.literal(type), margins, content });

/** One block of a page (docs/product/pages.md §3): its type says what its content holds. `order`, if sent, is ignored. */
export const pageBlockRequest = z.discriminatedUnion(
  'type',
  [
    blockOf('text', textContent),
    blockOf('image-text', imageTextContent),
    blockOf('text-image', imageTextContent),
    blockOf('image-only', imageOnlyContent),
    blockOf('table', tableContent),
  ],
  { error: pagesMessages.blockTypeInvalid },
);
export type PageBlockRequest = z.input<typeof pageBlockRequest>;
export type PageBlockBody = z.output<typeof pageBlockRequest>;

/**
 * A page as one document, for create and update alike: its settings and its blocks in their order
 * (a kept block by its id). An empty slug comes from the title; `version`, when sent, must be the
 * page's (409 otherwise). Text blocks and table cells are rich HTML, sanitized by the server.
 */
export const pageRequest = z
  .object({
    title: requiredText(pagesMessages.titleRequired),
    slug: textOrEmpty(255),
    status: pageStatus.default('draft'),
    metaTitle: textOrEmpty(255),
    metaDescription: textOrEmpty(1000),
    blocks: z
      .array(pageBlockRequest, { error: pagesMessages.blocksInvalid })
      .max(PAGE_MAX_BLOCKS, pagesMessages.tooManyBlocks)
      .default([]),
    version: versionField,
  })
  .transform((page) => ({ ...page, slug: page.slug || slugOf(page.title) }))
  .superRefine((page, ctx) => {
    if (!page.slug) ctx.addIssue({ code: 'custom', path: ['slug'], message: pagesMessages.slugRequired });
    else if (!SLUG.test(page.slug))
      ctx.addIssue({ code: 'custom', path: ['slug'], message: pagesMessages.slugInvalid });
    else if (isReservedSlug(page.slug))
      ctx.addIssue({ code: 'custom', path: ['slug'], message: reservedSlugMessage(page.slug) });
    if (page.status !== 'published') return;
    page.blocks.forEach((block, index) => {
      const shown = 'image' in block.content ? block.content.image : null;
      if (shown?.url && !shown.alt && !shown.decorative) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'content', 'image', 'alt'],
          message: pagesMessages.altRequired,
        });
      }
    });
  });
export type PageRequest = z.input<typeof pageRequest>;
export type PageBody = z.output<typeof pageRequest>;

const imageOut = z.object({ url: z.string(), alt: z.string(), decorative: z.boolean() });

/** A block as saved: its content as its type has it, text and cells sanitized. */
export const sitePageBlock = entity({
  type: z.enum(PAGE_BLOCK_TYPES),
  order: z.number().int(),
  margins: z.object({ top: z.number().int(), bottom: z.number().int() }),
  content: z.object({
    html: z.string().optional(),
    image: imageOut.optional(),
    caption: z.string().optional(),
    text: z.string().optional(),
    headers: z.array(z.string()).max(PAGE_TABLE_MAX).optional(),
    rows: z.array(z.array(z.string()).max(PAGE_TABLE_MAX)).max(PAGE_TABLE_MAX).optional(),
  }),
});
export type SitePageBlock = z.infer<typeof sitePageBlock>;

export const sitePage = contentEntity({
  title: z.string(),
  slug: z.string(),
  status: pageStatus,
  metaTitle: z.string(),
  metaDescription: z.string(),
  blocks: z.array(sitePageBlock).max(PAGE_MAX_BLOCKS),
  ...versioned,
  /** docs/product/pages.md §3 names a page's dates createdAt and updatedAt. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePage>;

/** What a list shows of one (issue 25): its fields but its blocks, and how many blocks it has. */
const blocksCounted = listSummary(sitePage, 'blocks', 'blockCount');
export const pageListItem = blocksCounted.item;
export type PageListItem = z.infer<typeof pageListItem>;

/** What a preview answers: the page's settings and blocks as a save would store them. */
export const pagePreview = z.object({
  title: z.string(),
  slug: z.string(),
  blocks: z.array(sitePageBlock.omit({ id: true }).extend({ id: z.number().int().optional() })).max(PAGE_MAX_BLOCKS),
});
export type PagePreview = z.infer<typeof pagePreview>;

export const pagesListQuery = lookupQuery.extend({ status: pageStatus.optional() });
export type PagesListQuery = z.infer<typeof pagesListQuery>;

/** Pages (docs/design.md §9.2): list with status and search, get, create, update, delete; blocks inside. */
export const pagesContract = resourceContract('pages', {
  paths: { collection: pagesPaths.pages, item: pagesPaths.page },
  schemas: { entity: sitePage, listQuery: pagesListQuery, request: pageRequest },
  messages: pagesMessages,
  // A list of pages shows their settings and dates, not their blocks (issue 25: 40 pages of ~0.9 MB each).
  summary: blocksCounted,
});
