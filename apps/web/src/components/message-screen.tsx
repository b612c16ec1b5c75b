import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';

/**
 * A screen that has only something to say instead of its content (a missing item, a user without
 * access): the title, then the icon, the message, a hint and the way on, centred in a card.
 */
export function MessageScreen({
  title,
  icon: Icon,
  message,
  hint,
  children,
}: {
  title: string;
  icon: LucideIcon;
  message: string;
  hint?: string;
  /** The way on: a link back or home. */
  children?: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">{message}</p>
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
