import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PanelLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCurrentWebsite } from '@/lib/website';

// Loaded only once someone is signed in: keeps the menu's popper code off the login page.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export interface HeaderProps {
  /** Given by the authenticated layout: shows the sidebar toggle below 1024 px. */
  onToggleSidebar?: () => void;
  sidebarOpen?: boolean;
}

/** '{website name} CMS'; a loading state while the lookup runs; its error kept beside the title. */
function WebsiteTitle() {
  const website = useCurrentWebsite();
  if (website.isPending) {
    return (
      <div role="status" className="flex items-center">
        <Skeleton className="h-5 w-40" />
        <span className="sr-only">Loading website details...</span>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col">
      <Link
        to="/"
        className="truncate rounded-sm text-base font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {website.data ? `${website.data.name} CMS` : 'CMS'}
      </Link>
      {website.isError && (
        <p role="alert" className="truncate text-xs text-destructive">
          {errorMessage(website.error, 'Failed to fetch website details')}
        </p>
      )}
    </div>
  );
}

/** Sticky header: website name, sidebar toggle, user menu or Login link (docs/product/console.md §2 "Layouts"). */
export function Header({ onToggleSidebar, sidebarOpen }: HeaderProps) {
  const session = useSession();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-14 items-center gap-3 px-4 lg:px-6">
        {session && onToggleSidebar && (
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            onClick={onToggleSidebar}
            aria-label="Toggle sidebar"
            aria-expanded={sidebarOpen}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
        )}
        <WebsiteTitle />
        <div className="ml-auto flex items-center gap-2">
          {session ? (
            <Suspense fallback={<Skeleton className="size-8 rounded-full" />}>
              <UserMenu user={session.user} />
            </Suspense>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to="/login">Login</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
