import { subjectsMessages, type Subject } from '@cms/contract';
import { deleteAction, editAction } from '@/components/columns';
import { DataTable, type Column, type RowAction } from '@/components/data-table';
import { subjectsOf } from '../api';

/** 'Mathematics' from '09:00 AM' to '09:45 AM', or '—' without times. */
export const timesOf = ({ startTime, endTime }: Pick<Subject, 'startTime' | 'endTime'>) =>
  startTime || endTime ? `${startTime || '…'} – ${endTime || '…'}` : '—';

export const subjectColumns = {
  name: { id: 'name', header: 'Name', cell: (row) => <span className="font-medium">{row.name}</span> },
  teacher: { id: 'teacher', header: 'Teacher', cell: (row) => row.teacher || '—' },
  time: { id: 'time', header: 'Time', cell: timesOf },
} satisfies Record<string, Column<Subject>>;

/** A class's subjects (docs/product/classes.md §2: name, teacher, edit and delete). */
export function SubjectsTable({
  classId,
  subjects,
  canWrite,
  onEdit,
}: {
  classId: number;
  subjects: Subject[];
  canWrite: boolean;
  onEdit: (subject: Subject) => void;
}) {
  const remove = subjectsOf(classId).useDelete();
  const actions: RowAction<Subject>[] = canWrite
    ? [
        editAction(onEdit),
        deleteAction((row) => remove.mutateAsync(row.id), {
          title: subjectsMessages.deleteConfirm,
          description: (row) => `"${row.name}" and its homework will be deleted.`,
        }),
      ]
    : [];
  return (
    <DataTable
      rows={subjects}
      columns={[subjectColumns.name, subjectColumns.teacher, subjectColumns.time]}
      actions={actions}
      rowLabel={(row) => row.name}
      testId="subject"
    />
  );
}
