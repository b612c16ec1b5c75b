import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

export function BackToNews() {
  return (
    <Link
      to="/news"
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 mb-2 text-muted-foreground' })}
    >
      <ArrowLeft aria-hidden="true" />
      Back to News
    </Link>
  );
}
