import type { VariantProps } from 'class-variance-authority';
import { Badge, type badgeVariants } from '@/components/ui/badge';

/**
 * One value of a fixed set (a status, a severity) with its words and its look: the same list gives
 * a select's options, a filter's options and the badge, so a value reads the same everywhere.
 */
export interface BadgeOption<V extends string = string> {
  value: V;
  label: string;
  variant?: VariantProps<typeof badgeVariants>['variant'];
}

/** The badge of `value` among `options`; an unknown value shows as it is, outlined. */
export function OptionBadge<V extends string>({ options, value }: { options: readonly BadgeOption<V>[]; value: V }) {
  const option = options.find((candidate) => candidate.value === value);
  return <Badge variant={option?.variant ?? 'outline'}>{option?.label ?? value}</Badge>;
}

/** Whether an item is shown on the website's home page (a news item, a blog post). */
export function HomepageBadge({ shown }: { shown: boolean }) {
  return shown ? <Badge variant="default">Homepage</Badge> : <Badge variant="outline">Not on homepage</Badge>;
}
