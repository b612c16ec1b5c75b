import { describe, expect, it } from 'vitest';
import { contrastRatio, websiteDefaults } from '@cms/contract';
import { expectBareError, expectError, expectIssues } from './content-support.js';
import { fileApp } from './file-app.js';
import {
  bearer,
  clientFor,
  createTestApp,
  demoAdmin,
  demoEditor,
  demoViewer,
  expectWrittenSince,
  otherSchoolAdmin,
  signIn,
} from './helper.js';

const { t, superAdmin } = fileApp(['superAdmin'], async (app) => ({ superAdmin: await clientFor(app, demoAdmin) }));

const FIND = '/wms/public/wlc/websites/find';
const riverside = { id: 1, name: 'Riverside High School', adminUrl: 'admin.riverside.example' };
/** Riverside's name as the SUPER_ADMIN reads it: a refused edit leaves it as it was. */
const riversideName = async () => (await superAdmin.inject({ method: 'GET', url: '/websites/1' })).json().name;
const northfield = { id: 2, name: 'Northfield Elementary', adminUrl: 'admin.northfield.example' };
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let hostCounter = 0;
const newHost = () => `admin.school-${Date.now().toString(36)}-${++hostCounter}.example`;

async function createWebsite(payload: Record<string, unknown> = {}) {
  const response = await superAdmin.inject({
    method: 'POST',
    url: '/websites',
    payload: { name: 'Hillcrest Academy', adminUrl: newHost(), ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string; adminUrl: string; publicUrl: string | null }>();
}

describe('GET /websites', () => {
  it('shows a SUPER_ADMIN every live website, one page at a time', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await clientFor(fresh.app, demoAdmin);
      const first = await admin.inject({ method: 'GET', url: '/websites' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        totalElements: 2,
        totalPages: 1,
        size: 10,
        number: 0,
        first: true,
        last: true,
      });
      expect(first.json().content).toEqual([
        expect.objectContaining({ ...riverside, publicUrl: null }),
        expect.objectContaining({ ...northfield, publicUrl: 'https://www.northfield.example' }),
      ]);
      for (const site of first.json().content) {
        expect(site.createdDate).toMatch(iso);
        expect(site.updatedDate).toMatch(iso);
      }

      for (const name of ['Third School', 'Fourth School', 'Fifth School']) {
        const created = await admin.inject({
          method: 'POST',
          url: '/websites',
          payload: { name, adminUrl: newHost() },
        });
        expect(created.statusCode).toBe(201);
      }
      const page1 = await admin.inject({ method: 'GET', url: '/websites?page=1&size=2' });
      expect(page1.statusCode).toBe(200);
      expect(page1.json()).toMatchObject({
        totalElements: 5,
        totalPages: 3,
        size: 2,
        number: 1,
        first: false,
        last: false,
      });
      expect(page1.json().content.map((w: { name: string }) => w.name)).toEqual(['Third School', 'Fourth School']);
      const last = await admin.inject({ method: 'GET', url: '/websites?page=2&size=2' });
      expect(last.json().content.map((w: { name: string }) => w.name)).toEqual(['Fifth School']);
      expect(last.json()).toMatchObject({ last: true, first: false });
      const beyond = await admin.inject({ method: 'GET', url: '/websites?page=9&size=2' });
      expect(beyond.json()).toMatchObject({ content: [], totalElements: 5, number: 9, last: true });
      const capped = await admin.inject({ method: 'GET', url: '/websites?size=500' });
      expect(capped.json().size).toBe(100);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['ADMIN of Northfield', otherSchoolAdmin, northfield],
    ['EDITOR of Riverside', demoEditor, riverside],
    ['VIEWER of Riverside', demoViewer, riverside],
  ])('shows the %s only its own website', async (_who, who, own) => {
    const client = await clientFor(t.app, who);
    const response = await client.inject({ method: 'GET', url: '/websites' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 1, totalPages: 1, first: true, last: true });
    expect(response.json().content).toEqual([expect.objectContaining(own)]);
  });

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['page=abc', 'page must be a whole number from 0'],
    ['page=1.5', 'page must be a whole number from 0'],
    ['size=0', 'size must be a whole number from 1'],
    ['size=1e99', 'size must be a whole number from 1'],
    ['size=5000000', 'size is too large'],
  ])('answers 400 for ?%s', async (query, message) => {
    const response = await superAdmin.inject({ method: 'GET', url: `/websites?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /websites/{id}', () => {
  it('answers a user its own website', async () => {
    const editor = await clientFor(t.app, demoEditor);
    const response = await editor.inject({ method: 'GET', url: '/websites/1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...riverside, publicUrl: null });
  });

  it("answers a SUPER_ADMIN any website, and 404 for another school's id to everyone else", async () => {
    expect((await superAdmin.inject({ method: 'GET', url: '/websites/2' })).json()).toMatchObject(northfield);
    const northfieldAdmin = await clientFor(t.app, otherSchoolAdmin);
    const theirs = await northfieldAdmin.inject({ method: 'GET', url: '/websites/1' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Website not found' });
    const editor = await clientFor(t.app, demoEditor);
    expect((await editor.inject({ method: 'GET', url: '/websites/2' })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await superAdmin.inject({ method: 'GET', url: '/websites/424242' });
    expectError(response, 404, 'Website not found');
  });

  it('answers 400 for an id with a NUL character', async () => {
    const response = await superAdmin.inject({ method: 'GET', url: '/websites/1%00' });
    expectError(response, 400, 'The request contains a NUL character, which is not allowed');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648', '1abc', '%20'])(
    'answers 400 for the malformed id %s on every method',
    async (id) => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await superAdmin.inject({
          method,
          url: `/websites/${id}`,
          ...(method === 'PUT' ? { payload: { name: 'X', adminUrl: newHost() } } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Invalid id' });
        expect(response.json().issues.length).toBeGreaterThan(0);
        for (const issue of response.json().issues) expect(issue).toEqual({ path: 'params.id', message: 'Invalid id' });
      }
    },
  );
});

describe('POST /websites', () => {
  it('lets a SUPER_ADMIN create a website and answers 201 with it', async () => {
    const adminUrl = newHost();
    const response = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: {
        name: '  Hillcrest Academy  ',
        adminUrl: `  ${adminUrl.toUpperCase()} `,
        publicUrl: 'https://hill.example/',
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Hillcrest Academy',
      adminUrl,
      publicUrl: 'https://hill.example/',
      ...websiteDefaults,
      createdDate: expect.stringMatching(iso),
      updatedDate: created.createdDate,
    });
    expect(created.id).toBeGreaterThan(2);
    const read = await superAdmin.inject({ method: 'GET', url: `/websites/${created.id}` });
    expect(read.json()).toEqual(created);
    const found = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${adminUrl}` });
    expect(found.json()).toEqual(created);
  });

  it('stores an empty, null or missing public URL as null', async () => {
    expect((await createWebsite({ publicUrl: '' })).publicUrl).toBeNull();
    expect((await createWebsite({ publicUrl: null })).publicUrl).toBeNull();
    expect((await createWebsite()).publicUrl).toBeNull();
  });

  // Issue 9.7: the public URL keeps the rule of every URL users give (imgUrl and the others).
  it.each([
    'https://www.school.example/"><script>alert(1)</script>',
    "https://www.school.example/'onmouseover='alert(1)",
    'https://www.school.example/<img src=x onerror=alert(1)>',
    'https://www.school.example/a`b',
    'https://www.school.example/a\\b',
    'https://www.school.example/a b',
  ])('refuses the public URL %s with 400 on create and edit', async (publicUrl) => {
    const created = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'School', adminUrl: newHost(), publicUrl },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ message: 'Please enter a valid URL', issues: [{ path: 'body.publicUrl' }] });
    const site = await createWebsite();
    const edited = await superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: site.name, adminUrl: site.adminUrl, publicUrl },
    });
    expectError(edited, 400, 'Please enter a valid URL');
  });

  it('accepts an ordinary https public URL, with a path and a query', async () => {
    const publicUrl = 'https://www.school.example/news?year=2025&lang=en#top';
    expect((await createWebsite({ publicUrl })).publicUrl).toBe(publicUrl);
    expect((await createWebsite({ publicUrl: '  http://school.example  ' })).publicUrl).toBe('http://school.example');
  });

  it('ignores the fields the server owns', async () => {
    const before = Date.now();
    const response = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: {
        id: 999,
        name: 'Owned Fields School',
        adminUrl: newHost(),
        createdDate: '2000-01-01T00:00:00.000Z',
        updatedDate: '2000-01-01T00:00:00.000Z',
        deleted: true,
        createdBy: 77,
        assetOwnerId: 2,
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.id).not.toBe(999);
    expect(created.createdDate).not.toBe('2000-01-01T00:00:00.000Z');
    expectWrittenSince(created.createdDate, before);
    expect(created).not.toHaveProperty('deleted');
    expect((await superAdmin.inject({ method: 'GET', url: '/websites/999' })).statusCode).toBe(404);
    // Not deleted: it can be read and found.
    expect((await superAdmin.inject({ method: 'GET', url: `/websites/${created.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${created.adminUrl}` })).json()?.id).toBe(
      created.id,
    );
  });

  it.each([
    ['ADMIN', otherSchoolAdmin],
    ['EDITOR', demoEditor],
    ['VIEWER', demoViewer],
  ])('refuses %s with 403', async (_role, who) => {
    const client = await clientFor(t.app, who);
    const adminUrl = newHost();
    const response = await client.inject({ method: 'POST', url: '/websites', payload: { name: 'Nope', adminUrl } });
    expectBareError(response, 403, 'You do not have permission to manage websites');
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${adminUrl}` })).json()).toBeNull();
  });

  const hostMessage = 'Admin URL must be a host name such as admin.school.example';
  it.each([
    [{ adminUrl: 'a.example' }, 'Name is required'],
    [{ name: '   ', adminUrl: 'a.example' }, 'Name is required'],
    [{ name: 42, adminUrl: 'a.example' }, 'Name is required'],
    [{ name: 'x'.repeat(201), adminUrl: 'a.example' }, 'Must be at most 200 characters'],
    [{ name: 'School' }, 'Admin URL is required'],
    [{ name: 'School', adminUrl: '' }, 'Admin URL is required'],
    [{ name: 'School', adminUrl: '  ' }, 'Admin URL is required'],
    [{ name: 'School', adminUrl: null }, 'Admin URL is required'],
    [{ name: 'School', adminUrl: 'https://admin.school.example' }, hostMessage],
    [{ name: 'School', adminUrl: 'admin school.example' }, hostMessage],
    [{ name: 'School', adminUrl: 'admin.school.example/path' }, hostMessage],
    [{ name: 'School', adminUrl: '-admin.school.example' }, hostMessage],
    [{ name: 'School', adminUrl: `${'a'.repeat(64)}.example` }, hostMessage],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: 'ftp://files.example' }, 'Please enter a valid URL'],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: 'www.school.example' }, 'Please enter a valid URL'],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: 'https://' }, 'Please enter a valid URL'],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: 12 }, 'Please enter a valid URL'],
    [{ name: 'School', adminUrl: 'a.example', publicUrl: { href: 'https://a.example' } }, 'Please enter a valid URL'],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await superAdmin.inject({ method: 'POST', url: '/websites', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.json().issues[0].message).toBe(message);
  });

  it('lists every issue with its path, the first one as the message', async () => {
    const response = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { publicUrl: 'javascript:alert(1)' },
    });
    expectIssues(response, {
      'body.name': 'Name is required',
      'body.adminUrl': 'Admin URL is required',
      'body.publicUrl': 'Please enter a valid URL',
    });
  });

  it('answers 409 for an admin URL that is taken, whatever its case', async () => {
    const response = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'Copy', adminUrl: 'ADMIN.Riverside.Example' },
    });
    expectBareError(response, 409, 'A website with this admin URL already exists');
  });

  it('gives one 201 and the rest 409 when the same admin URL is created at once', async () => {
    const adminUrl = newHost();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        superAdmin.inject({ method: 'POST', url: '/websites', payload: { name: `Race ${i}`, adminUrl } }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('PUT /websites/{id}', () => {
  it('lets a SUPER_ADMIN edit any website', async () => {
    const site = await createWebsite({ publicUrl: 'https://before.example' });
    const before = (await superAdmin.inject({ method: 'GET', url: `/websites/${site.id}` })).json();
    // A later millisecond than the row's, so its new updatedDate is later: the clock is waited for.
    while (Date.now() <= Date.parse(before.updatedDate)) await new Promise(setImmediate);
    const response = await superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: 'Renamed Academy', adminUrl: site.adminUrl.toUpperCase(), publicUrl: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: site.id,
      name: 'Renamed Academy',
      adminUrl: site.adminUrl,
      publicUrl: null,
      ...websiteDefaults,
      createdDate: before.createdDate,
      updatedDate: expect.stringMatching(iso),
    });
    expect(response.json().updatedDate > before.updatedDate).toBe(true);
    expect((await superAdmin.inject({ method: 'GET', url: `/websites/${site.id}` })).json().name).toBe(
      'Renamed Academy',
    );
  });

  it('moves the lookup to the new admin URL', async () => {
    const site = await createWebsite();
    const adminUrl = newHost();
    const response = await superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: site.name, adminUrl },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${site.adminUrl}` })).json()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${adminUrl}` })).json().id).toBe(site.id);
  });

  it("lets a school's ADMIN edit its own website, not another one", async () => {
    const northfieldAdmin = await clientFor(t.app, otherSchoolAdmin);
    const own = await northfieldAdmin.inject({
      method: 'PUT',
      url: '/websites/2',
      payload: { ...northfield, id: 1, name: 'Northfield Elementary School', publicUrl: 'https://north.example' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: 2,
      name: 'Northfield Elementary School',
      publicUrl: 'https://north.example',
    });
    // The id in the body changed nothing else.
    expect(await riversideName()).toBe(riverside.name);

    const other = await northfieldAdmin.inject({
      method: 'PUT',
      url: '/websites/1',
      payload: { name: 'Taken Over', adminUrl: riverside.adminUrl },
    });
    expectError(other, 404, 'Website not found');
    expect(await riversideName()).toBe(riverside.name);
  });

  it.each([
    ['EDITOR', demoEditor],
    ['VIEWER', demoViewer],
  ])('refuses an %s with 403', async (_role, who) => {
    const client = await clientFor(t.app, who);
    const response = await client.inject({
      method: 'PUT',
      url: '/websites/1',
      payload: { name: 'Edited', adminUrl: riverside.adminUrl },
    });
    expectError(response, 403, 'You do not have permission to edit this website');
    expect(await riversideName()).toBe(riverside.name);
  });

  it("answers 409 for another website's admin URL and 400 for a bad body", async () => {
    const site = await createWebsite();
    const taken = await superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: 'X', adminUrl: 'Admin.Northfield.Example' },
    });
    expectError(taken, 409, 'A website with this admin URL already exists');
    const bad = await superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: 'X', adminUrl: site.adminUrl, publicUrl: 'javascript:alert(1)' },
    });
    expectError(bad, 400, 'Please enter a valid URL');
    expect((await superAdmin.inject({ method: 'GET', url: `/websites/${site.id}` })).json().name).toBe(site.name);
  });

  it('answers 404 for an unknown website', async () => {
    const response = await superAdmin.inject({
      method: 'PUT',
      url: '/websites/424242',
      payload: { name: 'Ghost', adminUrl: newHost() },
    });
    expectError(response, 404, 'Website not found');
  });
});

describe("a website's settings (logo, colours, footer, time zone)", () => {
  const settings = {
    logoUrl: '/uploads/2026/12/crest.png',
    primaryColor: '#7A1F2B',
    onPrimaryColor: '#FFFFFF',
    accentColor: '#0b5394',
    address: '  12 Hill Road\nHillcrest, CA 90001  ',
    phone: '(555) 010-7788',
    email: 'office@hill.example',
    facebookUrl: 'https://www.facebook.com/hill.example',
    instagramUrl: 'https://www.instagram.com/hill.example',
    xUrl: 'https://x.com/hill_example',
    youtubeUrl: 'http://www.youtube.com/@hill',
    timeZone: 'America/Los_Angeles',
  };
  /** The settings as they are stored: trimmed, colours in lower case. */
  const saved = {
    ...settings,
    primaryColor: '#7a1f2b',
    onPrimaryColor: '#ffffff',
    address: '12 Hill Road\nHillcrest, CA 90001',
  };
  const put = (site: { id: number; name: string; adminUrl: string }, payload: Record<string, unknown>) =>
    superAdmin.inject({
      method: 'PUT',
      url: `/websites/${site.id}`,
      payload: { name: site.name, adminUrl: site.adminUrl, ...payload },
    });
  const read = async (id: number) => (await superAdmin.inject({ method: 'GET', url: `/websites/${id}` })).json();

  it('start as the defaults, whose colour pairs pass WCAG AA', async () => {
    const site = await createWebsite();
    expect(site).toMatchObject(websiteDefaults);
    expect(contrastRatio(websiteDefaults.onPrimaryColor, websiteDefaults.primaryColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(websiteDefaults.accentColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // WCAG 2.1's own figures: black on white is 21:1, either way round; #777 on white just misses AA.
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('are saved on create and on edit, and read back by id, in the list and by the lookup', async () => {
    const created = await createWebsite(settings);
    expect(created).toMatchObject(saved);
    const site = await createWebsite();
    const response = await put(site, settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(saved);
    expect(await read(site.id)).toMatchObject(saved);
    const found = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${site.adminUrl}` });
    expect(found.json()).toMatchObject(saved);
    const list = await superAdmin.inject({ method: 'GET', url: '/websites?size=100' });
    expect(list.json().content.find((w: { id: number }) => w.id === site.id)).toMatchObject(saved);
  });

  it('are kept when an edit leaves them out, and cleared by null or an empty value', async () => {
    const site = await createWebsite(settings);
    const renamed = await put(site, { name: 'Hillcrest Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ ...saved, name: 'Hillcrest Renamed' });
    const cleared = await put(site, {
      logoUrl: '',
      address: null,
      phone: '',
      email: '',
      facebookUrl: null,
      instagramUrl: '',
      xUrl: null,
      youtubeUrl: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    // None of them, as a new website has none; what was not sent stays.
    const { primaryColor: _p, onPrimaryColor: _o, accentColor: _a, timeZone: _z, ...none } = websiteDefaults;
    expect(cleared.json()).toMatchObject({
      ...none,
      primaryColor: saved.primaryColor,
      timeZone: saved.timeZone,
    });
  });

  it('take a time zone by its IANA name, as the platform spells it', async () => {
    const site = await createWebsite();
    for (const [given, stored] of [
      ['Europe/London', 'Europe/London'],
      ['america/chicago', 'America/Chicago'],
      ['UTC', 'UTC'],
    ]) {
      const response = await put(site, { timeZone: given });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().timeZone).toBe(stored);
    }
  });

  it.each([
    [
      'the text colour on the primary colour',
      { primaryColor: '#777777', onPrimaryColor: '#ffffff' },
      'body.onPrimaryColor',
      'The text colour on the primary colour has a contrast of 4.4:1; it needs at least 4.5:1 (WCAG AA)',
    ],
    [
      'the text colour on the primary colour',
      { primaryColor: '#1f4e79', onPrimaryColor: '#000000' },
      'body.onPrimaryColor',
      'The text colour on the primary colour has a contrast of 2.4:1; it needs at least 4.5:1 (WCAG AA)',
    ],
    [
      'the accent colour on white',
      { accentColor: '#999999' },
      'body.accentColor',
      'The accent colour on white has a contrast of 2.8:1; it needs at least 4.5:1 (WCAG AA)',
    ],
  ])('refuses %s below 4.5:1 with 400 giving the ratio, on create and edit', async (_pair, colors, path, message) => {
    const created = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'Low Contrast School', adminUrl: newHost(), ...colors },
    });
    expectIssues(created, { [path]: message });
    const site = await createWebsite(settings);
    expectIssues(await put(site, colors), { [path]: message });
    expect(await read(site.id)).toMatchObject(saved);
  });

  it('judges a colour sent alone with the saved colour of its pair', async () => {
    // Dark text on a light primary colour passes; the same text on the default's dark blue does not.
    const site = await createWebsite({ primaryColor: '#ffd966', onPrimaryColor: '#1f2328' });
    const message = `The text colour on the primary colour has a contrast of 1.8:1; it needs at least 4.5:1 (WCAG AA)`;
    expect(contrastRatio('#1f2328', '#1f4e79')).toBeLessThan(4.5);
    const response = await put(site, { primaryColor: '#1f4e79' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: 'body.onPrimaryColor', message }] });
    expect(await read(site.id)).toMatchObject({ primaryColor: '#ffd966', onPrimaryColor: '#1f2328' });
    // A new website's pair is completed by the defaults.
    const created = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'Half Pair School', adminUrl: newHost(), onPrimaryColor: '#1f2328' },
    });
    expect(created.json()).toMatchObject({ issues: [{ path: 'body.onPrimaryColor' }] });
    expect(created.statusCode).toBe(400);
  });

  const colourMessages = {
    primaryColor: 'Primary colour must be written #rrggbb, such as #1f4e79',
    onPrimaryColor: 'Text colour on the primary colour must be written #rrggbb, such as #ffffff',
    accentColor: 'Accent colour must be written #rrggbb, such as #0550ae',
  };
  const logoMessage = 'The logo must be an uploaded image or an http(s):// address';
  const zoneMessage = 'Time zone must be a time zone name such as America/New_York';
  /** A body's settings, the field it refuses and its message. */
  type Refused = [Record<string, unknown>, string, string];
  const refused: Refused[] = [
    ...['#fff', 'red', '#12345g', '1f4e79', '#1f4e79ff', 'rgb(0,0,0)', '#1f4e79;}body{', 12, null, ''].flatMap(
      (value) =>
        Object.entries(colourMessages).map(([field, message]): Refused => [
          { [field]: value },
          `body.${field}`,
          message,
        ]),
    ),
    [{ logoUrl: 'javascript:alert(1)' }, 'body.logoUrl', logoMessage],
    [{ logoUrl: 'data:image/png;base64,AAAA' }, 'body.logoUrl', logoMessage],
    [{ logoUrl: '../secret.png' }, 'body.logoUrl', logoMessage],
    [{ facebookUrl: 'javascript:alert(1)' }, 'body.facebookUrl', 'Facebook link must be an http(s):// address'],
    [{ instagramUrl: 'ftp://files.example' }, 'body.instagramUrl', 'Instagram link must be an http(s):// address'],
    [{ xUrl: '/uploads/x.png' }, 'body.xUrl', 'X link must be an http(s):// address'],
    [{ youtubeUrl: 'https://you tube.example' }, 'body.youtubeUrl', 'YouTube link must be an http(s):// address'],
    [{ email: 'office' }, 'body.email', 'Please enter a valid email address'],
    [{ phone: '5'.repeat(51) }, 'body.phone', 'Must be at most 50 characters'],
    [{ address: 'a'.repeat(501) }, 'body.address', 'Must be at most 500 characters'],
    ...['Mars/Olympus', 'America/New York', 'New_York', '', 'x'.repeat(65), '+05:00', 42, null].map(
      (timeZone): Refused => [{ timeZone }, 'body.timeZone', zoneMessage],
    ),
  ];
  it.each(refused)('answers 400 for %j on create and edit', async (payload, path, message) => {
    const created = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'Bad Settings School', adminUrl: newHost(), ...payload },
    });
    expectIssues(created, { [path]: message });
    const site = await createWebsite(settings);
    expectIssues(await put(site, payload), { [path]: message });
    expect(await read(site.id)).toMatchObject(saved);
  });
});

