import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pencil } from 'lucide-react';
import { ItemGate, type ItemRoute } from '@/components/item-gate';
import { BackLink, WriteDenied } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import type { Resource } from '@/lib/resource';

/*
 * The screens of an area's `:id`, `new` and `:id/edit` routes (docs/architecture.md): the way
 * back, the item loaded through `ItemGate`, the header, then what the area shows or edits.
 */

export interface ItemViewScreenProps<T> {
  item: ItemRoute<T>;
  title: (item: T) => string;
  description?: (item: T) => ReactNode;
  /** Where Edit goes ('/alerts/7/edit'), and its words ('Edit' unless given). */
  edit: { to: (item: T) => string; label?: string };
  /** Writers' actions before Edit (Publish). */
  actions?: (item: T) => ReactNode;
  /** The item, read-only, in a card. */
  children: (item: T) => ReactNode;
}

/** `/<area>/:id`: the item read-only, with Edit (and the area's own actions) for writers. */
export function ItemViewScreen<T>({ item, title, description, edit, actions, children }: ItemViewScreenProps<T>) {
  const canWrite = useCan('writeContent');
  return (
    <div>
      <BackLink {...item.back} />
      <ItemGate {...item}>
        {(loaded) => (
          <>
            <PageHeader
              title={title(loaded)}
              description={description?.(loaded)}
              actions={
                canWrite && (
                  <>
                    {actions?.(loaded)}
                    <Link to={edit.to(loaded)} className={buttonVariants()}>
                      <Pencil aria-hidden="true" />
                      {edit.label ?? 'Edit'}
                    </Link>
                  </>
                )
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
  item: ItemRoute<T>;
  resource: Pick<Resource<T, B>, 'useCreate' | 'useUpdate'>;
  title: { new: string; edit: string };
  description?: { new?: ReactNode; edit?: ReactNode };
  /** What a VIEWER may not do: 'edit alerts'. */
  denied: string;
  /** The area's one form for create and edit; a save goes back to the list. */
  form: (props: { item?: T; onSubmit: (body: B) => Promise<unknown> }) => ReactNode;
}

/**
 * `/<area>/new` and `/<area>/:id/edit`: one form, created with POST or saved with PUT at the same
 * id, then back to the list; a VIEWER is told first that the save would be refused.
 */
export function ItemFormScreen<T extends { id: number }, B>({
  mode,
  item,
  resource,
  title,
  description,
  denied,
  form,
}: ItemFormScreenProps<T, B>) {
  const navigate = useNavigate();
  const canWrite = useCan('writeContent');
  const toList = () => navigate(item.back.to);
  const create = resource.useCreate({ onSuccess: toList });
  const update = resource.useUpdate({ onSuccess: toList });

  let body;
  if (!canWrite) body = <WriteDenied action={denied} back={item.back} />;
  else if (mode === 'new') body = form({ onSubmit: (values) => create.mutateAsync(values) });
  else
    body = (
      <ItemGate {...item}>
        {(loaded) => form({ item: loaded, onSubmit: (values) => update.mutateAsync({ id: loaded.id, body: values }) })}
      </ItemGate>
    );
  return (
    <div>
      <BackLink {...item.back} />
      <PageHeader title={title[mode]} description={description?.[mode]} />
      {body}
    </div>
  );
}
