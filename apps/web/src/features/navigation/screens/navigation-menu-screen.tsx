import { useState, type ReactNode } from 'react';
import { Menu, Plus } from 'lucide-react';
import { navigationMessages } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { navItemsResource, useCreateDefaultMenu } from '../api';
import { NavItemDialog, type NavEditing } from '../components/nav-item-dialog';
import { NavTree } from '../components/nav-tree';

/**
 * /navigation-menu (docs/product/navigation.md §2): the website's menu, its items and their submenus in order; an
 * empty menu offers the default one.
 */
export function NavigationMenuScreen() {
  const canWrite = useCan('writeContent');
  const tree = navItemsResource.useWhole();
  const createDefault = useCreateDefaultMenu();
  const [editing, setEditing] = useState<NavEditing | null>(null);
  const items = tree.data;

  let body: ReactNode;
  if (tree.isPending) {
    body = <LoadingState label="Loading navigation menu..." />;
  } else if (!items) {
    body = <LoadError title={navigationMessages.loadFailed} error={tree.error} onRetry={() => void tree.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Menu className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{navigationMessages.empty}</p>
        {canWrite && (
          <Button onClick={() => createDefault.mutate()} disabled={createDefault.isPending}>
            {createDefault.isPending && <Spinner label="" />}
            {navigationMessages.createDefault}
          </Button>
        )}
      </div>
    );
  } else {
    body = <NavTree tree={items} canWrite={canWrite} onEdit={setEditing} />;
  }

  return (
    <div>
      <PageHeader
        title="Navigation Menu"
        description="The menu across the top of the school website: its items, their submenus and their order."
        actions={
          canWrite && (
            <Button
              aria-haspopup="dialog"
              onClick={() => setEditing({ position: (items?.length ?? 0) + 1 })}
              disabled={!items}
            >
              <Plus aria-hidden="true" />
              Add menu item
            </Button>
          )
        }
      />
      {/* Narrow margins on a phone, so a row's actions fit on one line under its name. */}
      <Card className="py-3 sm:py-6">
        <CardContent className="px-2 sm:px-6">{body}</CardContent>
      </Card>
      {canWrite && <NavItemDialog editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
