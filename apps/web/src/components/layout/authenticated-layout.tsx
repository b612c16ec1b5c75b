import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { MenuEntry } from '@/lib/area';
import { returningTo } from '@/lib/return-path';
import { useSession, wasSignedOutHere } from '@/lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { MenuContext } from './menu';
import { MobileSidebar, Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

/**
 * Everything under '/': signed-in users only (others go to /login), with the 'Menus' sidebar of
 * the console's areas (`menu`, also the dashboard's cards).
 */
export function AuthenticatedLayout({ menu }: { menu: readonly MenuEntry[] }) {
  const session = useSession();
  const location = useLocation();
  const { pathname } = location;
  const [sidebarOpen, setSidebarOpen] = useState(false);

  // Close the slide-in menu on any navigation (links, back button, redirects): adjust state
  // during render when the path changes, rather than in an effect.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSidebarOpen(false);
  }

  // A session lost here (signed out in another tab, or never signed in) goes back to this screen
  // after signing in; Logout in this tab goes to sign in alone.
  if (!session) return <Navigate to={wasSignedOutHere() ? '/login' : returningTo('/login', location)} replace />;

  return (
    <MenuContext value={menu}>
      <div className="flex min-h-svh flex-col">
        <SkipLink />
        <Header onToggleSidebar={() => setSidebarOpen((open) => !open)} sidebarOpen={sidebarOpen} />
        <MobileSidebar open={sidebarOpen} onOpenChange={setSidebarOpen} />
        <div className="flex flex-1">
          <Sidebar />
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 bg-muted/40 p-4 outline-none lg:p-6">
            <Outlet />
          </main>
        </div>
        <Footer />
      </div>
    </MenuContext>
  );
}
