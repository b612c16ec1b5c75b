import type { ReactNode } from 'react';
import type { User } from '@cms/contract';
import { OptionBadge } from '@/components/option-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { RoleBadges } from './role-badges';
import { USER_STATUS_OPTIONS } from './user-status';
import { UserStatusSelect } from './user-status-select';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

export interface UserDetailsPanelProps {
  user: User;
  statusLocked?: boolean;
  /** Why the status cannot be changed, shown under it. */
  statusLockedReason?: string;
}

/** The Details tab: the user's fields and its status, changeable in place. */
export function UserDetailsPanel({ user, statusLocked = false, statusLockedReason }: UserDetailsPanelProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>User Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-5 sm:grid-cols-2">
            <Item term="First Name">{user.firstName}</Item>
            <Item term="Last Name">{user.lastName}</Item>
            <Item term="Username">{user.username}</Item>
            <Item term="Status">
              <OptionBadge options={USER_STATUS_OPTIONS} value={user.status} />
            </Item>
            <Item term="Roles">
              <RoleBadges roles={user.roles} />
            </Item>
            <Item term="Created">
              <time dateTime={user.createdDate}>{formatDateTime(user.createdDate)}</time>
            </Item>
            <Item term="Last Updated">
              <time dateTime={user.updatedDate}>{formatDateTime(user.updatedDate)}</time>
            </Item>
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:self-start">
        <CardHeader>
          <CardTitle>Account Status</CardTitle>
          <CardDescription>Only active users can sign in.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <UserStatusSelect user={user} disabled={statusLocked} />
          {statusLocked && statusLockedReason && <p className="text-sm text-muted-foreground">{statusLockedReason}</p>}
        </CardContent>
      </Card>
    </div>
  );
}
