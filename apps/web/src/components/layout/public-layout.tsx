import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathOf } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Header, a centred content area and the footer, for screens that need no session. */
export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 outline-none sm:items-center"
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/**
 * /login: a user who is already signed in goes to the dashboard instead (docs/product/console.md §2),
 * or back to the screen a session that ended was on (`?next=`, signed in from another tab).
 */
export function LoginLayout() {
  const session = useSession();
  const { search } = useLocation();
  if (session) return <Navigate to={returnPathOf(search) ?? '/'} replace />;
  return <PublicLayout />;
}
