import { useState } from 'react';
import { flushSync } from 'react-dom';
import { pollsMessages, type Poll, type PollRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pollsResource } from '../api';
import { NEW_OPTION, PollOptionsFields } from './poll-options-fields';
import { PollResults } from './poll-results';

const Field = fieldsFor<PollRequest>();

/** A new poll: active, not on the home page, with two empty options to fill. */
const EMPTY = { question: '', show_on_hp: false, status: true, options: [{ ...NEW_OPTION }, { ...NEW_OPTION }] };

/** The poll's body as saved, without one of its options. */
const withoutOption = (poll: Poll, optionId: number): PollRequest => ({
  question: poll.question,
  show_on_hp: poll.show_on_hp,
  status: poll.status,
  options: poll.options.filter((option) => option.poll_option_id !== optionId),
});

/**
 * New Poll and Edit Poll (docs/product/polls.md §2, §5): tabs Poll Details (the question required, shown on the
 * home page, active), Poll Options (each with its votes) and, for a saved poll, Results.
 */
export function PollForm(props: ItemFormProps<Poll, PollRequest>) {
  const { item } = props;
  const [tab, setTab] = useState('details');
  const update = pollsResource.useUpdate({ meta: { successToast: () => ({ title: pollsMessages.optionRemoved }) } });
  const removeSaved = item
    ? (optionId: number) => update.mutateAsync({ id: item.id, body: withoutOption(item, optionId) })
    : undefined;
  return (
    <ItemPageForm
      {...props}
      resource={pollsResource}
      empty={EMPTY}
      // The tab with the first message comes forward.
      onInvalid={(fields) => flushSync(() => setTab(fields.includes('question') ? 'details' : 'options'))}
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="details">Poll Details</TabsTrigger>
          <TabsTrigger value="options">Poll Options</TabsTrigger>
          {item && <TabsTrigger value="results">Results</TabsTrigger>}
        </TabsList>
        {/* Every tab stays mounted, so each field keeps its value. */}
        <TabsContent value="details" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          <Field.Textarea name="question" label="Question" rows={2} required />
          <Field.Homepage name="show_on_hp" />
          <Field.Switch name="status" label="Active" />
        </TabsContent>
        <TabsContent value="options" forceMount className="data-[state=inactive]:hidden">
          <PollOptionsFields onRemoveSaved={removeSaved} />
        </TabsContent>
        {item && (
          <TabsContent value="results">
            <PollResults poll={item} />
          </TabsContent>
        )}
      </Tabs>
    </ItemPageForm>
  );
}
