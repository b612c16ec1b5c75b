import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@cms/contract';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { usersColumns, type UsersColumnContext } from './users-columns';

export interface UsersTableProps extends UsersColumnContext {
  users: User[];
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
}

/** A click anywhere on a row opens the user; its name is the link for keyboards and screen readers. */
export function UsersTable({ users, currentUserId, stale }: UsersTableProps) {
  const navigate = useNavigate();

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The name link navigates itself; selecting text is not a click on the row.
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(`/users/${id}`);
  };

  return (
    <Table aria-busy={stale || undefined} className={cn(stale && 'opacity-60 transition-opacity')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {usersColumns.map((column) => (
            <TableHead key={column.id}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow
            key={user.id}
            data-testid={`user-row-${user.id}`}
            className="cursor-pointer"
            onClick={(event) => openRow(event, user.id)}
          >
            {usersColumns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.cell(user, { currentUserId })}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
