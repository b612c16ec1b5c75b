import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { MessageScreen } from '@/components/message-screen';
import { buttonVariants } from '@/components/ui/button';

/** Users are an ADMIN's business (docs/design.md §5): everyone else sees this instead of the screen. */
export function UsersAccessDenied() {
  return (
    <MessageScreen
      title="Users"
      icon={ShieldAlert}
      message="You do not have permission to manage users"
      hint="Ask an administrator of this website if you need access."
    >
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        Go to Dashboard
      </Link>
    </MessageScreen>
  );
}
