import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** An unknown (or deleted) user's id (spec 01 §2 "User detail", §8). */
export function UserNotFound() {
  return (
    <div>
      <PageHeader title="User Not Found" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <UserX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">The user you&apos;re looking for doesn&apos;t exist</p>
          <Link to="/users" className={buttonVariants({ className: 'mt-2' })}>
            <ArrowLeft aria-hidden="true" />
            Back to User List
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
