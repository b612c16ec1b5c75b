import { useEffect, useState } from 'react';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { isSuperAdmin, useCan } from '@/lib/permissions';
import { getSession, updateSessionUser, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteUser, useUpdateUser, useUser } from '../api';
import { fullName } from '../components/format';
import { LoadError } from '@/components/load-error';
import { UserDetailsPanel } from '../components/user-details-panel';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserNotFound } from '../components/user-not-found';
import { UserRolesPanel } from '../components/user-roles-panel';
import { UserSettingsPanel } from '../components/user-settings-panel';
import { UserStatusBadge } from '../components/user-status-badge';
import { UsersAccessDenied } from '../components/users-access-denied';

const TABS = ['details', 'permissions', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** A positive integer id, or null for anything else ('abc', '0', '1.5'). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /users/{id} (spec 01 §2 "User detail"): tabs Details, Permissions and Settings. */
export function UserDetailScreen() {
  const params = useParams();
  const id = parseId(params.id);
  const canManage = useCan('manageUsers');
  if (!canManage) return <UsersAccessDenied />;
  if (id === null) return <UserNotFound />;
  return <UserDetail key={id} id={id} />;
}

function UserDetail({ id }: { id: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editOpen, setEditOpen] = useState(false);
  // Once deleted, this user's queries stay off: they could only answer 404 on the way out.
  const [deleted, setDeleted] = useState(false);
  const userQuery = useUser(id, !deleted);
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();

  // Editing one's own account here (name, roles) updates the signed-in user shown in the header.
  const self = userQuery.data && userQuery.data.id === session?.user.id ? userQuery.data : undefined;
  useEffect(() => {
    if (!self) return;
    const current = getSession()?.user;
    const changed =
      current?.firstName !== self.firstName ||
      current.lastName !== self.lastName ||
      current.username !== self.username ||
      current.roles.join() !== self.roles.join();
    if (changed)
      updateSessionUser({
        firstName: self.firstName,
        lastName: self.lastName,
        username: self.username,
        roles: self.roles,
      });
  }, [self]);

  if (deleted) return <LoadingState />;
  if (userQuery.isPending) return <LoadingState label="Loading user..." />;
  if (userQuery.isError) {
    if (isApiError(userQuery.error, 404) || isApiError(userQuery.error, 400)) return <UserNotFound />;
    if (isApiError(userQuery.error, 403)) return <UsersAccessDenied />;
    return (
      <Card>
        <CardContent>
          <LoadError title="Failed to load user" error={userQuery.error} onRetry={() => void userQuery.refetch()} />
        </CardContent>
      </Card>
    );
  }

  const user = userQuery.data;
  const sessionRoles = session?.user.roles ?? [];
  const isSelf = user.id === session?.user.id;
  // Only a SUPER_ADMIN changes a SUPER_ADMIN's account (the server answers 403 otherwise).
  const canEdit = !user.roles.includes('SUPER_ADMIN') || isSuperAdmin(sessionRoles);

  const requestedTab = searchParams.get('tab');
  const tab: Tab = TABS.find((t) => t === requestedTab) ?? 'details';
  const selectTab = (next: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'details') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const remove = async () => {
    await deleteUser.mutateAsync(user.id);
    setDeleted(true);
    toast({ variant: 'success', title: 'Success', description: 'User deleted successfully' });
    await navigate('/users');
  };

  return (
    <div>
      <Link
        to="/users"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 mb-2 text-muted-foreground' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to User List
      </Link>
      <PageHeader
        title={fullName(user) || user.username}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.username}</span>
            <UserStatusBadge status={user.status} />
          </span>
        }
        actions={
          canEdit && (
            <>
              <UserFormDialog
                open={editOpen}
                onOpenChange={setEditOpen}
                user={user}
                lockStatus={isSelf}
                trigger={
                  <Button variant="outline">
                    <Pencil aria-hidden="true" />
                    Edit User
                  </Button>
                }
                onSubmit={async (values) => {
                  await updateUser.mutateAsync({ id: user.id, body: values });
                  toast({ variant: 'success', title: 'Success', description: 'User updated successfully' });
                  setEditOpen(false);
                }}
              />
              {!isSelf && (
                <ConfirmDialog
                  title="Delete User"
                  description={`Are you sure you want to delete ${fullName(user) || user.username}? They will no longer be able to sign in.`}
                  confirmLabel="Delete"
                  onConfirm={remove}
                  trigger={
                    <Button variant="destructive">
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  }
                />
              )}
            </>
          )
        }
      />
      {!canEdit && (
        <p className="mb-4 text-sm text-muted-foreground">
          Only a Super Admin can change a Super Admin&apos;s account.
        </p>
      )}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="User sections">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="permissions">Permissions</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <UserDetailsPanel
            user={user}
            statusLocked={!canEdit || isSelf}
            statusLockedReason={isSelf ? 'You cannot deactivate your own account.' : undefined}
          />
        </TabsContent>
        <TabsContent value="permissions">
          <UserRolesPanel
            user={user}
            canEdit={canEdit}
            isSelf={isSelf}
            canGrantSuperAdmin={isSuperAdmin(sessionRoles)}
          />
        </TabsContent>
        <TabsContent value="settings">
          <UserSettingsPanel user={user} canEdit={canEdit} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
