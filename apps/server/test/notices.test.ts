import { noticesMessages, type Notice } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../src/platform/sanitize.js';
import { contentApp, expectError } from './content-support.js';
import { notices } from './resources/notices.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';
import { payloads, unsafety } from './xss-support.js';

const { admin, editor, other } = contentApp();

const NOTICES = notices.path;

describeScopedResource(notices, {
  newestFirst: true,
  invalid: { body: { title: ' ' }, message: noticesMessages.titleRequired },
});

describe('notice board', () => {
  it('creates an ACTIVE notice with an empty summary and content', async () => {
    const created = await notices.create(admin, { title: 'Picture day', content: undefined, status: undefined });
    expect(created).toMatchObject({ title: 'Picture day', summary: '', content: '', status: 'ACTIVE' });
  });

  it('refuses a notice without a title, and an unknown status', async () => {
    expectError(
      await admin.inject({ method: 'POST', url: NOTICES, payload: { title: ' ' } }),
      400,
      'Title is required',
    );
    expectError(
      await admin.inject({ method: 'POST', url: NOTICES, payload: { title: 'x', status: 'LIVE' } }),
      400,
      'Status must be one of ACTIVE, INACTIVE, DRAFT',
    );
  });

  it('replaces the content and status with a PUT', async () => {
    const created = await notices.create(admin, { title: 'Bake sale', content: '<p>Friday</p>' });
    const put = await editor.inject({
      method: 'PUT',
      url: `${NOTICES}/${created.id}`,
      payload: { title: 'Bake sale moved', content: '<p><strong>Monday</strong></p>', status: 'INACTIVE' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      title: 'Bake sale moved',
      content: '<p><strong>Monday</strong></p>',
      status: 'INACTIVE',
    });
  });

  it('lists newest first, pages past the first ten, searches by title and filters by status', async () => {
    for (let i = 1; i <= 12; i++)
      await notices.create(other, { title: `Term notice ${i}`, status: i % 3 ? 'ACTIVE' : 'DRAFT' });
    const first = (await other.inject({ method: 'GET', url: NOTICES })).json();
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, size: 10 });
    expect(first.content[0].title).toBe('Term notice 12');
    const second = (await other.inject({ method: 'GET', url: `${NOTICES}?page=1` })).json();
    expect(second.content.map((n: Notice) => n.title)).toEqual(['Term notice 2', 'Term notice 1']);

    const search = (await other.inject({ method: 'GET', url: `${NOTICES}?search=NOTICE%201` })).json();
    expect(search.content.map((n: Notice) => n.title)).toEqual([
      'Term notice 12',
      'Term notice 11',
      'Term notice 10',
      'Term notice 1',
    ]);
    const drafts = (await other.inject({ method: 'GET', url: `${NOTICES}?status=DRAFT` })).json();
    expect(drafts.totalElements).toBe(4);
    const draftSearch = (await other.inject({ method: 'GET', url: `${NOTICES}?status=DRAFT&search=12` })).json();
    expect(draftSearch.content.map((n: Notice) => n.title)).toEqual(['Term notice 12']);
  });

  it('keeps the editor’s fonts, sizes and colours and never stores anything that can run', async () => {
    const styled = '<p><span style="font-family:Georgia, serif;font-size:24pt;color:#dc2626">Important</span> news</p>';
    expect((await notices.create(admin, { title: 'Styled', content: styled })).content).toBe(styled);

    const failures: string[] = [];
    for (const { title, payload } of payloads) {
      const created = await admin.inject({ method: 'POST', url: NOTICES, payload: { title: 'XSS', content: payload } });
      if (created.statusCode !== 201) {
        failures.push(`${title}: ${created.statusCode}`);
        continue;
      }
      const read = (await admin.inject({ method: 'GET', url: `${NOTICES}/${created.json().id}` })).json<Notice>();
      const problem = unsafety(read.content);
      if (problem) failures.push(`${title}: ${problem}`);
      if (read.content !== sanitizeRichHtml(payload)) failures.push(`${title}: stored something else`);
    }
    expect(failures).toEqual([]);
  });
});
