import { Eye } from 'lucide-react';
import { classesMessages, type SchoolClass } from '@cms/contract';
import { dateColumn, deleteAction, editAction, titleColumn } from '@/components/columns';
import { DataTable, type Column, type RowAction } from '@/components/data-table';
import { useViewOnSiteActions } from '@/components/public-site';
import { toastSuccess } from '@/lib/toast';
import { classesResource } from '../api';

const nameOf = (row: SchoolClass) => row.name;
const pathOf = (row: SchoolClass) => classesResource.screens.itemPath(row.id);

/** docs/product/classes.md §2: Name, Section (the class's code, or '-'), Academic Year (when it was created). */
const columns: Column<SchoolClass>[] = [
  titleColumn({ to: pathOf, title: nameOf, header: 'Name' }),
  { id: 'section', header: 'Section', cell: (row) => row.code || '-' },
  dateColumn({ id: 'academicYear', header: 'Academic Year', value: (row) => row.createdAt }),
];

/**
 * The classes in their order; writers drag them (or move them with the keyboard) into a new one,
 * renumbered from 1, and edit and delete from the rows, a delete after a question that says the
 * class's subjects and homework go too.
 */
export function ClassList({
  classes,
  canWrite,
  onEdit,
}: {
  classes: SchoolClass[];
  canWrite: boolean;
  onEdit: (row: SchoolClass) => void;
}) {
  const reorder = classesResource.useReorder();
  const remove = classesResource.useDelete();
  const reads: RowAction<SchoolClass>[] = [
    { label: 'View', icon: Eye, to: pathOf },
    ...useViewOnSiteActions(classesResource),
  ];
  const writes: RowAction<SchoolClass>[] = [
    editAction(onEdit),
    deleteAction(
      async (row) => {
        await remove.mutateAsync(row.id);
        toastSuccess(classesMessages.deletedTitle, classesMessages.deletedText(row.name));
      },
      { title: classesMessages.deleteConfirm, description: (row) => classesMessages.deleteWarning(row.name) },
    ),
  ];
  return (
    <DataTable
      rows={classes}
      columns={columns}
      actions={canWrite ? [...reads, ...writes] : reads}
      rowLabel={nameOf}
      testId="class"
      reorder={canWrite ? { label: 'Classes', onReorder: reorder.mutateAsync } : undefined}
    />
  );
}
