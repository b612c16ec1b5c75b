import { subjectRequest, toTimeInput, type Subject } from '@cms/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/form-fields';
import { subjectsOf } from '../api';

const refusals = { meta: { formHandlesRefusals: true } };

/**
 * 'Add Subject' and 'Edit Subject' (spec 02 §2): name (required), teacher, start and end time. A
 * new subject is ACTIVE; an edit keeps the subject's status and sends it merged with the form.
 */
export function SubjectDialog({
  classId,
  editing,
  onClose,
}: {
  classId: number;
  editing: Subject | 'new' | null;
  onClose: () => void;
}) {
  const subjects = subjectsOf(classId);
  const create = subjects.useCreate(refusals);
  const update = subjects.useUpdate(refusals);
  const current = editing === 'new' ? null : editing;
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current ? 'Edit Subject' : 'Add Subject'}
      description="The subject, who teaches it and when."
      submitLabel={current ? 'Update Subject' : 'Add Subject'}
      schema={subjectRequest}
      idPrefix="subject"
      defaultValues={{
        name: current?.name ?? '',
        teacher: current?.teacher ?? '',
        status: current?.status ?? 'ACTIVE',
        startTime: toTimeInput(current?.startTime ?? ''),
        endTime: toTimeInput(current?.endTime ?? ''),
      }}
      onSubmit={(values) =>
        current ? update.mutateAsync({ id: current.id, body: { ...current, ...values } }) : create.mutateAsync(values)
      }
    >
      <TextField name="name" label="Subject name" placeholder="e.g. Mathematics" required />
      <TextField name="teacher" label="Teacher" placeholder="e.g. Ms. Patel" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startTime" label="Start time" type="time" />
        <TextField name="endTime" label="End time" type="time" />
      </div>
    </FormDialog>
  );
}
