import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { subjectsMessages, type SubjectOfClass } from '@cms/contract';
import type { Column } from '@/components/data-table';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { allSubjectsResource, classesResource } from '../api';
import { subjectColumns } from '../components/subjects-table';

const columns: Column<SubjectOfClass>[] = [
  subjectColumns.name,
  {
    id: 'class',
    header: 'Class',
    cell: (row) => (
      <Link to={`/classes/${row.classId}`} className="underline-offset-4 hover:underline">
        {row.className}
      </Link>
    ),
  },
  subjectColumns.teacher,
  subjectColumns.time,
];

/** /subjects: every class's subjects with their class, filtered by class (`?classId=`, in the URL). */
export function SubjectsScreen() {
  const list = useTableUrlState(['classId']);
  const classes = classesResource.useEvery();
  const options = (classes.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  const classId = options.some((option) => option.value === list.filters.classId) ? list.filters.classId : undefined;
  const rows = allSubjectsResource.useList({ page: list.pageIndex, classId });
  return (
    <div>
      <BackLink to="/classes" label="Back to Classes Management" />
      <PageHeader title="Subjects" description="Every class's subjects and who teaches them." />
      <ResourceList
        query={rows}
        list={list}
        icon={BookOpen}
        columns={columns}
        rowLabel={(row) => `${row.name} (${row.className})`}
        testId="subject"
        itemLabel={['subject', 'subjects']}
        loadingLabel="Loading subjects..."
        errorTitle={subjectsMessages.loadFailed}
        empty={{ title: subjectsMessages.empty, hint: 'Add subjects from a class’s page.' }}
        filters={{
          label: 'Filter subjects',
          fields: [{ name: 'classId', label: 'Class', allLabel: 'All classes', options, loading: classes.isPending }],
        }}
      />
    </div>
  );
}
