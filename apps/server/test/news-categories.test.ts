import { newsCategoriesMessages } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError } from './content-support.js';
import { newsCategories } from './resources/news.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, viewer, other } = contentApp();

describeScopedResource(newsCategories, {
  invalid: { body: { name: '' }, message: newsCategoriesMessages.nameRequired },
  refused: {
    'Name is required': [{}, { name: '  ' }, { name: null }, { name: 12 }, { title: 'Wrong field' }],
    'Must be at most 100 characters': [{ name: 'x'.repeat(101) }],
  },

  taken: newsCategoriesMessages.nameTaken,
  created: { body: { name: '  Field Trips ' }, answer: { name: 'Field Trips' } },
});

const putCategory = (payload: object) => admin.inject({ method: 'PUT', url: newsCategories.path, payload });

describe('GET /nms/cms/cac/categories', () => {
  it('answers a page of categories in alphabetical order', async () => {
    const before = await newsCategories.page(other, 'size=100');
    for (const name of ['Music', 'art', 'Drama', 'band']) await newsCategories.create(other, { name: `Club ${name}` });
    const all = await newsCategories.page(other, 'size=100');
    expect(all.totalElements).toBe(before.totalElements + 4);
    const clubs = all.content.map((c) => c.name).filter((n) => n.startsWith('Club'));
    expect(clubs).toEqual(['Club art', 'Club band', 'Club Drama', 'Club Music']);
  });

  it("lists the demo school's categories", async () => {
    const names = (await newsCategories.page(viewer)).content.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Announcements', 'Events', 'Sports']));
  });
});

describe('PUT /nms/cms/cac/categories', () => {
  it('takes the id as a string too', async () => {
    const created = await newsCategories.create(admin);
    expect((await putCategory({ id: String(created.id), name: 'By string id' })).json().name).toBe('By string id');
  });

  it('answers 400 without an id', async () => {
    expectError(await putCategory({ name: 'No id' }), 400, 'Category id is required');
  });
});
