import type { Role, User } from '@cms/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useRoles, useToggleUserRole, useUserRoles } from '../api';
import { fullName } from './format';
import { LoadError } from '@/components/load-error';

export interface UserRolesPanelProps {
  user: User;
  /** False when the signed-in user may not change this account at all. */
  canEdit: boolean;
  /** The signed-in user's own account: it may gain roles but not lose them. */
  isSelf: boolean;
  /** Only a SUPER_ADMIN hands out SUPER_ADMIN. */
  canGrantSuperAdmin: boolean;
}

/**
 * The Permissions tab: every role with a switch; a toggle assigns or removes the role at once and
 * then reloads the user's roles (docs/product/users.md §4).
 */
export function UserRolesPanel({ user, canEdit, isSelf, canGrantSuperAdmin }: UserRolesPanelProps) {
  const roles = useRoles();
  const userRoles = useUserRoles(user.id);
  const toggle = useToggleUserRole();

  let body;
  if (roles.isPending || userRoles.isPending) {
    body = <LoadingState label="Loading roles..." />;
  } else if (roles.isError || userRoles.isError) {
    const retry = () => {
      if (roles.isError) void roles.refetch();
      if (userRoles.isError) void userRoles.refetch();
    };
    body = <LoadError title="Failed to load roles" error={roles.error ?? userRoles.error} onRetry={retry} />;
  } else {
    const assigned = new Set(userRoles.data.map((r) => r.roleId));
    const change = (role: Role, on: boolean) =>
      toggle.mutate(
        { userId: user.id, roleId: role.id, assigned: on },
        {
          onSuccess: () =>
            toast({
              variant: 'success',
              title: 'Success',
              description: on
                ? `${role.showName} role assigned to ${fullName(user)}`
                : `${role.showName} role removed from ${fullName(user)}`,
            }),
        },
      );

    body = (
      <ul className="divide-y">
        {roles.data.map((role) => {
          const on = assigned.has(role.id);
          const busy = toggle.isPending && toggle.variables.roleId === role.id;
          const locked =
            !canEdit || (role.name === 'SUPER_ADMIN' && !canGrantSuperAdmin) || (isSelf && on) || toggle.isPending;
          const switchId = `role-${role.id}`;
          return (
            <li key={role.id} className="flex items-center justify-between gap-4 py-3">
              <div className="grid gap-1">
                <Label htmlFor={switchId}>{role.showName}</Label>
                <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
                  {role.description}
                </p>
              </div>
              <Switch
                id={switchId}
                checked={on}
                disabled={locked}
                aria-busy={busy || undefined}
                aria-describedby={`${switchId}-description`}
                onCheckedChange={(next) => change(role, next)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Roles</CardTitle>
        <CardDescription>
          {isSelf
            ? 'This is your account: you can add roles to it, but not remove them.'
            : 'Switch a role on to grant it, off to take it away. Changes apply at once.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
