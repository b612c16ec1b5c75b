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
import { fakeArea, nextVersion, refuse, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, FAKE_STAMPS, listing } from '@/test/fake-rows';

/* Pages on the fake API (test/fake-api.ts), as the server keeps them: saved whole, versioned, slugs unique. */

let nextBlockId = 5000;

const pageRow = contentRowMaker<SitePage>((id) => ({
  title: `Page ${id}`,
  slug: `page-${id}`,
  status: 'draft',
  metaTitle: '',
  metaDescription: '',
  version: 1,
  createdAt: FAKE_STAMPS.createdDate,
  updatedAt: FAKE_STAMPS.updatedDate,
  blocks: [],
}));

/** A saved page (version 1, by the demo admin, a draft) with its blocks numbered from 0. */
export function makePage(id: number, fields: Partial<SitePage> = {}): SitePage {
  const page = pageRow(id, fields);
  return { ...page, blocks: page.blocks.map((block, order) => ({ ...block, order })) };
}

/** The blocks of a body as the server answers them; the fake stores cells and HTML as sent. */
const asSaved = (blocks: PageBody['blocks']): SitePageBlock[] =>
  blocks.map((block, order) => ({ ...block, id: block.id ?? nextBlockId++, order }) as SitePageBlock);

/** Newest first, searched by title and filtered by status; a slug taken or a stale version is refused. */
const pagesFake = fakeArea({ pages: table<SitePage>('Page') }, ({ pages }) => [
  ...resourceEndpoints({
    table: pages,
    contract: pagesContract,
    list: listing({ filters: ['status'], search: 'title' }),
    build: ({ version, blocks, ...body }, id, current) => {
      const next = nextVersion(current, version, pagesMessages.stale);
      if (pages.all().some((page) => page.slug === body.slug && page.id !== id)) {
        const message = pagesMessages.slugTaken(body.slug);
        refuse(400, message, [{ path: 'body.slug', message }]);
      }
      return makePage(id, { ...body, version: next, blocks: asSaved(blocks) });
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
]);

export default pagesFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    pages: typeof pagesFake;
  }
}
