import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Users are an ADMIN's business (DESIGN §5): everyone else sees this instead of the screen. */
export function UsersAccessDenied() {
  return (
    <div>
      <PageHeader title="Users" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">You do not have permission to manage users</p>
          <p className="text-sm text-muted-foreground">Ask an administrator of this website if you need access.</p>
          <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
            Go to Dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
