import { classRequest, type ClassRequest, type SchoolClass } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { classesResource } from '../api';

const Field = fieldsFor<ClassRequest>();

// A refused name is shown beside its field; the shared toast would say it twice.
const refusals = { meta: { formHandlesRefusals: true } };

/**
 * 'Add New Class' and 'Edit Class' (docs/product/classes.md §2): name (required) and code, the section. `editing`
 * is the class being edited, `'new'` for a new one, or null while closed.
 */
export function ClassDialog({ editing, onClose }: { editing: SchoolClass | 'new' | null; onClose: () => void }) {
  const create = classesResource.useCreate(refusals);
  const update = classesResource.useUpdate(refusals);
  const current = editing === 'new' ? null : editing;
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={current ? 'Edit Class' : 'Add New Class'}
      description={current ? `Change the name or section of ${current.name}.` : 'A class or section of the school.'}
      submitLabel={current ? 'Update Class' : 'Add Class'}
      schema={classRequest}
      idPrefix="class"
      defaultValues={{ name: current?.name ?? '', code: current?.code ?? '' }}
      onSubmit={(values) =>
        current ? update.mutateAsync({ id: current.id, body: values }) : create.mutateAsync(values)
      }
    >
      <Field.Text name="name" label="Name" placeholder="e.g. Grade 5 A" required />
      <Field.Text
        name="code"
        label="Code"
        placeholder="e.g. A, B, C"
        description="The section, if the class has one."
      />
    </FormDialog>
  );
}
