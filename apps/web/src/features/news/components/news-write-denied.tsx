import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** For a VIEWER on a create or edit route: the server would refuse the save (403), so say so first. */
export function NewsWriteDenied() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="font-medium">You do not have permission to edit news</p>
        <Link to="/news" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Back to News
        </Link>
      </CardContent>
    </Card>
  );
}
