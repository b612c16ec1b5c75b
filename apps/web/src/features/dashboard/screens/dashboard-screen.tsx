import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';

const AREAS = NAV_ITEMS.filter((item) => item.contentArea);

/** '/': a greeting and one quick-link card per content area of the sidebar. */
export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const firstName = session?.user.firstName ?? '';

  return (
    <div>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight">
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Choose an area to manage your school website&apos;s content.
        </p>
      </div>
      <nav aria-label="Content areas">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AREAS.map(({ title, to, icon: Icon, description }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-foreground/30 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-medium">
                    {title}
                    <ArrowRight
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
