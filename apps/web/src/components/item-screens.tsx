import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { ItemFormProps } from '@/components/form/page-form';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { BackLink, WriteDenied } from '@/components/item-states';
import { savedRowState } from '@/hooks/use-saved-row';
import { PageHeader } from '@/components/layout/page-header';
import { OptionBadge, type BadgeOption } from '@/components/option-badge';
import { SiteLinks, type OnSite } from '@/components/public-site';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import type { ScreenResource } from '@/lib/resource';
import type { Screens } from '@/lib/resource-screens';

/*
 * The screens of an area's `:id`, `new` and `:id/edit` routes (docs/architecture.md): the way
 * back, the item loaded through `ItemGate`, the header, then what the area shows or edits; their
 * words are the resource's.
 */

/** The heading of an item's screen: its title, unless the area says ('News Preview', a name). */
export type ItemTitleOf<T> = T extends { title: string }
  ? { title?: (item: T) => string }
  : { title: (item: T) => string };

export type ItemViewScreenProps<T extends { id: number }> = ItemViewOptions<T> & ItemTitleOf<T>;

interface ItemViewOptions<T extends { id: number }> {
  resource: { useItem: (id: number) => UseQueryResult<T>; screens: Screens } & OnSite<T>;
  /** The item's status among its options: a badge at the head of the line under the title. */
  status?: { options: readonly BadgeOption[]; of: (item: T) => string };
  /** Under the title (after the status); with a status, a line of badges and words. */
  description?: (item: T) => ReactNode;
  /** The words of Edit: 'Edit' unless given ('Edit Blog'). */
  editLabel?: string;
  /** Writers' actions before Edit (Publish). */
  actions?: (item: T) => ReactNode;
  /** The item, read-only, in a card. */
  children: (item: T) => ReactNode;
}

/**
 * `/<area>/:id`: the item read-only, with Edit (and the area's own actions) for writers, and its
 * Preview and View on site for every reader where the area has public pages.
 */
export function ItemViewScreen<T extends { id: number }>(props: ItemViewScreenProps<T>) {
  const { resource, status, editLabel = 'Edit', actions, children } = props;
  const title = props.title ?? ((item: T) => (item as unknown as { title: string }).title);
  const canWrite = useCan('writeContent');
  const item = itemRouteOf(resource);
  const description = (loaded: T) =>
    status ? (
      <span className="flex flex-wrap items-center gap-2">
        <OptionBadge options={status.options} value={status.of(loaded)} />
        {props.description?.(loaded)}
      </span>
    ) : (
      props.description?.(loaded)
    );
  return (
    <div>
      <BackLink {...item.back} />
      <ItemGate {...item}>
        {(loaded) => (
          <>
            <PageHeader
              title={title(loaded)}
              description={description(loaded)}
              actions={
                <>
                  <SiteLinks resource={resource} item={loaded} title={nameOf(loaded, title(loaded))} />
                  {canWrite && (
                    <>
                      {actions?.(loaded)}
                      <Link to={`${resource.screens.itemPath(loaded.id)}/edit`} className={buttonVariants()}>
                        <Pencil aria-hidden="true" />
                        {editLabel}
                      </Link>
                    </>
                  )}
                </>
              }
            />
            <Card>
              <CardContent className="py-4">{children(loaded)}</CardContent>
            </Card>
          </>
        )}
      </ItemGate>
    </div>
  );
}

export interface ItemFormScreenProps<T extends { id: number }, B> {
  mode: 'new' | 'edit';
  resource: Pick<ScreenResource<T, B>, 'useCreate' | 'useUpdate' | 'useItem' | 'screens' | 'site'>;
  /** Under the title ('New Alert', 'Edit Alert'), for a new item or a saved one. */
  description?: { new?: ReactNode; edit?: ReactNode };
  /** The area's one form for create and edit; a save goes back to the list. */
  form: ComponentType<ItemFormProps<T, B>>;
  /** Editing a missing item goes back to the list (docs/product/staff.md: departments, staff). */
  missingToList?: boolean | 'say';
}

/** How a saved item is named in its links to the site: its title, name or question, else `otherwise` (its heading, its thing). */
function nameOf(item: object, otherwise: string): string {
  const { title, name, question } = item as Record<string, unknown>;
  const named = [title, name, question].find((one) => typeof one === 'string' && one.trim());
  return typeof named === 'string' ? named : otherwise;
}

/**
 * `/<area>/new` and `/<area>/:id/edit`: one form, created with POST or saved with PUT at the same
 * id, then back to the list; a VIEWER is told first that the save would be refused ('You do not
 * have permission to edit alerts').
 */
export function ItemFormScreen<T extends { id: number }, B>({
  mode,
  resource,
  description,
  form: Form,
  missingToList,
}: ItemFormScreenProps<T, B>) {
  const navigate = useNavigate();
  const canWrite = useCan('writeContent');
  const { screens } = resource;
  const item = itemRouteOf(resource);
  // Back at the list's top, the saved row marked and focused (hooks/use-saved-row.ts).
  const toList = (saved: { id: number }) => navigate(screens.path, { state: savedRowState(saved.id) });
  const create = resource.useCreate({ onSuccess: toList });
  const update = resource.useUpdate({ onSuccess: toList });

  let body;
  if (!canWrite) body = <WriteDenied action={`edit ${screens.list}`} back={item.back} />;
  else if (mode === 'new') body = <Form onSubmit={(values) => create.mutateAsync(values)} />;
  else
    body = (
      <ItemGate {...item} missingToList={missingToList}>
        {(loaded) => (
          <>
            {resource.site && (
              <div className="mb-4 flex flex-wrap gap-2">
                <SiteLinks resource={resource} item={loaded} title={nameOf(loaded, screens.name)} />
              </div>
            )}
            <Form item={loaded} onSubmit={(values) => update.mutateAsync({ id: loaded.id, body: values })} />
          </>
        )}
      </ItemGate>
    );
  return (
    <div>
      <BackLink {...item.back} />
      <PageHeader title={mode === 'new' ? screens.create : `Edit ${screens.name}`} description={description?.[mode]} />
      {body}
    </div>
  );
}

/**
 * The `new` and `:id/edit` route modules of an area: its one form on `ItemFormScreen`, with what
 * the title's line under it says.
 */
export function itemFormScreens<T extends { id: number }, B>(
  resource: ItemFormScreenProps<T, B>['resource'],
  form: ComponentType<ItemFormProps<T, B>>,
  description?: ItemFormScreenProps<T, B>['description'],
  options: Pick<ItemFormScreenProps<T, B>, 'missingToList'> = {},
) {
  const screen = (mode: 'new' | 'edit') =>
    function AreaFormScreen() {
      return <ItemFormScreen mode={mode} resource={resource} description={description} form={form} {...options} />;
    };
  return { CreateScreen: screen('new'), EditScreen: screen('edit') };
}
