import { LinkCards } from '@/components/link-cards';
import { useMenu } from '@/components/layout/menu';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';

/** '/': a greeting and one quick-link card per content area of the sidebar (an entry with a card). */
export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const firstName = session?.user.firstName ?? '';
  const cards = useMenu().flatMap(({ title, path, icon, card }) =>
    card ? [{ title, to: path, icon, description: card }] : [],
  );

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
      <LinkCards label="Content areas" cards={cards} />
    </div>
  );
}
