import type { UserStatus } from '@cms/contract';
import type { BadgeOption } from '@/components/option-badge';

/** A user's status in words and look: its badge, and the options of the status selects. */
export const USER_STATUS_OPTIONS: readonly BadgeOption<UserStatus>[] = [
  { value: 'ACTIVE', label: 'Active', variant: 'success' },
  { value: 'INACTIVE', label: 'Inactive', variant: 'secondary' },
  { value: 'SUSPENDED', label: 'Suspended', variant: 'destructive' },
  { value: 'PENDING', label: 'Pending', variant: 'outline' },
];

export const statusLabel = (status: UserStatus) =>
  USER_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
