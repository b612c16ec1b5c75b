import type { Notice } from '@cms/contract';
import { CardList, HomeSection, listView, StoredHtml, When } from '../../platform/site/parts.js';
import { pageOf, type AreaSite, type SitePage, type SiteVisit } from '../../platform/site/site-page.js';
import { publicResource } from '../../platform/site/public-api.js';
import { listUrl } from '../../platform/site/sitemap.js';
import { notices } from './notices-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const active = () => notices.visible!;

const PATH = '/notices';
export const NOTICES_PER_PAGE = 10;
/** How many notices the home page shows. */
export const HOME_NOTICES = 3;

/** Where a notice stands on the list's first page, which holds the newest. */
const anchorOf = (notice: Notice) => `notice-${notice.id}`;

/** A notice in full: its title, when it was posted, its summary and its content. */
function NoticeItem({ notice, visit }: { notice: Notice; visit: SiteVisit }) {
  const titleId = `${anchorOf(notice)}-title`;
  return (
    <article id={anchorOf(notice)} className="notice" aria-labelledby={titleId}>
      <h2 id={titleId}>{notice.title}</h2>
      <p className="kicker">
        Posted <When iso={notice.createdDate} timeZone={visit.timeZone} />
      </p>
      {notice.summary ? <p className="lead">{notice.summary}</p> : null}
      <StoredHtml html={notice.content} level={2} />
    </article>
  );
}

/** `/notices`: the ACTIVE notices, newest first, ten a page, each in full (they have no page of their own). */
const list: SitePage = {
  path: PATH,
  async render(visit) {
    const page = pageOf(visit);
    const found = await active().page(visit.db, visit.websiteId, { page, size: NOTICES_PER_PAGE });
    return listView({
      title: 'Notices',
      intro: 'Notices for students and parents.',
      empty: 'There are no notices right now.',
      list:
        found.content.length === 0
          ? null
          : found.content.map((notice) => <NoticeItem key={notice.id} notice={notice} visit={visit} />),
      paged: { href: `${visit.base}${PATH}`, page, totalPages: found.totalPages },
    });
  },
};

/** The home page's newest notices, each a link to it on the list; nothing when there is none. */
export async function noticesForHome(visit: SiteVisit) {
  const found = await active().first(visit.db, visit.websiteId, HOME_NOTICES);
  if (found.length === 0) return null;
  const cards = found.map((notice) => ({
    href: `${visit.base}${PATH}#${anchorOf(notice)}`,
    title: notice.title,
    summary: notice.summary,
    kicker: <When iso={notice.createdDate} timeZone={visit.timeZone} />,
  }));
  return (
    <HomeSection id="home-notices" title="Notices" more={{ href: `${visit.base}${PATH}`, text: 'All notices' }}>
      <CardList level={3} cards={cards} />
    </HomeSection>
  );
}

/** `/notices` (docs/product/notices.md): the notice board as families see it. */
export const noticesSite: AreaSite = {
  pages: [list],
  sitemap: [listUrl(PATH, active)],
  api: () => publicResource('notices', notices),
};
