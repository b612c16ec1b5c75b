import { homeworkRequest, subjectRequest, type ClassRequest, type SubjectRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { classes, saveClassHomework, subjects } from './classes-routes.js';

type Day = [subject: string, homework: string];

/** Each demo class, its timetable's subjects, and what each subject sets on a school day. */
const CLASSES: { class: ClassRequest; subjects: SubjectRequest[]; homework: Day[] }[] = [
  {
    class: { name: 'Grade 5 A', code: 'A' },
    subjects: [
      { name: 'Mathematics', teacher: 'Ms. Patel', startTime: '08:30 AM', endTime: '09:15 AM' },
      { name: 'English', teacher: 'Mr. Owens', startTime: '09:20 AM', endTime: '10:05 AM' },
      { name: 'Science', teacher: 'Dr. Kim', startTime: '10:30 AM', endTime: '11:15 AM' },
    ],
    homework: [
      ['Mathematics', 'Fractions worksheet, questions 1 to 12.'],
      ['English', 'Read chapter 3 of "Charlotte\'s Web" and note three new words.'],
    ],
  },
  {
    class: { name: 'Grade 5 B', code: 'B' },
    subjects: [
      { name: 'Mathematics', teacher: 'Mr. Ruiz', startTime: '08:30 AM', endTime: '09:15 AM' },
      { name: 'Social Studies', teacher: 'Ms. Grant', startTime: '09:20 AM', endTime: '10:05 AM' },
    ],
    homework: [['Social Studies', 'Draw a map of the school neighbourhood.']],
  },
  {
    class: { name: 'Grade 6 A', code: 'A' },
    subjects: [
      { name: 'Mathematics', teacher: 'Ms. Patel', startTime: '11:20 AM', endTime: '12:05 PM' },
      { name: 'Science', teacher: 'Dr. Kim', startTime: '01:00 PM', endTime: '01:45 PM' },
      { name: 'Art', teacher: 'Mr. Silva', startTime: '02:00 PM', endTime: '02:45 PM' },
    ],
    homework: [
      ['Science', 'Finish the plant-growth log for the week.'],
      ['Art', "Bring three leaves for Thursday's print-making."],
    ],
  },
];

/** The school days of this week (Monday to Friday), `yyyy-MM-dd`. */
function thisWeek(today = new Date()) {
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return [0, 1, 2, 3, 4].map((offset) => {
    const day = new Date(monday);
    day.setUTCDate(monday.getUTCDate() + offset);
    return day.toISOString().slice(0, 10);
  });
}

/** The demo school's classes with their subjects, and homework set on every school day of this week. */
export async function seedClasses(trx: Trx, school: Actor) {
  const created = await seeder(trx, school)(
    classes,
    CLASSES.map((entry) => entry.class),
  );
  for (const [index, entry] of CLASSES.entries()) {
    const classId = created[index]!.id;
    const bySubject = new Map<string, number>();
    for (const body of entry.subjects) {
      const subject = await subjects.create(trx, school, classId, subjectRequest.parse(body));
      bySubject.set(subject.name, subject.id);
    }
    const homework = thisWeek().flatMap((homeworkDate) =>
      entry.homework.map(([subject, description]) => ({
        subjectId: bySubject.get(subject)!,
        homeworkDate,
        description,
      })),
    );
    await saveClassHomework(trx, school, classId, homeworkRequest.parse(homework));
  }
}
