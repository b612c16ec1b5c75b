import { Pencil } from 'lucide-react';
import { profileUpdateRequest, type Profile, type ProfileUpdateRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api';

const Field = fieldsFor<ProfileUpdateRequest>();

/**
 * 'Edit Profile': first and last name; the username (an email address) is read-only. A failure
 * keeps the dialog open with what was typed; the shared handler shows 'Profile Not Updated' /
 * 'Your profile has not been updated.'.
 */
export function EditProfileDialog({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  return (
    <FormDialog
      trigger={{ label: 'Edit Profile', icon: Pencil }}
      description="Update your name. Your email address is your username and cannot be changed."
      submitLabel="Save Changes"
      schema={profileUpdateRequest}
      defaultValues={{ firstName: profile.firstName, lastName: profile.lastName, username: profile.username }}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast({ variant: 'success', title: 'Profile Updated' });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text name="firstName" label="First Name" autoComplete="given-name" required requiredMark={false} />
        <Field.Text name="lastName" label="Last Name" autoComplete="family-name" required requiredMark={false} />
      </div>
      <Field.Text name="username" label="Email" type="email" autoComplete="username" readOnly />
    </FormDialog>
  );
}
