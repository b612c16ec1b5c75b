import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormSetError } from 'react-hook-form';
import { USER_STATUSES, userCreateRequest, userUpdateRequest, type User, type UserStatus } from '@cms/contract';
import { CancelAndDo } from '@/components/form/form-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { USER_STATUS_LABELS } from './user-status-badge';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  status: UserStatus;
}

/**
 * What the form hands over: trimmed, without a password when an edit leaves it blank, and without a
 * status when it is locked (the server then keeps the current one).
 */
export interface UserFormResult {
  firstName: string;
  lastName: string;
  username: string;
  status?: UserStatus;
  password?: string;
}

const FIELDS = ['firstName', 'lastName', 'username', 'password', 'status'] as const;
type FieldName = (typeof FIELDS)[number];

// Both contract schemas read the same five fields (create requires the password, edit does not).
// The form always holds all five as strings, which both schemas accept; the cast only narrows the
// schemas' looser input types (optional status and password) to that.
const createResolver = zodResolver(userCreateRequest) as unknown as Resolver<UserFormValues, unknown, UserFormResult>;
const editResolver = zodResolver(userUpdateRequest) as unknown as Resolver<UserFormValues, unknown, UserFormResult>;

/** Puts the server's word on a field: a taken username (409), or a validation issue naming a field. */
function showServerErrors(error: unknown, setError: UseFormSetError<UserFormValues>): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409 && error.serverMessage) {
    setError('username', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
    return;
  }
  for (const issue of error.body?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path);
    if (field) setError(field as FieldName, { type: 'server', message: issue.message });
  }
}

export interface UserFormProps {
  /** The user being edited; absent when creating one. */
  user?: User;
  /** Resolves when saved; a rejection keeps the form as typed (the error toast is shared). */
  onSubmit: (values: UserFormResult) => Promise<unknown>;
  onCancel: () => void;
  /** Own account: an admin cannot deactivate itself, so its status stays ACTIVE. */
  lockStatus?: boolean;
}

/**
 * Add New User and Edit User (one form, `isEdit = Boolean(user)`), validated with the contract's
 * schemas: the spec's messages (spec 01 §5) appear beside their field, which is marked aria-invalid.
 */
export function UserForm({ user, onSubmit, onCancel, lockStatus = false }: UserFormProps) {
  const isEdit = Boolean(user);
  const form = useForm<UserFormValues, unknown, UserFormResult>({
    resolver: isEdit ? editResolver : createResolver,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      password: '',
      status: user?.status ?? 'ACTIVE',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result: UserFormResult = { ...values };
    if (!values.password) delete result.password;
    if (lockStatus) delete result.status;
    try {
      await onSubmit(result);
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message} requiredMark>
          <Input autoComplete="off" required {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message} requiredMark>
          <Input autoComplete="off" required {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message} requiredMark description="The user's email address">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@school.example"
          required
          {...form.register('username')}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        requiredMark={!isEdit}
        description={isEdit ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
      >
        <PasswordInput autoComplete="new-password" required={!isEdit} {...form.register('password')} />
      </FormField>
      <FormField
        label="Status"
        error={errors.status?.message}
        description={lockStatus ? 'You cannot deactivate your own account.' : undefined}
      >
        <Select disabled={lockStatus} {...form.register('status')}>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FormField>
      <CancelAndDo
        onCancel={onCancel}
        busy={isSubmitting}
        label={isEdit ? 'Save Changes' : 'Create User'}
        busyLabel={isEdit ? 'Saving...' : 'Creating...'}
        className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end"
      />
    </form>
  );
}
