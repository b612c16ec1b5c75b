import { Link } from 'react-router';
import { newsMessages } from '@cms/contract';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { LoadError } from '@/components/load-error';

/** Spec 01 §8: 'Failed to load news item'; a missing item is not worth retrying. */
export function NewsLoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const missing = isApiError(error, 404) || isApiError(error, 400) || !onRetry;
  return (
    <Card>
      <CardContent>
        <LoadError title={newsMessages.loadFailed} error={error} onRetry={missing ? undefined : onRetry}>
          <Link to="/news" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Back to News
          </Link>
        </LoadError>
      </CardContent>
    </Card>
  );
}
