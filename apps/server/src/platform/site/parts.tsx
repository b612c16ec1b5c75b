import type { ReactNode } from 'react';

/**
 * The parts every area's public pages are made of (docs/design.md §10): plain props in, HTML out,
 * no query and no script. Their look is the site's style sheet's (`site/site-css.ts`).
 */

/** A date (and time) in the school's time zone: 'March 14, 2026' or 'March 14, 2026, 9:26 AM'. */
export function formatWhen(iso: string, timeZone: string, withTime = false) {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(new Date(iso));
}

export function When({ iso, timeZone, withTime }: { iso: string; timeZone: string; withTime?: boolean }) {
  return <time dateTime={iso}>{formatWhen(iso, timeZone, withTime)}</time>;
}

/**
 * HTML the console stored: sanitized when it was saved (docs/design.md §4), so it is inserted as it
 * is. Never give it anything else.
 */
export function StoredHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
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

/** The calendar day (`yyyy-MM-dd`) a moment falls on in the school's time zone: today is `dayIn(visit.at, visit.timeZone)`. */
export function dayIn(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The way back from an item to its list, above the item's heading. */
export const BackLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <p className="back">
    <a href={href}>{children}</a>
  </p>
);
