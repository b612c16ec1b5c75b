import type { NewsStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';

/** The badges' words (spec 01 §4): ACTIVE reads Published. */
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  ACTIVE: 'Published',
  DRAFT: 'Draft',
  INACTIVE: 'Inactive',
};

/** In the order the form's select and the list's filter offer them. */
export const NEWS_STATUS_OPTIONS: NewsStatus[] = ['DRAFT', 'ACTIVE', 'INACTIVE'];

const VARIANTS = {
  ACTIVE: 'success',
  DRAFT: 'outline',
  INACTIVE: 'secondary',
} as const satisfies Record<NewsStatus, 'success' | 'outline' | 'secondary'>;

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{NEWS_STATUS_LABELS[status] ?? status}</Badge>;
}

/** Whether the item shows on the website's home page. */
export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}
