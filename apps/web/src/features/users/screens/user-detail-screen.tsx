import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@cms/contract';
import { DeleteButton } from '@/components/delete-button';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { OptionBadge } from '@/components/option-badge';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isSuperAdmin, useCan } from '@/lib/permissions';
import { getSession, updateSessionUser, useSession } from '@/lib/session';
import { usersResource } from '../api';
import { userLabel } from '../components/format';
import { UserDetailsPanel } from '../components/user-details-panel';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserNotFound } from '../components/user-not-found';
import { UserRolesPanel } from '../components/user-roles-panel';
import { UserSettingsPanel } from '../components/user-settings-panel';
import { USER_STATUS_OPTIONS } from '../components/user-status';
import { UsersAccessDenied } from '../components/users-access-denied';

const TABS = ['details', 'permissions', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The spec's way back from a user (docs/product/users.md §2 "User detail"). */
const BACK = { to: usersResource.screens.path, label: 'Back to User List' };

/**
 * /users/{id} (docs/product/users.md §2 "User detail"): tabs Details, Permissions and Settings; a missing user
 * (or a malformed id) says so in the spec's words.
 */
export function UserDetailScreen() {
  const canManage = useCan('manageUsers');
  // Once deleted, the user is not read again (it would answer 404) on the way back to the list.
  const [deleted, setDeleted] = useState(false);
  if (!canManage) return <UsersAccessDenied />;
  if (deleted) return <LoadingState />;
  return (
    <ItemGate {...itemRouteOf(usersResource)} back={BACK} missing={<UserNotFound />} denied={<UsersAccessDenied />}>
      {(user) => <UserDetail user={user} onDeleted={() => setDeleted(true)} />}
    </ItemGate>
  );
}

function UserDetail({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const update = usersResource.useUpdate();
  const remove = usersResource.useDelete({
    onSuccess: async () => {
      onDeleted();
      await navigate(usersResource.screens.path);
    },
  });
  const isSelf = user.id === session?.user.id;

  // Editing one's own account here (name, roles) updates the signed-in user shown in the header.
  useEffect(() => {
    if (!isSelf) return;
    const current = getSession()?.user;
    const { firstName, lastName, username, roles } = user;
    const changed =
      current?.firstName !== firstName ||
      current.lastName !== lastName ||
      current.username !== username ||
      current.roles.join() !== roles.join();
    if (changed) updateSessionUser({ firstName, lastName, username, roles });
  }, [isSelf, user]);

  const sessionRoles = session?.user.roles ?? [];
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

  return (
    <div>
      <BackLink {...BACK} />
      <PageHeader
        title={userLabel(user)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.username}</span>
            <OptionBadge options={USER_STATUS_OPTIONS} value={user.status} />
          </span>
        }
        actions={
          canEdit && (
            <>
              <UserFormDialog
                user={user}
                lockStatus={isSelf}
                onSubmit={(body) => update.mutateAsync({ id: user.id, body })}
              />
              {!isSelf && (
                <DeleteButton
                  title="Delete User"
                  description={`Are you sure you want to delete ${userLabel(user)}? They will no longer be able to sign in.`}
                  onConfirm={() => remove.mutateAsync(user.id)}
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
