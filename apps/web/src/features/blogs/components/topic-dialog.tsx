import { useForm } from 'react-hook-form';
import { topicRequest, type Topic } from '@cms/contract';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { handleMutationError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useSaveTopic } from '../topics-api';

interface TopicFormValues {
  title: string;
  description: string;
}
type TopicFormResult = z.output<typeof topicRequest>;

const resolver = contractResolver<TopicFormValues, TopicFormResult>(topicRequest);

export interface TopicDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The topic being edited; absent when adding one. */
  topic?: Topic;
}

/** Add and edit a topic (spec 01 §5: title required, description optional). */
export function TopicDialog({ open, onOpenChange, topic }: TopicDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{topic ? 'Edit Topic' : 'Add Topic'}</DialogTitle>
          <DialogDescription>Topics group blog posts by subject.</DialogDescription>
        </DialogHeader>
        {/* Mounted on every open, so it starts from the topic (or empty). */}
        <TopicForm topic={topic} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function TopicForm({ topic, onDone }: { topic?: Topic; onDone: () => void }) {
  const form = useForm<TopicFormValues, unknown, TopicFormResult>({
    resolver,
    defaultValues: { title: topic?.title ?? '', description: topic?.description ?? '' },
  });
  const { errors } = form.formState;
  // A taken title belongs beside the field; anything else goes to the shared error toast.
  const save = useSaveTopic({ meta: { skipErrorToast: true } });

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: topic?.id, body },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Success',
            description: topic ? 'Topic updated successfully' : 'Topic created successfully',
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
            form.setError('title', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
          } else {
            handleMutationError(error, undefined);
          }
        },
      },
    ),
  );

  const saving = save.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={saving}>
      <FormField label="Title" error={errors.title?.message} requiredMark>
        <Input autoComplete="off" required {...form.register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner label="" />}
          {saving ? 'Saving...' : topic ? 'Save Changes' : 'Add Topic'}
        </Button>
      </DialogFooter>
    </form>
  );
}
