import {
  newsCategoriesContract,
  newsCategoriesMessages,
  newsContract,
  type News,
  type NewsCategory,
} from '@cms/contract';
import { fakeArea, publishEndpoint, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, listing, namedListing } from '@/test/fake-rows';

/* News and its categories on the fake API (test/fake-api.ts), as the server keeps them. */

const STAMP = FAKE_STAMPS.createdDate;

export function makeCategory(id: number, name: string): NewsCategory {
  return { id, name, createdDate: STAMP, updatedDate: STAMP };
}

export function makeNews(id: number, fields: Partial<News> = {}): News {
  return {
    id,
    title: `News ${id}`,
    summary: `Summary ${id}`,
    content: `<p>Content ${id}</p>`,
    creator_name: 'Ms. Rivera',
    author: 'Ms. Rivera',
    imgUrl: null,
    status: 'DRAFT',
    showOnHomePage: false,
    created_date: STAMP,
    updated_date: STAMP,
    publishedDate: null,
    categories: [],
    ...fields,
  };
}

/** News newest first, by status or category; categories by name, each name once. */
const newsFake = fakeArea(
  { news: table<News>('News'), categories: table<NewsCategory>('Category') },
  ({ news: newsItems, categories }) => [
    ...resourceEndpoints({
      table: newsItems,
      contract: newsContract,
      list: listing({
        filters: ['status'],
        where: (n, query) => !query.categoryId || n.categories.some((c) => c.id === query.categoryId),
      }),
      build: (body, id, current) =>
        makeNews(id, {
          ...current,
          ...body,
          author: body.creator_name || 'System',
          imgUrl: body.imgUrl ?? null,
          categories: (body.categoryIds ?? current?.categories.map((c) => c.id) ?? []).map((categoryId) => {
            const { name } = categories.get(categoryId);
            return { id: categoryId, name };
          }),
        }),
    }),
    publishEndpoint(newsItems, newsContract, 'ACTIVE'),
    ...resourceEndpoints({
      table: categories,
      contract: newsCategoriesContract,
      list: namedListing(),
      unique: { field: 'name', taken: newsCategoriesMessages.nameTaken },
      build: (body, id, current) => ({ ...(current ?? makeCategory(id, body.name)), name: body.name }),
      onDelete: (gone) => {
        for (const n of newsItems.all())
          newsItems.put({ ...n, categories: n.categories.filter((c) => c.id !== gone.id) });
      },
    }),
  ],
);

export default newsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    news: typeof newsFake;
  }
}
