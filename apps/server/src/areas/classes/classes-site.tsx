import {
  homework as homeworkEntity,
  schoolClass as classEntity,
  subject,
  type Homework,
  type SchoolClass,
  type Subject,
} from '@cms/contract';
import { z } from 'zod';
import { CardList, DataTable, dateIn, Day, Empty, listView, PageHeading } from '../../platform/site/parts.js';
import { publicEntity, publicItem, publicResource, type ApiVisit } from '../../platform/site/public-api.js';
import { itemOf, type AreaSite, type SitePage, type SiteVisit } from '../../platform/site/site-page.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { activeSubjectsOf, comingHomeworkOf } from './classes-repository.js';
import { classes } from './classes-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const active = () => classes.visible!;

const PATH = '/classes';

const sectionOf = (schoolClass: SchoolClass) => (schoolClass.code ? `Section ${schoolClass.code}` : undefined);

/** `/classes`: the ACTIVE classes in their order, each a link to its subjects and homework. */
const list: SitePage = {
  path: PATH,
  async render(visit) {
    const found = await active().all(visit.db, visit.websiteId);
    const cards = found.map((schoolClass) => ({
      href: `${visit.base}${PATH}/${schoolClass.id}`,
      title: schoolClass.name,
      summary: sectionOf(schoolClass),
    }));
    return listView({
      title: 'Classes',
      intro: "Each class's subjects and the homework of the coming days.",
      empty: 'No classes are listed yet.',
      list: cards.length === 0 ? null : <CardList label="Classes" cards={cards} />,
    });
  },
};

/**
 * `/classes/{id}`: the class's ACTIVE subjects (who teaches them, when) and their homework due today
 * (the school's day at `visit.at`) or later, day by day; what was due before today is not shown.
 */
const item: SitePage = {
  path: `${PATH}/:id`,
  async render(visit) {
    const schoolClass = await itemOf(visit, active().find);
    if (!schoolClass) return null;
    const { subjects, homework } = await workOf(visit, schoolClass);
    return {
      title: schoolClass.name,
      body: <ClassBody visit={visit} schoolClass={schoolClass} subjects={subjects} homework={homework} />,
    };
  },
};

/** A class's ACTIVE subjects, and their homework due today (the school's day at `visit.at`) or later. */
async function workOf(visit: ApiVisit, schoolClass: SchoolClass) {
  const today = dateIn(visit.at, visit.timeZone);
  const [subjects, homework] = await Promise.all([
    activeSubjectsOf(visit.db, visit.websiteId, schoolClass.id),
    comingHomeworkOf(visit.db, visit.websiteId, schoolClass.id, today),
  ]);
  return { subjects, homework };
}

/** One ACTIVE class in the public API, as its page shows it: with its subjects and the homework of the coming days. */
const classWithWork = () =>
  publicItem(
    'classes/:id',
    publicEntity(classEntity.extend({ subjects: z.array(subject), homework: z.array(homeworkEntity) })),
    {
      summary: 'One public class, by id, with its active subjects and their homework due from today on',
      missing: `${classes.table.thing} not found`,
    },
    async (visit, { id }) => {
      const schoolClass = await active().find(visit.db, visit.websiteId, id);
      return schoolClass && { ...schoolClass, ...(await workOf(visit, schoolClass)) };
    },
  );

function ClassBody({
  visit,
  schoolClass,
  subjects,
  homework,
}: {
  visit: SiteVisit;
  schoolClass: SchoolClass;
  subjects: Subject[];
  homework: Homework[];
}) {
  const section = sectionOf(schoolClass);
  return (
    <article>
      <p className="back">
        <a href={`${visit.base}${PATH}`}>All classes</a>
      </p>
      <PageHeading title={schoolClass.name}>{section ? <p>{section}</p> : null}</PageHeading>
      <section aria-labelledby="subjects">
        <h2 id="subjects">Subjects</h2>
        {subjects.length === 0 ? <Empty>No subjects are listed yet.</Empty> : <SubjectTable subjects={subjects} />}
      </section>
      <section aria-labelledby="homework">
        <h2 id="homework">Homework</h2>
        {homework.length === 0 ? (
          <Empty>No homework is set for the coming days.</Empty>
        ) : (
          <HomeworkByDay homework={homework} subjects={subjects} />
        )}
      </section>
    </article>
  );
}

/** A subject's time: '09:00 AM – 09:45 AM', '09:00 AM – …' without its end, '' without times. */
const timeOf = ({ startTime, endTime }: Subject) => (startTime ? `${startTime} – ${endTime || '…'}` : '');

function SubjectTable({ subjects }: { subjects: Subject[] }) {
  return (
    <DataTable
      labelledBy="subjects"
      columns={['Subject', 'Teacher', 'Time']}
      rows={subjects.map((subject) => ({ key: subject.id, cells: [subject.name, subject.teacher, timeOf(subject)] }))}
    />
  );
}

/** The coming homework, a heading per day and each subject's task under it. */
function HomeworkByDay({ homework, subjects }: { homework: Homework[]; subjects: Subject[] }) {
  const nameOf = new Map(subjects.map((subject) => [subject.id, subject.name]));
  const days = [...new Set(homework.map((one) => one.homeworkDate))];
  return days.map((day) => (
    <section key={day} aria-labelledby={`homework-${day}`}>
      <h3 id={`homework-${day}`}>
        <Day date={day} />
      </h3>
      <dl className="homework">
        {homework
          .filter((one) => one.homeworkDate === day)
          .map((one) => (
            <div key={one.id}>
              <dt>{nameOf.get(one.subjectId)}</dt>
              <dd>{one.description}</dd>
            </div>
          ))}
      </dl>
    </section>
  ));
}

/** `/classes` and `/classes/{id}` (docs/product/classes.md): for families, what each class does and has to do. */
export const classesSite: AreaSite = {
  pages: [list, item],
  api: () => publicResource('classes', classes, { item: classWithWork() }),
  sitemap: [listUrl(PATH, active), itemUrls(`${PATH}/:id`, active)],
};
