import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCreateUser } from '../api';
import { UserFormDialog } from './user-form-dialog';

/** The list's 'Add New User' button and dialog (spec 01 §2, §8). */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const createUser = useCreateUser();

  return (
    <UserFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add New User
        </Button>
      }
      onSubmit={async ({ password = '', status = 'ACTIVE', ...fields }) => {
        await createUser.mutateAsync({ ...fields, password, status });
        toast({ variant: 'success', title: 'Success', description: 'User created successfully' });
        setOpen(false);
      }}
    />
  );
}
