import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { contentApp } from './content-support.js';
import { bellSchedulesOnSite } from './resources/bell-schedules.js';
import { blogsOnSite } from './resources/blogs.js';
import { eventsOnSite } from './resources/events.js';
import { newsOnSite } from './resources/news.js';
import { pagesOnSite } from './resources/pages.js';
import { pollsOnSite } from './resources/polls.js';
import { photoAlbumsOnSite } from './resources/photo-albums.js';
import { videosOnSite } from './resources/videos.js';
import { classesOnSite } from './resources/classes.js';
import { noticesOnSite } from './resources/notices.js';
import { spotlightOnSite } from './resources/spotlight.js';
import { staffOnSite } from './resources/staff.js';
import { siteHtml, type PublicCases, type Published } from './site-support.js';

/**
 * Every area's public pages (docs/design.md §10) show what is published and never anything else: one
 * row of each kind the site must not show is made through the API and asked for, on its own page and
 * in its list, beside one that it shows. A row whose `path` is the list itself has no page of its
 * own (a notice, a staff member): it is only looked for in the list.
 */
const cases: PublicCases[] = [
  newsOnSite,
  blogsOnSite,
  pagesOnSite,
  pollsOnSite,
  photoAlbumsOnSite,
  videosOnSite,
  eventsOnSite,
  noticesOnSite,
  staffOnSite,
  bellSchedulesOnSite,
  classesOnSite,
  spotlightOnSite,
];

const { t, admin, other } = contentApp();

it('covers every area that has public pages', () => {
  const withPages = areas.filter((area) => (area.site?.pages?.length ?? 0) > 0).map((area) => area.name);
  expect(cases.map((one) => one.area).sort()).toEqual(withPages.sort());
});

describe.each(cases)('the $area pages', ({ list, shown, hidden }) => {
  // Each page is asked for before the write that changes it, so the site has kept it (its cache,
  // docs/design.md §10): what it answers after the write's 200 must be the new content all the same.
  const warm = async (row: Published) => {
    expect(await siteHtml(t.app, row.path)).toContain(escaped(row.text));
    if (list) expect(await siteHtml(t.app, list)).toContain(escaped(row.text));
  };

  it('show a published row on its page and in the list, at once after it is written', async () => {
    if (list) await siteHtml(t.app, list);
    const row = await shown({ admin, other });
    expect(await siteHtml(t.app, row.path)).toContain(escaped(row.text));
    if (list) expect(await siteHtml(t.app, list)).toContain(escaped(row.text));
  });

  it.each(Object.keys(hidden))('never show a %s row: 404 on its page, absent from the list', async (kind) => {
    const row = await hidden[kind]!({ admin, other, warm });
    if (row.path !== list) {
      const page = await siteHtml(t.app, row.path, 404);
      expect(page).toContain('Page not found');
      expect(page).not.toContain(escaped(row.text));
    }
    if (list) expect(await siteHtml(t.app, list)).not.toContain(escaped(row.text));
  });
});

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
