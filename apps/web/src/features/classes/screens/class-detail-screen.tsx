import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { homeworksMessages, subjectsMessages, type SchoolClass, type Subject } from '@cms/contract';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { PageHeader } from '@/components/layout/page-header';
import { ViewOnSiteLink } from '@/components/public-site';
import { BackLink } from '@/components/item-states';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/permissions';
import { classesResource, subjectsOf, useClasses, useClassHomework } from '../api';
import { HomeworkDatePicker, useHomeworkDate } from '../components/homework-date';
import { HomeworkForm } from '../components/homework-form';
import { SubjectDialog } from '../components/subject-dialog';
import { SubjectsTable } from '../components/subjects-table';

const classRoute = itemRouteOf(classesResource);

/** /classes/{id} (docs/product/classes.md §2): the class's name, the class switcher, and its Subjects and Homework tabs. */
export function ClassDetailScreen() {
  return <ItemGate {...classRoute}>{(current) => <ClassDetail key={current.id} current={current} />}</ItemGate>;
}

function ClassDetail({ current }: { current: SchoolClass }) {
  const canWrite = useCan('writeContent');
  const subjects = subjectsOf(current.id).useWhole();
  const [editing, setEditing] = useState<Subject | 'new' | null>(null);

  return (
    <div>
      <BackLink {...classRoute.back} />
      <PageHeader
        title={current.name}
        description={current.code ? `Section ${current.code}` : undefined}
        actions={
          <>
            <ViewOnSiteLink resource={classesResource} item={current} title={current.name} />
            <ClassSwitcher current={current} />
          </>
        }
      />
      <Tabs defaultValue="subjects">
        <TabsList>
          <TabsTrigger value="subjects">Subjects</TabsTrigger>
          <TabsTrigger value="homework">Homework</TabsTrigger>
        </TabsList>
        <TabsContent value="subjects">
          <Card className="gap-4">
            <CardContent className="grid gap-4">
              {canWrite && (
                <Button className="w-fit" aria-haspopup="dialog" onClick={() => setEditing('new')}>
                  <Plus aria-hidden="true" />
                  Add Subject
                </Button>
              )}
              <SubjectsState query={subjects}>
                {(rows) => (
                  <SubjectsTable classId={current.id} subjects={rows} canWrite={canWrite} onEdit={setEditing} />
                )}
              </SubjectsState>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="homework">
          <Card>
            <CardContent>
              <SubjectsState query={subjects}>
                {(rows) => <HomeworkTab classId={current.id} subjects={rows} canWrite={canWrite} />}
              </SubjectsState>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      {canWrite && <SubjectDialog classId={current.id} editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** The class's subjects: loading, failed with Try again, none yet, or the tab's content. */
function SubjectsState({
  query,
  children,
}: {
  query: ReturnType<ReturnType<typeof subjectsOf>['useWhole']>;
  children: (subjects: Subject[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label="Loading subjects..." />;
  if (query.isError)
    return <LoadError title={subjectsMessages.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="py-6 text-center font-medium">{subjectsMessages.empty}</p>;
  return children(query.data);
}

/** The Homework tab: the date picker (today unless the URL names a day) and the day's boxes. */
function HomeworkTab({ classId, subjects, canWrite }: { classId: number; subjects: Subject[]; canWrite: boolean }) {
  const [date, setDate] = useHomeworkDate();
  const homework = useClassHomework(classId, date);
  let body: ReactNode;
  if (homework.isPending) body = <LoadingState label="Loading homework..." />;
  else if (homework.isError)
    body = (
      <LoadError title={homeworksMessages.loadFailed} error={homework.error} onRetry={() => void homework.refetch()} />
    );
  else
    body = (
      <HomeworkForm
        key={`${date}|${subjects.map((subject) => subject.id).join(',')}`}
        classId={classId}
        date={date}
        subjects={subjects}
        saved={homework.data}
        canWrite={canWrite}
      />
    );
  return (
    <div className="grid gap-6">
      <HomeworkDatePicker date={date} onChange={setDate} />
      {body}
    </div>
  );
}

/** Goes to another class (docs/product/classes.md §2: the switcher reloads subjects and homework). */
function ClassSwitcher({ current }: { current: SchoolClass }) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const classes = useClasses();
  const options = classes.data?.content ?? [current];
  return (
    <div className="grid gap-2 sm:w-56">
      <Label htmlFor={id}>Class</Label>
      <Select
        id={id}
        value={String(current.id)}
        aria-busy={classes.isPending || undefined}
        onChange={(event) => void navigate({ pathname: `/classes/${event.target.value}`, search })}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
