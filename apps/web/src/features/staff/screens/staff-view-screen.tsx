import { ItemViewScreen } from '@/components/item-screens';
import { staffResource } from '../api';
import { departmentNames, StaffPhoto } from '../components/staff-columns';

/** /staff/{id}: the staff member read-only, with the photo, and Edit for writers. */
export function ViewScreen() {
  return (
    <ItemViewScreen
      resource={staffResource}
      title={(member) => member.name}
      description={(member) => member.desigation}
    >
      {(member) => (
        <div className="flex flex-col gap-6 sm:flex-row">
          <StaffPhoto member={member} className="size-32 text-3xl" />
          <dl className="grid flex-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Position</dt>
            <dd>{member.desigation}</dd>
            <dt className="text-muted-foreground">Qualification</dt>
            <dd>{member.qualification}</dd>
            <dt className="text-muted-foreground">Experience</dt>
            <dd>{member.experience || '-'}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${member.email}`} className="underline-offset-4 hover:underline">
                {member.email}
              </a>
            </dd>
            <dt className="text-muted-foreground">Contact Number</dt>
            <dd>{member.contactNo || '-'}</dd>
            <dt className="text-muted-foreground">Departments</dt>
            <dd>{departmentNames(member)}</dd>
          </dl>
        </div>
      )}
    </ItemViewScreen>
  );
}
