import type { BellBlock, BellSchedule } from '@cms/contract';
import { CardList, DataTable, Empty, listView, PageHeading } from '../../platform/site/parts.js';
import { itemOf, pageOf, type AreaSite, type SitePage, type SiteVisit } from '../../platform/site/site-page.js';
import { publicResource } from '../../platform/site/public-api.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { bellSchedules } from './bell-schedules-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const shown = () => bellSchedules.visible!;

const PATH = '/bell-schedules';
export const SCHEDULES_PER_PAGE = 10;

/** `/bell-schedules`: the website's schedules, newest first, ten a page, each a link to its page. */
const list: SitePage = {
  path: PATH,
  async render(visit) {
    const page = pageOf(visit);
    const found = await shown().page(visit.db, visit.websiteId, { page, size: SCHEDULES_PER_PAGE });
    const cards = found.content.map((schedule) => ({
      href: `${visit.base}${PATH}/${schedule.id}`,
      title: schedule.title,
      summary: schedule.description,
    }));
    return listView({
      title: 'Bell Schedules',
      intro: 'When lessons start and end.',
      empty: 'No bell schedules yet.',
      list: cards.length === 0 ? null : <CardList label="Bell schedules" cards={cards} />,
      paged: { href: `${visit.base}${PATH}`, page, totalPages: found.totalPages },
    });
  },
};

/** `/bell-schedules/{id}`: the schedule's blocks in order, each a table of its entries, times as saved. */
const item: SitePage = {
  path: `${PATH}/:id`,
  async render(visit) {
    const schedule = await itemOf(visit, shown().find);
    if (!schedule) return null;
    return {
      title: schedule.title,
      description: schedule.description || undefined,
      body: <ScheduleBody schedule={schedule} visit={visit} />,
    };
  },
};

function ScheduleBody({ schedule, visit }: { schedule: BellSchedule; visit: SiteVisit }) {
  return (
    <article>
      <p className="back">
        <a href={`${visit.base}${PATH}`}>All bell schedules</a>
      </p>
      <PageHeading title={schedule.title}>{schedule.description ? <p>{schedule.description}</p> : null}</PageHeading>
      {schedule.blocks.length === 0 ? <Empty>This schedule has no periods yet.</Empty> : null}
      {schedule.blocks.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </article>
  );
}

function Block({ block }: { block: BellBlock }) {
  const headingId = `block-${block.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {block.description ? <p>{block.description}</p> : null}
      <DataTable
        labelledBy={headingId}
        columns={['Period', 'Teacher', 'Starts', 'Ends']}
        rows={block.blockEntries.map((entry) => ({
          key: entry.id,
          cells: [entry.subject, entry.teacher, entry.startTime, entry.endTime],
        }))}
      />
    </section>
  );
}

/** `/bell-schedules` and `/bell-schedules/{id}` (docs/product/bell-schedules.md; docs/design.md §10). */
export const bellSchedulesSite: AreaSite = {
  pages: [list, item],
  api: () => publicResource('bell-schedules', bellSchedules),
  sitemap: [listUrl(PATH, shown), itemUrls(`${PATH}/:id`, shown)],
};