describe('DELETE /websites/{id}', () => {
  it('refuses anyone but a SUPER_ADMIN', async () => {
    const site = await createWebsite();
    for (const who of [otherSchoolAdmin, demoEditor, demoViewer]) {
      const client = await clientFor(t.app, who);
      const response = await client.inject({ method: 'DELETE', url: `/websites/${site.id}` });
      expect(response.statusCode, who.username).toBe(403);
      expect(response.json().message).toBe('You do not have permission to manage websites');
    }
    expect((await superAdmin.inject({ method: 'GET', url: `/websites/${site.id}` })).statusCode).toBe(200);
  });

  it('will not delete the website the SUPER_ADMIN is signed in to', async () => {
    const response = await superAdmin.inject({ method: 'DELETE', url: '/websites/1' });
    expectBareError(response, 400, 'You cannot delete the website you are signed in to');
    const onSchool = await clientFor(t.app, demoAdmin, 2);
    const other = await onSchool.inject({ method: 'DELETE', url: '/websites/2' });
    expect(other.statusCode).toBe(400);
    expect((await superAdmin.inject({ method: 'GET', url: '/websites/2' })).statusCode).toBe(200);
  });

  it('will not delete the website the SUPER_ADMIN belongs to from another one', async () => {
    const onSchool = await clientFor(t.app, demoAdmin, 2);
    const response = await onSchool.inject({ method: 'DELETE', url: '/websites/1' });
    expectError(response, 400, 'You cannot delete the website your account belongs to');
    expect((await signIn(t.app, demoAdmin)).websiteId).toBe(1);
  });

  it('ends the website: no lookup, no sign-in, and its live tokens stop at once', async () => {
    const site = await createWebsite({ name: 'Closing School' });
    // A SUPER_ADMIN working on the school creates its first user.
    const onSite = await clientFor(t.app, demoAdmin, site.id);
    const staff = { username: `staff-${site.id}@closing.example`, password: 'closing-staff' };
    const created = await onSite.inject({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      payload: { ...staff, firstName: 'Casey', lastName: 'Stone' },
    });
    expect(created.statusCode).toBe(201);
    const staffSession = await signIn(t.app, staff);
    expect(staffSession.websiteId).toBe(site.id);
    // Both tokens work (and are cached) before the delete.
    for (const token of [staffSession.token, onSite.token]) {
      expect((await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(200);
    }

    const deleted = await superAdmin.inject({ method: 'DELETE', url: `/websites/${site.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Website deleted successfully' });

    const found = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${site.adminUrl}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBeNull();
    for (const token of [staffSession.token, onSite.token]) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    const signin = await t.app.inject({
      method: 'POST',
      url: '/ams/cms/auth/signin',
      payload: { ...staff, assetOwnerId: 0 },
    });
    expectError(signin, 401, 'Invalid username or password');
    const superOnDeleted = await t.app.inject({
      method: 'POST',
      url: '/ams/cms/auth/signin',
      payload: { ...demoAdmin, assetOwnerId: site.id },
    });
    expectError(superOnDeleted, 404, 'Website not found');

    expect((await superAdmin.inject({ method: 'GET', url: `/websites/${site.id}` })).statusCode).toBe(404);
    expect((await superAdmin.inject({ method: 'DELETE', url: `/websites/${site.id}` })).statusCode).toBe(404);
    const list = await superAdmin.inject({ method: 'GET', url: '/websites?size=100' });
    expect(list.json().content.map((w: { id: number }) => w.id)).not.toContain(site.id);
    // The SUPER_ADMIN's own session on its home website is untouched.
    expect((await superAdmin.inject({ method: 'GET', url: '/auth/verify' })).statusCode).toBe(200);
    // The admin URL is free again.
    const again = await superAdmin.inject({
      method: 'POST',
      url: '/websites',
      payload: { name: 'Reopened School', adminUrl: site.adminUrl },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(site.id);
  });

  it('answers 404 for an unknown website', async () => {
    const response = await superAdmin.inject({ method: 'DELETE', url: '/websites/424242' });
    expectError(response, 404, 'Website not found');
  });
});

describe('GET /wms/public/wlc/websites/find', () => {
  it('needs no token and ignores case', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=ADMIN.Riverside.EXAMPLE` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(riverside);
    const padded = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=%20admin.northfield.example%20` });
    expect(padded.json()).toMatchObject({ id: 2 });
  });

  it('answers 200 with null for an unknown host', async () => {
    for (const host of ['unknown.example', 'localhost:5173', 'admin.riverside.example.evil.example']) {
      const response = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${encodeURIComponent(host)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('null');
    }
  });

  it('works with a token too, even a dead one', async () => {
    expect(
      (await superAdmin.inject({ method: 'GET', url: `${FIND}?adminUrl=admin.riverside.example` })).json().id,
    ).toBe(1);
    const withGarbage = await t.app.inject({
      method: 'GET',
      url: `${FIND}?adminUrl=admin.riverside.example`,
      headers: bearer('not.a.token'),
    });
    expect(withGarbage.statusCode).toBe(200);
  });

  it('answers 400 without an admin URL or with an over-long one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: FIND });
    expectError(missing, 400, 'Admin URL is required');
    const long = await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=${'a'.repeat(300)}` });
    expectError(long, 400, 'Admin URL must be a host name such as admin.school.example');
  });
});

describe('authentication', () => {
  const calls = [
    ['GET', '/websites'],
    ['GET', '/websites/1'],
    ['POST', '/websites'],
    ['PUT', '/websites/2'],
    ['DELETE', '/websites/2'],
  ] as const;

  it('answers 401 without a token, with a garbage one and with a logged-out one', async () => {
    const { token } = await signIn(t.app, demoAdmin);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const payload = { name: 'Intruder School', adminUrl: 'intruder.example' };
    for (const [method, url] of calls) {
      for (const headers of [{}, bearer('not.a.token'), bearer(token), { authorization: token }]) {
        const response = await t.app.inject({ method, url, headers, payload });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      }
    }
    // Nothing changed.
    expect((await superAdmin.inject({ method: 'GET', url: '/websites/2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${FIND}?adminUrl=intruder.example` })).json()).toBeNull();
  });
});
