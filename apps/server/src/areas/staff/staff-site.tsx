import type { Employee } from '@cms/contract';
import { Empty, listView, type Profile, Profiles } from '../../platform/site/parts.js';
import { type AreaSite, type SitePage } from '../../platform/site/site-page.js';
import { publicResource } from '../../platform/site/public-api.js';
import { listUrl } from '../../platform/site/sitemap.js';
import { departments, employees } from './staff-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const reads = () => ({ departments: departments.visible!, employees: employees.visible! });

/**
 * A staff member as families see them: their photo, name, position, qualification, experience
 * and how to reach them. Only the area's own row: nothing of a user account.
 */
const profileOf = (member: Employee): Profile => ({
  id: member.id,
  name: member.name,
  image: member.imgUrl,
  role: member.desigation,
  facts: [
    { label: 'Qualification', text: member.qualification },
    { label: 'Experience', text: member.experience },
    { label: 'Email', text: member.email, href: `mailto:${member.email}` },
    { label: 'Phone', text: member.contactNo, href: `tel:${member.contactNo.replace(/[^\d+]/g, '')}` },
  ],
});

/**
 * `/staff`: the departments in their order, each with its description and its staff in theirs; a
 * member of two departments is in both, and those left in none come last, under 'Other staff'.
 */
const list: SitePage = {
  path: '/staff',
  async render(visit) {
    const { db, websiteId } = visit;
    const [groups, staff] = await Promise.all([
      reads().departments.all(db, websiteId),
      reads().employees.all(db, websiteId),
    ]);
    const staffOf = (departmentId: number) =>
      staff.filter((member) => member.departments.some((one) => one.id === departmentId));
    const unplaced = staff.filter((member) => member.departments.length === 0);
    const groupsShown = groups.map((group) => (
      <Group key={group.id} id={`department-${group.id}`} title={group.name} text={group.description}>
        {staffOf(group.id)}
      </Group>
    ));
    return listView({
      title: 'Staff',
      intro: 'Who works at the school, and in which department.',
      empty: 'No staff are listed yet.',
      list:
        groups.length === 0 && staff.length === 0 ? null : (
          <>
            {groupsShown}
            {unplaced.length > 0 ? (
              <Group id="department-none" title="Other staff">
                {unplaced}
              </Group>
            ) : null}
          </>
        ),
    });
  },
};

function Group({ id, title, text, children }: { id: string; title: string; text?: string; children: Employee[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {children.length === 0 ? (
        <Empty>No staff are listed in this department yet.</Empty>
      ) : (
        <Profiles label={title} people={children.map(profileOf)} />
      )}
    </section>
  );
}

/**
 * `/staff` (docs/product/staff.md): the departments and their staff, in the order the school chose;
 * in the public API, the staff (each with their departments) and the departments, each list in that order.
 */
export const staffSite: AreaSite = {
  pages: [list],
  api: () => [...publicResource('staff', employees), ...publicResource('departments', departments)],
  sitemap: [
    listUrl(
      '/staff',
      () => reads().departments,
      () => reads().employees,
    ),
  ],
};
