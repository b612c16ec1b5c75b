import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import { homeworksMessages, type HomeworkOfClass } from '@cms/contract';
import { DataTable, type Column } from '@/components/data-table';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useDayHomework } from '../api';
import { HomeworkDatePicker, useHomeworkDate } from '../components/homework-date';

const columns: Column<HomeworkOfClass>[] = [
  {
    id: 'class',
    header: 'Class',
    cell: (row) => (
      <Link
        to={`/classes/${row.classId}?date=${row.homeworkDate}`}
        className="font-medium underline-offset-4 hover:underline"
      >
        {row.className}
      </Link>
    ),
  },
  { id: 'subject', header: 'Subject', cell: (row) => row.subjectName },
  { id: 'homework', header: 'Homework', cell: (row) => <span className="whitespace-pre-line">{row.description}</span> },
];

/** /homeworks: the homework of a day across every class (today unless `?date=` names one). */
export function HomeworksScreen() {
  const [date, setDate] = useHomeworkDate();
  const homework = useDayHomework(date);
  let body: ReactNode;
  if (homework.isPending) body = <LoadingState label="Loading homework..." />;
  else if (homework.isError)
    body = (
      <LoadError title={homeworksMessages.loadFailed} error={homework.error} onRetry={() => void homework.refetch()} />
    );
  else if (homework.data.length === 0)
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <NotebookPen className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{homeworksMessages.empty}</p>
      </div>
    );
  else
    body = (
      <DataTable
        rows={homework.data}
        columns={columns}
        rowLabel={(row) => `${row.className} ${row.subjectName}`}
        testId="homework"
      />
    );
  return (
    <div>
      <BackLink to="/classes" label="Back to Classes Management" />
      <PageHeader title="Homeworks" description="The homework set for a day, across every class." />
      <Card className="gap-4">
        <CardHeader>
          <HomeworkDatePicker date={date} onChange={setDate} />
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
