import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Primary actions, right-aligned on wide screens ('New ...' buttons, links). */
  actions?: ReactNode;
}

/** The top of every screen: its h1 (also the tab title), a subtitle and its primary actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
