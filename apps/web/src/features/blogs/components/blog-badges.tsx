import type { BlogStatus } from '@cms/contract';
import { Badge } from '@/components/ui/badge';

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published' };

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return (
    <Badge variant={status === 'PUBLISHED' ? 'success' : 'secondary'}>{BLOG_STATUS_LABELS[status] ?? status}</Badge>
  );
}

/** 'Homepage' for a blog shown on the school's home page; a quiet dash otherwise. */
export function HomepageBadge({ hpBlog }: { hpBlog: boolean }) {
  if (hpBlog) return <Badge variant="outline">Homepage</Badge>;
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not on homepage</span>
    </span>
  );
}
