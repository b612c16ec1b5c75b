import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCan } from '@/lib/permissions';

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

export interface HeaderLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The screen's main action, drawn as the primary button. */
  primary?: boolean;
  /** Shown only to those who may change content ('New News Article'). */
  write?: boolean;
}

/** A screen's header links ('Manage Categories', 'New News Article'); write links only for writers. */
export function HeaderLinks({ links }: { links: HeaderLink[] }) {
  const canWrite = useCan('writeContent');
  return links
    .filter((link) => canWrite || !link.write)
    .map(({ to, label, icon: Icon, primary }) => (
      <Link key={to} to={to} className={buttonVariants({ variant: primary ? 'default' : 'outline' })}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    ));
}
