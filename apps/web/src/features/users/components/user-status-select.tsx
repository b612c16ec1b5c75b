import { useId } from 'react';
import type { User, UserStatus } from '@cms/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useUpdateUserStatus } from '../api';
import { statusLabel, USER_STATUS_OPTIONS } from './user-status';

/** Changes the status at once (PATCH .../status); the select shows the server's value. */
export function UserStatusSelect({ user, disabled }: { user: User; disabled?: boolean }) {
  const id = useId();
  const updateStatus = useUpdateUserStatus();

  const change = (status: UserStatus) => {
    if (status === user.status) return;
    updateStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Success',
            description: `User status changed to ${statusLabel(status)}`,
          }),
      },
    );
  };

  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>Status</Label>
      <Select
        id={id}
        value={updateStatus.isPending ? updateStatus.variables.status : user.status}
        disabled={disabled || updateStatus.isPending}
        aria-busy={updateStatus.isPending || undefined}
        onChange={(event) => change(event.target.value as UserStatus)}
      >
        {USER_STATUS_OPTIONS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
