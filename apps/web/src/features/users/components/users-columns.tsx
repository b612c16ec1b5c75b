import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { formatDate, fullName } from './format';
import { RoleBadges } from './role-badges';
import { UserStatusBadge } from './user-status-badge';

export interface UsersColumnContext {
  /** The signed-in user, marked with a 'You' badge. */
  currentUserId: number | undefined;
}

export interface UsersColumn {
  id: string;
  header: string;
  className?: string;
  cell: (user: User, context: UsersColumnContext) => ReactNode;
}

/** The users table's columns (spec 01 §2 "Users list"). */
export const usersColumns: UsersColumn[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user, { currentUserId }) => (
      <span className="flex items-center gap-2">
        {/* The keyboard's way in; a click anywhere on the row does the same. */}
        <Link
          to={`/users/${user.id}`}
          className="rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {fullName(user) || user.username}
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
  { id: 'status', header: 'Status', cell: (user) => <UserStatusBadge status={user.status} /> },
  { id: 'roles', header: 'Roles', cell: (user) => <RoleBadges roles={user.roles} /> },
  {
    id: 'createdDate',
    header: 'Created',
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (user) => <time dateTime={user.createdDate}>{formatDate(user.createdDate)}</time>,
  },
];
