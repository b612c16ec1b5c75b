import type { UserStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  SUSPENDED: 'Suspended',
  PENDING: 'Pending',
};

const VARIANTS = {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  SUSPENDED: 'destructive',
  PENDING: 'outline',
} as const satisfies Record<UserStatus, 'success' | 'secondary' | 'destructive' | 'outline'>;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{USER_STATUS_LABELS[status] ?? status}</Badge>;
}
