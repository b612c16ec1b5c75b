import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { MessageScreen } from '@/components/message-screen';
import { buttonVariants } from '@/components/ui/button';

/** An unknown (or deleted) user's id (docs/product/users.md §2 "User detail", §8). */
export function UserNotFound() {
  return (
    <MessageScreen title="User Not Found" icon={UserX} message="The user you're looking for doesn't exist">
      <Link to="/users" className={buttonVariants({ className: 'mt-2' })}>
        <ArrowLeft aria-hidden="true" />
        Back to User List
      </Link>
    </MessageScreen>
  );
}
