import { Link } from 'react-router';
import type { User } from '@cms/contract';
import { badgeColumn, dateColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { usersResource } from '../api';
import { userLabel } from './format';
import { RoleBadges } from './role-badges';
import { USER_STATUS_OPTIONS } from './user-status';

/** The users table's columns (docs/product/users.md §2 "Users list"); the signed-in user is marked with a 'You' badge. */
export function usersColumns(currentUserId: number | undefined): Column<User>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <span className="flex items-center gap-2">
          <Link
            to={usersResource.screens.itemPath(user.id)}
            className="rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {userLabel(user)}
          </Link>
          {user.id === currentUserId && <Badge variant="secondary">You</Badge>}
        </span>
      ),
    },
    {
      id: 'username',
      header: 'Username',
      className: 'text-muted-foreground',
      cell: (user) => <span className="break-all">{user.username}</span>,
    },
    badgeColumn({ id: 'status', header: 'Status', value: (user) => user.status, options: USER_STATUS_OPTIONS }),
    { id: 'roles', header: 'Roles', cell: (user) => <RoleBadges roles={user.roles} /> },
    dateColumn({ id: 'createdDate', header: 'Created', value: (user) => user.createdDate }),
  ];
}
