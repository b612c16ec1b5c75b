import { lazy, Suspense } from 'react';
import { pollShare, pollVotes, type Poll } from '@cms/contract';
import { LoadingState } from '@/components/ui/spinner';

// The chart library is loaded with the Results tab only, never with the sign-in screen (docs/design.md §8).
const ResultsChart = lazy(() => import('./poll-results-chart'));

/** The Results tab (docs/product/polls.md §2): a bar chart of the votes, and the same counts and shares as text. */
export function PollResults({ poll }: { poll: Poll }) {
  const total = pollVotes(poll);
  const rows = poll.options.map((option) => {
    const share = pollShare(option.option_submitted, total);
    return {
      option: option.poll_option,
      votes: option.option_submitted,
      share,
      label: `${option.option_submitted} (${share})`,
    };
  });
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">This poll has no options yet.</p>;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {total === 1 ? '1 vote' : `${total} votes`} in all for “{poll.question}”.
      </p>
      <Suspense fallback={<LoadingState label="Loading chart..." />}>
        <ResultsChart rows={rows} question={poll.question} />
      </Suspense>
      <table className="w-full text-sm">
        <caption className="sr-only">Votes for each option</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 font-medium">
              Option
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Votes
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b last:border-0">
              <td className="py-2">{row.option}</td>
              <td className="py-2 text-right tabular-nums">{row.votes}</td>
              <td className="py-2 text-right tabular-nums">{row.share}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
