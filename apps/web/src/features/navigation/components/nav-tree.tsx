import { useState, type ReactNode } from 'react';
import { ChevronRight, Plus } from 'lucide-react';
import { navigationMessages, type NavItem } from '@cms/contract';
import { deleteAction, editAction } from '@/components/columns';
import { RowActions, type RowAction } from '@/components/data-table';
import { SortableList } from '@/components/sortable-list';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { navItemsResource, navSubmenusResource, type NavSubmenu } from '../api';
import type { NavEditing } from './nav-item-dialog';

const nameOf = (entry: { name: string }) => entry.name;
const positionOf = (list: { id: number }[], id: number) => list.findIndex((entry) => entry.id === id) + 1;

/** One line of the menu: the handle, the name over its route, then the row's controls. */
function NavRow<T extends NavItem | NavSubmenu>({
  entry,
  handle,
  actions,
  children,
}: {
  entry: T;
  handle: ReactNode;
  actions: RowAction<T>[];
  /** Between the name and the actions (a top-level item's submenus toggle). */
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {handle}
      <div className="min-w-0 flex-1 py-1">
        <p className="font-medium break-words">{entry.name}</p>
        <p className="text-sm break-all text-muted-foreground">{entry.route}</p>
      </div>
      {children}
      {actions.length > 0 && (
        <RowActions row={entry} actions={actions} rowLabel={nameOf} className="w-full justify-end sm:w-auto" />
      )}
    </div>
  );
}

/**
 * The menu as staff arrange it (docs/product/navigation.md §2): the top-level items, each with its submenus folded
 * under it; both levels dragged by their handles (or moved with the keyboard), each list saved on
 * its own. Writers add, edit and delete from the rows; everyone else reads.
 */
export function NavTree({
  tree,
  canWrite,
  onEdit,
}: {
  tree: NavItem[];
  canWrite: boolean;
  onEdit: (editing: NavEditing) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const reorderItems = navItemsResource.useReorder();
  const reorderSubmenus = navSubmenusResource.useReorder();
  const removeItem = navItemsResource.useDelete();
  const removeSubmenu = navSubmenusResource.useDelete();

  const toggle = (id: number, open = !expanded.has(id)) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const itemActions: RowAction<NavItem>[] = canWrite
    ? [
        {
          label: 'Add submenu',
          icon: Plus,
          run: (item) => {
            toggle(item.id, true);
            onEdit({ parent: item, position: item.submenus.length + 1 });
          },
        },
        editAction((item) => onEdit({ item, position: positionOf(tree, item.id) })),
        deleteAction((item) => removeItem.mutateAsync(item.id), {
          title: navigationMessages.deleteConfirm,
          description: (item) => `"${item.name}" will be removed from the website's menu.`,
        }),
      ]
    : [];

  const submenuActions = (parent: NavItem): RowAction<NavSubmenu>[] =>
    canWrite
      ? [
          editAction((submenu) => onEdit({ parent, item: submenu, position: positionOf(parent.submenus, submenu.id) })),
          deleteAction((submenu) => removeSubmenu.mutateAsync(submenu.id), {
            title: 'Are you sure you want to delete this submenu?',
            description: (submenu) => `"${submenu.name}" will be removed from the ${parent.name} menu.`,
          }),
        ]
      : [];

  return (
    <SortableList
      items={tree}
      label="Menu items"
      rowLabel={nameOf}
      disabled={!canWrite}
      onReorder={reorderItems.mutateAsync}
      testId="nav"
      renderItem={(item, handle) => {
        const count = item.submenus.length;
        const open = count > 0 && expanded.has(item.id);
        return (
          <div className="grid min-w-0 flex-1 gap-2">
            <NavRow entry={item} handle={handle} actions={itemActions}>
              {count > 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={open}
                  aria-label={`${count} ${count === 1 ? 'submenu' : 'submenus'} of ${item.name}`}
                  onClick={() => toggle(item.id)}
                >
                  <ChevronRight aria-hidden="true" className={cn('transition-transform', open && 'rotate-90')} />
                  {count} {count === 1 ? 'submenu' : 'submenus'}
                </Button>
              )}
            </NavRow>
            {open && (
              <SortableList
                items={item.submenus}
                label={`Submenus of ${item.name}`}
                rowLabel={nameOf}
                disabled={!canWrite}
                onReorder={reorderSubmenus.mutateAsync}
                testId={`nav-${item.id}`}
                className="ml-2 sm:ml-12"
                renderItem={(submenu, subHandle) => (
                  <div className="min-w-0 flex-1">
                    <NavRow entry={submenu} handle={subHandle} actions={submenuActions(item)} />
                  </div>
                )}
              />
            )}
          </div>
        );
      }}
    />
  );
}
