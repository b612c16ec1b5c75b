import {
  pagePreview,
  pageRequest,
  pagesContract,
  pagesMessages,
  pagesPaths,
  type PageBody,
  type SitePage,
  type SitePageBlock,
} from '@cms/contract';
import { FakeTable, refuse, resourceEndpoints, type Endpoint } from './fake-api';

/* Pages on the fake API (test/fake-api.ts), as the server keeps them: saved whole, versioned, slugs unique. */

const STAMP = '2026-01-02T03:04:05.000Z';
let nextBlockId = 5000;

/** A saved page (version 1, by the demo admin, a draft) with its blocks numbered from 0. */
export function makePage(id: number, { blocks = [], ...fields }: Partial<SitePage> = {}): SitePage {
  const stamps = {
    createdBy: 1,
    updatedBy: 1,
    createdDate: STAMP,
    updatedDate: STAMP,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
  const title = fields.title ?? `Page ${id}`;
  const page = {
    id,
    assetOwnerId: 1,
    title,
    slug: `page-${id}`,
    status: 'draft' as const,
    metaTitle: '',
    metaDescription: '',
  };
  return { ...page, version: 1, ...stamps, ...fields, blocks: blocks.map((block, order) => ({ ...block, order })) };
}

/** The blocks of a body as the server answers them; the fake stores cells and HTML as sent. */
const asSaved = (blocks: PageBody['blocks']): SitePageBlock[] =>
  blocks.map((block, order) => ({ ...block, id: block.id ?? nextBlockId++, order }) as SitePageBlock);

export interface PagesRows {
  pages?: SitePage[];
}

/** Newest first, searched by title and filtered by status; a slug taken or a stale version is refused. */
export function pagesEndpoints(rows: PagesRows) {
  const pages = new FakeTable(rows.pages ?? [], 'Page');
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: pages,
      contract: pagesContract,
      list: (all, query) =>
        all
          .filter((page) => !query.status || page.status === query.status)
          .filter((page) => !query.search || page.title.toLowerCase().includes(String(query.search).toLowerCase()))
          .sort((a, b) => b.id - a.id),
      build: ({ version, blocks, ...body }: PageBody, id, current) => {
        if (current && version !== undefined && version !== current.version) refuse(409, pagesMessages.stale);
        if (pages.all().some((page) => page.slug === body.slug && page.id !== id)) {
          const message = pagesMessages.slugTaken(body.slug);
          refuse(400, message, [{ path: 'body.slug', message }]);
        }
        return makePage(id, { ...body, version: (current?.version ?? 0) + 1, blocks: asSaved(blocks) });
      },
    }),
    {
      method: 'POST',
      path: pagesPaths.preview,
      body: pageRequest,
      response: pagePreview,
      handle: ({ body }) => {
        const { title, slug, blocks } = body as PageBody;
        return { title, slug, blocks: asSaved(blocks) };
      },
    },
  ];
  return { endpoints, tables: { pages } };
}
