import { pollShare, pollVotes, type Poll } from '@cms/contract';
import { z } from 'zod';
import { inTransaction } from '../../platform/transactions.js';
import { CardList, Empty, hrefOf, PageHeading, Pagination } from '../../platform/site/parts.js';
import {
  idOf,
  pageOf,
  SiteRequestError,
  type AreaSite,
  type SiteAction,
  type SitePage,
  type SiteVisit,
} from '../../platform/site/site-page.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { countVote } from './polls-repository.js';
import { publicResource } from '../../platform/site/public-api.js';
import { polls } from './polls-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const active = () => polls.visible!;

export const POLLS_PER_PAGE = 10;

/**
 * The browser's note of the polls it has voted in: their ids, newest last. A visitor who edits it
 * only hides a form from themselves, and one who drops it meets the per-address limit, so it is
 * not signed.
 */
export const VOTED_COOKIE = 'cms_polls';
const VOTED_KEPT = 50;
const VOTED_MAX_AGE = 400 * 24 * 60 * 60;

/**
 * Votes counted per poll from one address within the window: enough for a family or a classroom
 * behind one router, too few for a flood to sway a result.
 */
export const voteBudget = { name: 'poll-votes', max: 20, windowMs: 60 * 60_000 };

export const pollsSiteWords = {
  chooseOption: 'Choose one of the answers before you vote.',
  tooManyVotes: 'Too many votes for this poll have come from your network. Please try again later.',
  voted: 'Thank you for voting.',
  noOptions: 'This poll has no answers yet.',
} as const;

/** The ids of the polls this browser has voted in (its cookie), the newest last. */
function votedIn(visit: SiteVisit): number[] {
  const ids = (visit.cookies[VOTED_COOKIE] ?? '').split('.').filter((id) => /^\d{1,9}$/.test(id));
  return ids.slice(-VOTED_KEPT).map(Number);
}

const pollPath = (id: number) => `/polls/${id}`;

/** The poll's question as a heading of the level its page gives it (the page's `h1`, a home section's `h3`). */
function Question({ poll, level }: { poll: Poll; level: 1 | 3 }) {
  const Heading = level === 1 ? 'h1' : 'h3';
  return <Heading className="poll-question">{poll.question}</Heading>;
}

