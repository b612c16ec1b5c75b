import { Pencil, Plus } from 'lucide-react';
import { userCreateRequest, userUpdateRequest, type User, type UserUpdateRequest } from '@cms/contract';
import type { z } from 'zod';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { valuesFrom } from '@/components/form/use-resource-form';
import { USER_STATUS_OPTIONS } from './user-status';

const Field = fieldsFor<UserUpdateRequest>();

const EMPTY = { firstName: '', lastName: '', username: '', password: '', status: 'ACTIVE' };

export interface UserFormDialogProps {
  /** Edit this user; absent for Add New User. */
  user?: User;
  /** Own account: an admin cannot deactivate itself, so its status stays as it is and is not sent. */
  lockStatus?: boolean;
  /**
   * Resolves when saved (the dialog closes); a rejection keeps what was typed. It is handed the
   * trimmed fields, without a password an edit leaves blank and without a locked status.
   */
  onSubmit: (values: UserUpdateRequest) => Promise<unknown>;
  /** Opened from outside; otherwise by its own button ('Add New User', 'Edit User'). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Add New User and Edit User: one form checked with the contract's schemas (create requires the
 * password, edit does not), the spec's messages (docs/product/users.md §5) beside their fields and a taken
 * username (409) beside the username.
 */
export function UserFormDialog({ user, lockStatus = false, onSubmit, ...dialog }: UserFormDialogProps) {
  const editing = user !== undefined;
  const schema: z.ZodType<UserUpdateRequest> = editing ? userUpdateRequest : userCreateRequest;
  return (
    <FormDialog
      {...dialog}
      trigger={editing ? { label: 'Edit User', icon: Pencil } : { label: 'Add New User', icon: Plus, primary: true }}
      description={
        editing ? "Change the user's details and status." : 'Create an account that can sign in to this CMS.'
      }
      submitLabel={editing ? 'Save Changes' : 'Create User'}
      savingLabel={editing ? 'Saving...' : 'Creating...'}
      schema={schema}
      defaultValues={valuesFrom(EMPTY, user)}
      conflictField="username"
      onSubmit={({ password, status, ...fields }) =>
        onSubmit({ ...fields, ...(password ? { password } : {}), ...(lockStatus ? {} : { status }) })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text name="firstName" label="First Name" required />
        <Field.Text name="lastName" label="Last Name" required />
      </div>
      <Field.Text
        name="username"
        label="Username"
        type="email"
        placeholder="name@school.example"
        description="The user's email address"
        required
      />
      <Field.Password
        name="password"
        label="Password"
        required={!editing}
        requiredMark={!editing}
        description={editing ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
      />
      {/* A disabled fieldset disables the select inside it; the status is then left out of the request. */}
      <fieldset disabled={lockStatus} className="contents">
        <Field.Select
          name="status"
          label="Status"
          options={[...USER_STATUS_OPTIONS]}
          description={lockStatus ? 'You cannot deactivate your own account.' : undefined}
        />
      </fieldset>
    </FormDialog>
  );
}
