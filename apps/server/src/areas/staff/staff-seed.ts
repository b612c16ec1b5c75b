import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { departments, employees } from './staff-routes.js';

/** The demo school's departments, and who teaches or works in each (by department name). */
const DEPARTMENTS = [
  ['Mathematics', 'Algebra, geometry, statistics and calculus from Grade 6 to 12.'],
  ['Science', 'Biology, chemistry and physics, with labs on the second floor.'],
  ['English', 'Reading, writing, literature and the school newspaper.'],
  ['Arts', 'Music, drama and visual arts, and the winter concert.'],
  ['Administration', 'The front office, admissions and student records.'],
] as const;

const STAFF = [
  ['Maria Gonzalez', 'Head of Mathematics', 'M.Sc. Mathematics', '14 years', ['Mathematics']],
  ['David Okafor', 'Mathematics Teacher', 'B.Ed. Mathematics', '6 years', ['Mathematics', 'Science']],
  ['Helen Park', 'Head of Science', 'Ph.D. Chemistry', '11 years', ['Science']],
  ['Tom Becker', 'Physics Teacher', 'M.Sc. Physics', '3 years', ['Science']],
  ['Aisha Rahman', 'English Teacher', 'M.A. English Literature', '9 years', ['English']],
  ['Lucas Moreau', 'Music Teacher', 'B.Mus. Performance', '7 years', ['Arts']],
  ['Grace Whitfield', 'School Secretary', 'B.A. Business Administration', '12 years', ['Administration']],
] as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@riverside.example`;

/** The demo school's departments with their staff, in the order the website lists them. */
export async function seedStaff(trx: Trx, school: Actor) {
  const seed = seeder(trx, school);
  const created = await seed(
    departments,
    DEPARTMENTS.map(([name, description]) => ({ name, description })),
  );
  const idOf = new Map(created.map((department) => [department.name, department.id]));
  await seed(
    employees,
    STAFF.map(([name, desigation, qualification, experience, names], index) => ({
      name,
      desigation,
      qualification,
      experience,
      contactNo: `555-01${String(20 + index)}`,
      email: emailOf(name),
      departments: names.map((department) => ({ id: idOf.get(department) })),
    })),
  );
}
