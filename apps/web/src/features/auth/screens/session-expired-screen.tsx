import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { logout } from '@/lib/logout';
import { returnPathOf, withReturn } from '@/lib/return-path';
import { AuthCard } from '../components/auth-card';

/**
 * /session-expired (public): where any 401 leads. Logs out on entry, after the navigation here has
 * finished, so the signed-in layout never races it with its own redirect to /login. Go to Login
 * keeps the screen the user was on (`?next=`), where signing in again goes back.
 */
export function SessionExpiredScreen() {
  const { search } = useLocation();
  useEffect(() => {
    // The token is already refused by the server: nothing to revoke.
    void logout({ callServer: false });
  }, []);

  return (
    <AuthCard title="Session expired" description="Your session has expired. Please log in again.">
      <Link to={withReturn('/login', returnPathOf(search))} className={buttonVariants({ className: 'w-full' })}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
