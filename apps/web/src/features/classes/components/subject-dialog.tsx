import { subjectRequest, type Subject, type SubjectRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { subjectsOf } from '../api';

const Field = fieldsFor<SubjectRequest>();

const refusals = { meta: { formHandlesRefusals: true } };

/**
 * 'Add Subject' and 'Edit Subject' (docs/product/classes.md §2): name (required), teacher, start and end time. A
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
        startTime: current?.startTime ?? '',
        endTime: current?.endTime ?? '',
      }}
      onSubmit={(values) =>
        current ? update.mutateAsync({ id: current.id, body: { ...current, ...values } }) : create.mutateAsync(values)
      }
    >
      <Field.Text name="name" label="Subject name" placeholder="e.g. Mathematics" required />
      <Field.Text name="teacher" label="Teacher" placeholder="e.g. Ms. Patel" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Time name="startTime" label="Start time" />
        <Field.Time name="endTime" label="End time" />
      </div>
    </FormDialog>
  );
}
