import { Link } from 'react-router';
import { ItemViewScreen } from '@/components/item-screens';
import { departmentsResource, staffResource } from '../api';

/** /departments/{id}: the department read-only, with its staff, and Edit for writers. */
export function ViewScreen() {
  return (
    <ItemViewScreen resource={departmentsResource} title={(department) => department.name}>
      {(department) => (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Description</dt>
          <dd className="whitespace-pre-line">{department.description || '-'}</dd>
          <dt className="text-muted-foreground">Order</dt>
          <dd>{department.orderNo}</dd>
          <dt className="text-muted-foreground">Staff</dt>
          <dd>
            {department.staff.length === 0 ? (
              'No staff in this department yet.'
            ) : (
              <ul className="grid gap-1">
                {department.staff.map((member) => (
                  <li key={member.id}>
                    <Link to={staffResource.screens.itemPath(member.id)} className="underline-offset-4 hover:underline">
                      {member.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </ItemViewScreen>
  );
}
