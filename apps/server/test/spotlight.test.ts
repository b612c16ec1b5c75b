import {
  SPOTLIGHT_BASES,
  spotlightCategoriesMessages as categoryMessages,
  spotlightPaths,
  spotlightStarsMessages as m,
  type SpotlightCategory,
  type SpotlightStar,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import {
  BAD_URLS,
  contentApp,
  expectAuthRequired,
  expectError,
  ISO_DATE,
  MALFORMED_IDS,
  postCreated,
  type Client,
} from './content-support.js';
import { spotlightCategories as categories } from './resources/spotlight.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const [PLAIN, CAC] = SPOTLIGHT_BASES.map((base) => spotlightPaths(base));
const starsUrl = (categoryId: number | string, paths = CAC!) => paths.stars.replace(':id', `${categoryId}`);
const starUrl = (categoryId: number | string, starId: number | string, paths = CAC!) =>
  `${starsUrl(categoryId, paths)}/${starId}`;

const valid = {
  name: 'Priya Sharma',
  academicClass: 'Grade 12',
  percentage: 98.6,
  year: 2026,
  description: 'First in the district in science.',
  orderNo: 1,
};
const STAR_404 = 'Spotlight star not found';
const CATEGORY_404 = 'Spotlight category not found';

const newStar = (client: Client, categoryId: number, fields: object = {}) =>
  postCreated<SpotlightStar>(client, starsUrl(categoryId), { ...valid, orderNo: 1000, ...fields });
const starPage = async (client: Client, categoryId: number, query = '') => {
  const response = await client.inject({ method: 'GET', url: `${starsUrl(categoryId)}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: SpotlightStar[]; totalElements: number } & Record<string, unknown>>();
};
const starNames = async (client: Client, categoryId: number) =>
  (await starPage(client, categoryId, 'size=100')).content.map((star) => star.name);

describeScopedResource(categories, {
  invalid: { body: { name: 'Toppers', description: ' ' }, message: categoryMessages.descriptionRequired },
  created: {
    body: { name: ' Toppers ', description: 'Best marks', orderNo: 7, assetOwnerId: 403 },
    answer: { name: 'Toppers', description: 'Best marks', orderNo: expect.any(Number), starCount: 0 },
  },
  refused: {
    [categoryMessages.nameRequired]: [{ description: 'x' }, { name: '  ', description: 'x' }],
    [categoryMessages.descriptionRequired]: [{ name: 'Toppers' }, { name: 'Toppers', description: null }],
  },
  ordering: { base: 1 },
});

describe('spotlight categories', () => {
  it('answers the whole list as an array in order, at both paths of the spec', async () => {
    const first = await categories.create(other);
    const second = await categories.create(other);
    for (const paths of [PLAIN!, CAC!]) {
      const response = await other.inject({ method: 'GET', url: paths.categories });
      const list = response.json<SpotlightCategory[]>();
      expect(Array.isArray(list)).toBe(true);
      expect(list.map((category) => category.id).slice(-2)).toEqual([first.id, second.id]);
      expect(list.map((category) => category.orderNo)).toEqual(list.map((_, index) => index + 1));
    }
  });

  it('is served by one implementation at both groups: written at one, read and deleted at the other', async () => {
    const created = await postCreated<SpotlightCategory>(admin, PLAIN!.categories, {
      name: 'Arts',
      description: 'Stage',
    });
    const read = await admin.inject({ method: 'GET', url: `${CAC!.categories}/${created.id}` });
    expect(read.json()).toEqual(created);
    const updated = await admin.inject({
      method: 'PUT',
      url: `${PLAIN!.categories}/${created.id}`,
      payload: { name: 'Arts and Music', description: 'Stage' },
    });
    expect(updated.json()).toMatchObject({ id: created.id, name: 'Arts and Music' });
    const reorder = await admin.inject({
      method: 'PUT',
      url: PLAIN!.categoriesReorder,
      payload: [{ id: created.id, orderNo: 1 }],
    });
    expect(reorder.json()).toEqual({ message: categoryMessages.reordered });
    const removed = await admin.inject({ method: 'DELETE', url: `${CAC!.categories}/${created.id}` });
    expect(removed.json()).toEqual({ message: categoryMessages.deleted });
  });

  it('counts its stars and deletes them with it', async () => {
    const category = await categories.create(admin);
    const keep = await categories.create(admin);
    await newStar(admin, category.id);
    await newStar(admin, category.id);
    const kept = await newStar(admin, keep.id);
    expect((await categories.read(admin, category.id)).starCount).toBe(2);
    expect((await categories.remove(editor, category.id)).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('spotlight_stars')
      .select('id')
      .where('category_id', '=', category.id)
      .execute();
    expect(left).toEqual([]);
    expect((await starPage(admin, keep.id)).content).toEqual([kept]);
    expectError(await admin.inject({ method: 'GET', url: starsUrl(category.id) }), 404, CATEGORY_404);
  });
});

describe('spotlight stars', () => {
  it('creates a star with the spec’s fields, scoped to the website, with its image optional', async () => {
    const category = await categories.create(admin);
    const response = await admin.inject({
      method: 'POST',
      url: starsUrl(category.id),
      payload: { ...valid, id: 9, assetOwnerId: 403, categoryId: 12345 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const star = response.json<SpotlightStar>();
    expect(star).toEqual({
      id: expect.any(Number),
      assetOwnerId: admin.websiteId,
      categoryId: category.id,
      ...valid,
      imgUrl: null,
      createdBy: admin.id,
      updatedBy: admin.id,
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: star.createdDate,
    });
    const read = await admin.inject({ method: 'GET', url: starUrl(category.id, star.id) });
    expect(read.json()).toEqual(star);
    const uploaded = await newStar(admin, category.id, { imgUrl: '/uploads/content/priya.png' });
    expect(uploaded.imgUrl).toBe('/uploads/content/priya.png');
  });

  it('answers pages of the category’s stars in order, 10 by default, with the page fields', async () => {
    const category = await categories.create(other);
    for (let index = 0; index < 12; index++) await newStar(other, category.id, { name: `Star ${index + 1}` });
    const first = await starPage(other, category.id);
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 0, first: true, last: false });
    expect(Object.keys(first).sort()).toEqual([
      'content',
      'first',
      'last',
      'number',
      'size',
      'totalElements',
      'totalPages',
    ]);
    expect(first.content.map((star) => star.orderNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = await starPage(other, category.id, 'page=1&size=10');
    expect(second).toMatchObject({ number: 1, last: true });
    expect(second.content.map((star) => star.name)).toEqual(['Star 11', 'Star 12']);
    expectError(
      await other.inject({ method: 'GET', url: `${starsUrl(category.id)}?size=0` }),
      400,
      'size must be a whole number from 1',
    );
  });

  it('puts a star at the orderNo it asks for and renumbers the others; a reorder moves them from 1', async () => {
    const category = await categories.create(admin);
    for (const name of ['A', 'B', 'C']) await newStar(admin, category.id, { name });
    await newStar(admin, category.id, { name: 'D', orderNo: 2 });
    expect(await starNames(admin, category.id)).toEqual(['A', 'D', 'B', 'C']);
    const [a, d, b, c] = (await starPage(admin, category.id)).content;
    const moved = await admin.inject({
      method: 'PUT',
      url: starUrl(category.id, c!.id),
      payload: { ...valid, name: 'C', orderNo: 1 },
    });
    expect(moved.json()).toMatchObject({ name: 'C', orderNo: 1 });
    expect(await starNames(admin, category.id)).toEqual(['C', 'A', 'D', 'B']);

    const reorder = await admin.inject({
      method: 'PUT',
      url: CAC!.starsReorder.replace(':id', `${category.id}`),
      payload: [a, b, c, d].map((star, index) => ({ id: star!.id, orderNo: index + 1 })),
    });
    expect(reorder.json()).toEqual({ message: m.reordered });
    const page = await starPage(admin, category.id);
    expect(page.content.map((star) => star.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(page.content.map((star) => star.orderNo)).toEqual([1, 2, 3, 4]);
  });

  const refused: [object, string][] = [
    [{ ...valid, percentage: 101 }, m.percentageRange],
    [{ ...valid, percentage: -0.1 }, m.percentageRange],
    [{ ...valid, percentage: 97.25 }, m.percentageStep],
    [{ ...valid, percentage: '98' }, m.percentageRequired],
    [{ ...valid, percentage: undefined }, m.percentageRequired],
    [{ ...valid, year: 2031 }, m.yearRange],
    [{ ...valid, year: 2019 }, m.yearRange],
    [{ ...valid, year: 2026.5 }, m.yearRange],
    [{ ...valid, year: undefined }, m.yearRequired],
    [{ ...valid, orderNo: 0 }, m.orderNoMin],
    [{ ...valid, orderNo: undefined }, m.orderNoRequired],
    [{ ...valid, name: ' ' }, m.nameRequired],
    [{ ...valid, academicClass: '' }, m.classRequired],
    [{ ...valid, description: undefined }, m.descriptionRequired],
    ...BAD_URLS.filter((url) => typeof url === 'string' && url.trim() !== '').map((imgUrl): [object, string] => [
      { ...valid, imgUrl },
      m.imageInvalid,
    ]),
  ];
  it.each(refused)('refuses %j on create and update with its 400, saving nothing', async (body, message) => {
    const category = await categories.create(admin);
    const star = await newStar(admin, category.id);
    expectError(await admin.inject({ method: 'POST', url: starsUrl(category.id), payload: body }), 400, message);
    expectError(await admin.inject({ method: 'PUT', url: starUrl(category.id, star.id), payload: body }), 400, message);
    expect((await starPage(admin, category.id)).content).toEqual([star]);
  });

  it('keeps the bounds themselves: 0 and 100 percent, 2020 and 2030, 99.9', async () => {
    const category = await categories.create(admin);
    for (const [percentage, year] of [
      [0, 2020],
      [100, 2030],
      [99.9, 2025],
    ]) {
      expect(await newStar(admin, category.id, { percentage, year })).toMatchObject({ percentage, year });
    }
  });

  it("answers 404 for a star of another website's category, or of another category, on every verb", async () => {
    const theirs = await categories.create(other);
    const theirStar = await newStar(other, theirs.id);
    const mine = await categories.create(admin);
    const myStar = await newStar(admin, mine.id);
    const sibling = await categories.create(admin);
    for (const paths of [PLAIN!, CAC!]) {
      const url = starUrl(theirs.id, theirStar.id, paths);
      expectError(await admin.inject({ method: 'GET', url: starsUrl(theirs.id, paths) }), 404, CATEGORY_404);
      expectError(
        await admin.inject({ method: 'POST', url: starsUrl(theirs.id, paths), payload: valid }),
        404,
        CATEGORY_404,
      );
      expectError(await admin.inject({ method: 'GET', url }), 404, CATEGORY_404);
      expectError(await admin.inject({ method: 'PUT', url, payload: valid }), 404, CATEGORY_404);
      expectError(await admin.inject({ method: 'DELETE', url }), 404, CATEGORY_404);
      const reorderTheirs = paths.starsReorder.replace(':id', `${theirs.id}`);
      expectError(
        await admin.inject({ method: 'PUT', url: reorderTheirs, payload: [{ id: theirStar.id, orderNo: 1 }] }),
        404,
        CATEGORY_404,
      );
      // Their star through my category, and my star through my other category.
      const mineUrl = (categoryId: number, starId: number) => starUrl(categoryId, starId, paths);
      for (const itemUrl of [mineUrl(mine.id, theirStar.id), mineUrl(sibling.id, myStar.id)]) {
        expectError(await admin.inject({ method: 'GET', url: itemUrl }), 404, STAR_404);
        expectError(await admin.inject({ method: 'PUT', url: itemUrl, payload: valid }), 404, STAR_404);
        expectError(await admin.inject({ method: 'DELETE', url: itemUrl }), 404, STAR_404);
      }
      const reorderMine = paths.starsReorder.replace(':id', `${sibling.id}`);
      expectError(
        await admin.inject({ method: 'PUT', url: reorderMine, payload: [{ id: myStar.id, orderNo: 1 }] }),
        404,
        STAR_404,
      );
    }
    expect((await starPage(other, theirs.id)).content).toEqual([theirStar]);
    expect((await starPage(admin, mine.id)).content).toEqual([myStar]);
  });

  it('lets a VIEWER read stars and refuses every write with 403, changing nothing', async () => {
    const category = await categories.create(admin);
    const star = await newStar(admin, category.id);
    expect((await starPage(viewer, category.id)).content).toEqual([star]);
    expect((await viewer.inject({ method: 'GET', url: starUrl(category.id, star.id) })).json()).toEqual(star);
    const forbidden = 'You do not have permission to edit spotlight';
    expectError(await viewer.inject({ method: 'POST', url: starsUrl(category.id), payload: valid }), 403, forbidden);
    expectError(
      await viewer.inject({ method: 'PUT', url: starUrl(category.id, star.id), payload: valid }),
      403,
      forbidden,
    );
    expectError(await viewer.inject({ method: 'DELETE', url: starUrl(category.id, star.id) }), 403, forbidden);
    expectError(
      await viewer.inject({
        method: 'PUT',
        url: CAC!.starsReorder.replace(':id', `${category.id}`),
        payload: [{ id: star.id, orderNo: 1 }],
      }),
      403,
      forbidden,
    );
    expect((await starPage(admin, category.id)).content).toEqual([star]);
  });

  it('updates a star, stamping who changed it, and deletes it', async () => {
    const category = await categories.create(admin);
    const star = await newStar(admin, category.id);
    const response = await editor.inject({
      method: 'PUT',
      url: starUrl(category.id, star.id, PLAIN),
      payload: { ...valid, name: 'Priya S.', percentage: 99.1, imgUrl: 'https://cdn.riverside.example/priya.jpg' },
    });
    expect(response.json()).toMatchObject({
      id: star.id,
      name: 'Priya S.',
      percentage: 99.1,
      updatedBy: editor.id,
      createdBy: admin.id,
    });
    const removed = await editor.inject({ method: 'DELETE', url: starUrl(category.id, star.id, PLAIN) });
    expect(removed.json()).toEqual({ message: m.deleted });
    expectError(await admin.inject({ method: 'GET', url: starUrl(category.id, star.id) }), 404, STAR_404);
  });

  it.each(MALFORMED_IDS)("answers 400 'Invalid id' for the star id %s", async (id) => {
    const category = await categories.create(admin);
    expectError(await admin.inject({ method: 'GET', url: starUrl(category.id, id) }), 400, 'Invalid id');
    expectError(
      await admin.inject({ method: 'PUT', url: starUrl(category.id, id), payload: valid }),
      400,
      'Invalid id',
    );
    expectError(await admin.inject({ method: 'DELETE', url: starUrl(category.id, id) }), 400, 'Invalid id');
  });

  it('needs a live token for every star call', async () => {
    const category = await categories.create(admin);
    const star = await newStar(admin, category.id);
    await expectAuthRequired(t.app, [
      { method: 'GET', url: starsUrl(category.id) },
      { method: 'POST', url: starsUrl(category.id), payload: valid },
      { method: 'GET', url: starUrl(category.id, star.id) },
      { method: 'PUT', url: starUrl(category.id, star.id), payload: valid },
      { method: 'DELETE', url: starUrl(category.id, star.id) },
      {
        method: 'PUT',
        url: CAC!.starsReorder.replace(':id', `${category.id}`),
        payload: [{ id: star.id, orderNo: 1 }],
      },
    ]);
  });
});
