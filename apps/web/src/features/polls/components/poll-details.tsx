import type { Poll } from '@cms/contract';
import { HomepageBadge, OptionBadge } from '@/components/option-badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { ACTIVE_OPTIONS, activeOf } from './poll-columns';
import { PollResults } from './poll-results';

/** A poll read-only, in the tabs of its form: Poll Details, Poll Options and Results. */
export function PollDetails({ poll }: { poll: Poll }) {
  return (
    <Tabs defaultValue="details">
      <TabsList>
        <TabsTrigger value="details">Poll Details</TabsTrigger>
        <TabsTrigger value="options">Poll Options</TabsTrigger>
        <TabsTrigger value="results">Results</TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <OptionBadge options={ACTIVE_OPTIONS} value={activeOf(poll)} />
          </dd>
          <dt className="text-muted-foreground">Home page</dt>
          <dd>
            <HomepageBadge shown={poll.show_on_hp} />
          </dd>
          <dt className="text-muted-foreground">Last updated</dt>
          <dd>{formatDate(poll.updated_date)}</dd>
        </dl>
      </TabsContent>
      <TabsContent value="options">
        <ol className="grid list-decimal gap-1 pl-6 text-sm">
          {poll.options.map((option) => (
            <li key={option.poll_option_id}>
              {option.poll_option} — {option.option_submitted === 1 ? '1 vote' : `${option.option_submitted} votes`}
            </li>
          ))}
        </ol>
      </TabsContent>
      <TabsContent value="results">
        <PollResults poll={poll} />
      </TabsContent>
    </Tabs>
  );
}
