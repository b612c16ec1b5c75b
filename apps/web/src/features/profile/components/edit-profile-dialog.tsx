import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { profileUpdateRequest, type Profile, type ProfileUpdateRequest } from '@cms/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api';

/** 'Edit Profile': first and last name; the username (an email address) is read-only. */
export function EditProfileDialog({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>
            Update your name. Your email address is your username and cannot be changed.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted on every open, so it starts from the current profile. */}
        <EditProfileForm profile={profile} onSavingChange={setSaving} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface EditProfileFormProps {
  profile: Profile;
  onSavingChange: (saving: boolean) => void;
  onSaved: () => void;
}

function EditProfileForm({ profile, onSavingChange, onSaved }: EditProfileFormProps) {
  const form = useForm<ProfileUpdateRequest>({
    resolver: zodResolver(profileUpdateRequest),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile({
    onMutate: () => onSavingChange(true),
    onSettled: () => onSavingChange(false),
  });

  // A failure keeps the dialog open with what was typed; the shared handler shows
  // 'Profile Not Updated' / 'Your profile has not been updated.'.
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Profile Updated' });
        onSaved();
      },
    }),
  );

  const saving = update.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.username?.message}>
        <Input type="email" autoComplete="username" readOnly {...form.register('username')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner label="" />}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
