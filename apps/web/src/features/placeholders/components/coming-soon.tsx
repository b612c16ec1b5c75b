import { Construction } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';

/** A screen that is not built yet: its title and a note that the feature is coming soon. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">Coming soon</p>
          <p className="text-sm text-muted-foreground">This feature is coming soon.</p>
        </CardContent>
      </Card>
    </div>
  );
}
