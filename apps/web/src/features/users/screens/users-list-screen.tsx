import { usersMessages } from '@cms/contract';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { usersResource } from '../api';
import { userLabel } from '../components/format';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersAccessDenied } from '../components/users-access-denied';
import { usersColumns } from '../components/users-columns';

/**
 * /users (docs/product/users.md §2 "Users list"): ADMINs only, everyone else is told they may not; a row opens
 * its user, where the user's actions are.
 */
export function UsersListScreen() {
  const canManage = useCan('manageUsers');
  if (!canManage) return <UsersAccessDenied />;
  return <UsersList />;
}

function UsersList() {
  const session = useSession();
  return (
    <ResourceListScreen
      resource={usersResource}
      description="Manage the staff who can sign in to this CMS."
      columns={usersColumns(session?.user.id)}
      rowLabel={userLabel}
      search={{ label: 'Search users', placeholder: 'Search by name or email...' }}
      create={<CreateUser />}
      firstVerb="Add"
      opensRows
      // The server has the last word on roles (they may have changed since sign-in).
      denied={<UsersAccessDenied />}
    />
  );
}

/** Add New User (docs/product/users.md §8: 'Error' 'Failed to create user' when it fails). */
function CreateUser() {
  const create = usersResource.useCreate({ meta: { errorDescription: usersMessages.notCreated } });
  return <UserFormDialog onSubmit={(body) => create.mutateAsync(body)} />;
}