/** The vote: one radio button an answer, in a fieldset the question names, posted to the poll's vote. */
function PollForm({ visit, poll, level }: { visit: SiteVisit; poll: Poll; level: 1 | 3 }) {
  if (poll.options.length === 0) {
    return (
      <>
        <Question poll={poll} level={level} />
        <Empty>{pollsSiteWords.noOptions}</Empty>
      </>
    );
  }
  return (
    <form className="poll" method="post" action={`${visit.base}${pollPath(poll.id)}/vote`}>
      <fieldset>
        <legend>
          <Question poll={poll} level={level} />
        </legend>
        {poll.options.map((option) => {
          const id = `poll-${poll.id}-option-${option.poll_option_id}`;
          return (
            <div className="poll-choice" key={option.poll_option_id}>
              <input type="radio" id={id} name="option" value={option.poll_option_id} required />
              <label htmlFor={id}>{option.poll_option}</label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit">Vote</button>
    </form>
  );
}

const votesText = (votes: number) => (votes === 1 ? '1 vote' : `${votes} votes`);

/** How the poll stands: each answer's votes and share as text, with a bar beside it that only repeats them. */
function PollResults({ poll, level }: { poll: Poll; level: 1 | 3 }) {
  const total = pollVotes(poll);
  return (
    <div className="poll">
      <Question poll={poll} level={level} />
      <p>
        {pollsSiteWords.voted} {votesText(total)} in all.
      </p>
      {poll.options.length === 0 ? <Empty>{pollsSiteWords.noOptions}</Empty> : null}
      <ul className="poll-results">
        {poll.options.map((option) => {
          const share = pollShare(option.option_submitted, total);
          return (
            <li key={option.poll_option_id}>
              <span className="poll-answer">{option.poll_option}</span>{' '}
              <span className="poll-count">
                {votesText(option.option_submitted)} ({share})
              </span>
              <span className="poll-bar" aria-hidden="true">
                <span style={{ width: share }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The poll as this browser should see it: the form until it has voted, then the results. */
function PollBody({ visit, poll, level }: { visit: SiteVisit; poll: Poll; level: 1 | 3 }) {
  return votedIn(visit).includes(poll.id) ? (
    <PollResults poll={poll} level={level} />
  ) : (
    <PollForm visit={visit} poll={poll} level={level} />
  );
}

const list: SitePage = {
  path: '/polls',
  async render(visit) {
    const page = pageOf(visit);
    const found = await active().page(visit.db, visit.websiteId, { page, size: POLLS_PER_PAGE });
    const cards = found.content.map((poll) => ({ href: `${visit.base}${pollPath(poll.id)}`, title: poll.question }));
    return {
      title: 'Polls',
      body: (
        <>
          <PageHeading title="Polls" />
          {cards.length === 0 ? <Empty>No polls yet.</Empty> : <CardList label="Polls" cards={cards} />}
          <Pagination
            href={(number) => hrefOf(`${visit.base}/polls`, { page: number })}
            page={page}
            totalPages={found.totalPages}
          />
        </>
      ),
    };
  },
};

const item: SitePage = {
  path: '/polls/:id',
  private: true,
  async render(visit) {
    const id = idOf(visit);
    const poll = id === null ? null : await active().find(visit.db, visit.websiteId, id);
    if (!poll) return null;
    return {
      title: poll.question,
      body: (
        <article className="poll-page">
          <p className="back">
            <a href={`${visit.base}/polls`}>All polls</a>
          </p>
          <PollBody visit={visit} poll={poll} level={1} />
        </article>
      ),
    };
  },
};

/** The vote's one field: the id of one of the poll's answers. */
const voteForm = (poll: Poll) => {
  const ids = new Set(poll.options.map((option) => String(option.poll_option_id)));
  return z.object({
    option: z
      .string({ error: pollsSiteWords.chooseOption })
      .refine((value) => ids.has(value), pollsSiteWords.chooseOption)
      .transform(Number),
  });
};

/**
 * A visitor's vote (docs/design.md §10: a form that posts and redirects to the poll's results). Only
 * an active poll of the website counts one; a browser that has voted in it already is shown the
 * results without counting again, and an address past its budget for the poll is refused (429).
 * The vote is counted in the row the console's results read, in a transaction.
 */
const vote: SiteAction = {
  path: '/polls/:id/vote',
  async handle(visit, form) {
    const id = idOf(visit);
    const poll = id === null ? null : await active().find(visit.db, visit.websiteId, id);
    if (!poll) return null;
    const parsed = voteForm(poll).safeParse(form);
    if (!parsed.success) throw new SiteRequestError(pollsSiteWords.chooseOption);
    const voted = votedIn(visit);
    const done = { seeOther: pollPath(poll.id) };
    if (voted.includes(poll.id)) return done;
    await visit.limit(voteBudget, `${poll.id}:${visit.client}`, pollsSiteWords.tooManyVotes);
    const counted = await inTransaction(visit.db, (trx) =>
      countVote(trx, visit.websiteId, poll.id, parsed.data.option),
    );
    if (!counted) return null;
    const value = [...voted, poll.id].slice(-VOTED_KEPT).join('.');
    return { ...done, cookie: { name: VOTED_COOKIE, value, maxAgeSeconds: VOTED_MAX_AGE } };
  },
};

/**
 * The home page's poll: the newest active one marked for the home page, with its form or its
 * results, and the way to every poll; nothing when none is marked.
 */
export async function pollForHome(visit: SiteVisit) {
  const [poll] = await active().first(visit.db, visit.websiteId, 1, { filters: { show_on_hp: 1 } });
  if (!poll) return null;
  return (
    <section aria-labelledby="home-poll">
      <h2 id="home-poll">Poll</h2>
      <PollBody visit={visit} poll={poll} level={3} />
      <p className="section-more">
        <a href={`${visit.base}/polls`}>All polls</a>
      </p>
    </section>
  );
}

/** `/polls`, `/polls/{id}` and the vote (docs/product/polls.md). */
export const pollsSite: AreaSite = {
  pages: [list, item],
  actions: [vote],
  cookies: [VOTED_COOKIE],
  // Each with its options and their counts of votes.
  api: () => publicResource('polls', polls),
  sitemap: [listUrl('/polls', active), itemUrls('/polls/:id', active)],
};
