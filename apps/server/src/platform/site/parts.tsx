import type { ReactNode } from 'react';
import { addDays } from '@cms/contract';
import type { SiteView } from './site-page.js';
import { instantOf } from './icalendar.js';
import { htmlForTheSite } from './stored-html.js';

/**
 * The parts every area's public pages are made of (docs/design.md §10): plain props in, HTML out,
 * no query and no script. Their look is the site's style sheet's (`site/site-css.ts`).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date format of `locale` with `options` (a time zone among them), made once: making one costs
 * far more than formatting a date with it (a page formats dozens), and the time zones are the
 * platform's few.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A date (and time) in the school's time zone: 'March 14, 2026' or 'March 14, 2026, 9:26 AM'. */
export function formatWhen(iso: string, timeZone: string, withTime = false) {
  return dateFormat('en-US', { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(
    new Date(iso),
  );
}

export function When({ iso, timeZone, withTime }: { iso: string; timeZone: string; withTime?: boolean }) {
  return <time dateTime={iso}>{formatWhen(iso, timeZone, withTime)}</time>;
}

/**
 * HTML the console stored: sanitized when it was saved (docs/design.md §4), so it is inserted as it
 * is once fit for the page (`htmlForTheSite`: its headings below `level`, the heading it sits under,
 * 1 for the page's `h1`; alt text and frame titles). Never give it anything else.
 */
export function StoredHtml({
  html,
  className = 'prose',
  level = 1,
}: {
  html: string;
  className?: string;
  level?: number;
}) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: htmlForTheSite(html, level) }} />;
}

/** A list page's heading and its introduction. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}

export interface Card {
  href: string;
  title: string;
  image?: { url: string; alt: string } | null;
  /** A line above the title (a date, a category). */
  kicker?: ReactNode;
  summary?: string;
}

