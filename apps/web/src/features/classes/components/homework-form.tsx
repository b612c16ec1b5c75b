import { useState, type FormEvent } from 'react';
import { homeworksMessages, type Homework, type Subject } from '@cms/contract';
import { BusyButton } from '@/components/form/form-actions';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveHomework } from '../api';

/**
 * One description box per subject for a day (docs/product/classes.md §2), saved with Save Homework as one upsert
 * per subject and date; a box left blank clears that subject's homework of the day. Mounted per
 * class and date, so it starts from what is saved.
 */
export function HomeworkForm({
  classId,
  date,
  subjects,
  saved,
  canWrite,
}: {
  classId: number;
  date: string;
  subjects: Subject[];
  saved: Homework[];
  canWrite: boolean;
}) {
  const save = useSaveHomework(classId);
  const savedBySubject = new Map(saved.map((homework) => [homework.subjectId, homework]));
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(subjects.map((subject) => [subject.id, savedBySubject.get(subject.id)?.description ?? ''])),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const items = subjects.map((subject) => ({
      id: savedBySubject.get(subject.id)?.id ?? 0,
      description: texts[subject.id] ?? '',
      homeworkDate: date,
      subjectId: subject.id,
    }));
    save.mutate(items);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={save.isPending}>
      {subjects.map((subject) => {
        const id = `homework-${subject.id}`;
        return (
          <div key={subject.id} className="grid gap-2">
            <Label htmlFor={id}>
              {subject.name}
              {subject.teacher && <span className="font-normal text-muted-foreground"> · {subject.teacher}</span>}
            </Label>
            <Textarea
              id={id}
              rows={2}
              value={texts[subject.id] ?? ''}
              readOnly={!canWrite}
              placeholder={canWrite ? `Homework for ${subject.name}` : homeworksMessages.empty}
              onChange={(event) => setTexts((current) => ({ ...current, [subject.id]: event.target.value }))}
            />
          </div>
        );
      })}
      {canWrite && (
        <div>
          <BusyButton busy={save.isPending} label="Save Homework" />
        </div>
      )}
    </form>
  );
}
