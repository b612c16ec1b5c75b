import { Users } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useUsers } from '../api';
import { CreateUserDialog } from '../components/create-user-dialog';
import { LoadError } from '@/components/load-error';
import { UsersAccessDenied } from '../components/users-access-denied';
import { UsersTable } from '../components/users-table';

/** /users (spec 01 §2 "Users list"): ADMINs only; everyone else is told they may not. */
export function UsersListScreen() {
  const session = useSession();
  const canManage = useCan('manageUsers');
  if (!canManage) return <UsersAccessDenied />;
  return <UsersList currentUserId={session?.user.id} />;
}

function UsersList({ currentUserId }: { currentUserId: number | undefined }) {
  const { pageIndex, search, setPageIndex, setSearch } = useTableUrlState();
  const users = useUsers({ page: pageIndex, search });

  // The server has the last word on roles (they may have changed since sign-in).
  if (isApiError(users.error, 403)) return <UsersAccessDenied />;

  const page = users.data;
  let body;
  if (users.isPending) {
    body = <LoadingState label="Loading users..." />;
  } else if (users.isError || !page) {
    body = <LoadError title="Failed to load users" error={users.error} onRetry={() => void users.refetch()} />;
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Users className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{search ? `No users match "${search}"` : 'No users yet'}</p>
        {search ? (
          <Button variant="outline" size="sm" onClick={() => setSearch('')}>
            Clear search
          </Button>
        ) : pageIndex > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setPageIndex(0)}>
            Go to first page
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Add the first user with the Add New User button.</p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <UsersTable users={page.content} currentUserId={currentUserId} stale={users.isPlaceholderData} />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? 'user' : 'users'}
          onPageChange={setPageIndex}
          disabled={users.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Users"
        description="Manage the staff who can sign in to this CMS."
        actions={<CreateUserDialog />}
      />
      <Card className="gap-4">
        <CardHeader>
          <SearchInput
            label="Search users"
            placeholder="Search by name or email..."
            value={search}
            onSearch={setSearch}
          />
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