/** Items as cards, each a link to its page; `level` is the heading level of their titles. */
export function CardList({ cards, level = 2, label }: { cards: readonly Card[]; level?: 2 | 3; label?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.href} className="card">
          {card.image && card.image.url ? (
            <img src={card.image.url} alt={card.image.alt} loading="lazy" decoding="async" />
          ) : null}
          <div className="card-text">
            {card.kicker ? <p className="kicker">{card.kicker}</p> : null}
            <Heading>
              <a href={card.href}>{card.title}</a>
            </Heading>
            {card.summary ? <p>{card.summary}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What a list says when it has nothing to show. */
export const Empty = ({ children }: { children: ReactNode }) => <p className="empty">{children}</p>;

/**
 * Previous and next links of a paged list (`?page=2`), keeping its other filters; nothing when it
 * has one page.
 */
export function Pagination({
  href,
  page,
  totalPages,
}: {
  /** The list's address for a page number (1 is the first). */
  href: (page: number) => string;
  /** The shown page, 0 for the first. */
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 0 ? (
        <a href={href(page)} rel="prev">
          Previous page
        </a>
      ) : null}
      <span>
        Page {Math.min(page + 1, totalPages)} of {totalPages}
      </span>
      {page + 1 < totalPages ? (
        <a href={href(page + 2)} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}

/**
 * A site address with its query, leaving out what is empty: `hrefOf('/site/blog', {topic: 3,
 * page: undefined})` is '/site/blog?topic=3'. The first page has no `page`.
 */
export function hrefOf(path: string, query: Record<string, string | number | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A calendar date (`yyyy-MM-dd`, a day with no time zone) as words: 'Monday, March 16, 2026'. */
export function Day({ date }: { date: string }) {
  const words = dateFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return <time dateTime={date}>{words}</time>;
}

/** The school's date (`yyyy-MM-dd`) at an instant, in its time zone: what "today" is on a page. */
export function dateIn(iso: string, timeZone: string) {
  const parts = dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ((all[part.type] = part.value), all), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The first midnight after `at` in `timeZone`, in ms since the epoch: the moment the next day's
 * clock reads 00:00 (`instantOf`, which minds a day on which the offset changes).
 */
export function nextMidnight(at: string, timeZone: string): number {
  const time = Date.parse(at);
  const known = midnights.get(timeZone);
  if (known && known.from <= time && time < known.midnight) return known.midnight;
  const midnight = Date.parse(instantOf(addDays(dateIn(at, timeZone), 1), timeZone));
  midnights.set(timeZone, { from: time, midnight });
  return midnight;
}

/**
 * The midnight last found in each time zone and the moment it was found from: for any moment from
 * then until it, it is still the next one (every page asks, for how long it may be kept).
 */
const midnights = new Map<string, { from: number; midnight: number }>();

/** The way back from an item to its list, above the item's heading. */
export const BackLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <p className="back">
    <a href={href}>{children}</a>
  </p>
);
/**
 * A section of the home page: its `h2` (which names the section, `aria-labelledby`), its content,
 * and the way to the whole list.
 */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  /** The heading's id: `home-news`. */
  id: string;
  title: string;
  more: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <p className="section-more">
        <a href={more.href}>{more.text}</a>
      </p>
    </section>
  );
}

/** A person as a list of people shows them: a staff member, a student in the spotlight. */
export interface Profile {
  id: number;
  name: string;
  /** Their photo: its alt text is empty, for their name is beside it. */
  image: string | null;
  /** A line above the name (a spotlight category). */
  kicker?: ReactNode;
  /** Their role or title, under the name. */
  role?: string;
  /** Labelled facts, those left empty not shown: 'Qualification', 'Email' (a link: `mailto:`). */
  facts: readonly { label: string; text: string; href?: string }[];
  /** A few words about them. */
  about?: string;
}

/** People as cards, in the order given: photo, name (a heading of `level`), role, facts and words. */
export function Profiles({ people, level = 3, label }: { people: readonly Profile[]; level?: 3 | 4; label?: string }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className="cards profiles" aria-label={label}>
      {people.map((person) => {
        const facts = person.facts.filter((fact) => fact.text !== '');
        return (
          <li key={person.id} className="card">
            {person.image ? <img src={person.image} alt="" loading="lazy" decoding="async" /> : null}
            <div className="card-text">
              {person.kicker ? <p className="kicker">{person.kicker}</p> : null}
              <Heading>{person.name}</Heading>
              {person.role ? <p className="role">{person.role}</p> : null}
              {facts.length > 0 ? (
                <dl>
                  {facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.href ? <a href={fact.href}>{fact.text}</a> : fact.text}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {person.about ? <p>{person.about}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A list page: its heading with a line that introduces it (also its description), the list, or
 * what it says when it has nothing to show, and, for a paged one, its pages (`?page=2`).
 */
export function listView({
  title,
  intro,
  empty,
  list,
  paged,
}: {
  title: string;
  intro: string;
  empty: string;
  /** The list, or null when there is nothing to show. */
  list: ReactNode | null;
  /** The list's address (`/site/notices`), the shown page (0 for the first) and how many there are. */
  paged?: { href: string; page: number; totalPages: number };
}): SiteView {
  return {
    title,
    description: intro,
    body: (
      <>
        <PageHeading title={title}>
          <p>{intro}</p>
        </PageHeading>
        {list ?? <Empty>{empty}</Empty>}
        {paged ? (
          <Pagination
            href={(number) => hrefOf(paged.href, { page: number })}
            page={paged.page}
            totalPages={paged.totalPages}
          />
        ) : null}
      </>
    ),
  };
}

/**
 * A table named by a heading (`labelledBy`, its id): a header cell per column, each row's first
 * cell the row's header; it scrolls sideways rather than widen a phone's page.
 */
export function DataTable({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string;
  columns: readonly string[];
  rows: readonly { key: number; cells: readonly [ReactNode, ...ReactNode[]] }[];
}) {
  return (
    <div className="table-scroll">
      <table className="data" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
