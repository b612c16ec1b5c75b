import type { z } from 'zod';
import { NAV_ORDER_MAX, navItemForm, type NavItem } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { navItemsResource, navSubmenusResource, type NavSubmenu } from '../api';

/** The dialog's fields: an item's and a submenu's are named alike, checked by one schema. */
const Field = fieldsFor<z.input<typeof navItemForm>>();

/**
 * What the dialog adds or edits: an item of the top level, or (with `parent`) a submenu of that
 * item; `position` is the order number it starts with (its place in its list, or the next one).
 */
export interface NavEditing {
  parent?: NavItem;
  item?: NavItem | NavSubmenu;
  position: number;
}

// A refused name or route is shown beside its field; the shared toast would say it twice.
const refusals = { meta: { formHandlesRefusals: true } };

/** Add and edit a menu item or a submenu: name, route and order number (1 is first in its list). */
export function NavItemDialog({ editing, onClose }: { editing: NavEditing | null; onClose: () => void }) {
  const calls = {
    item: { create: navItemsResource.useCreate(refusals), update: navItemsResource.useUpdate(refusals) },
    submenu: { create: navSubmenusResource.useCreate(refusals), update: navSubmenusResource.useUpdate(refusals) },
  };
  const parent = editing?.parent;
  const item = editing?.item;
  const { create, update } = parent ? calls.submenu : calls.item;
  const thing = parent ? 'submenu' : 'menu item';

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? `Edit ${thing}` : `Add ${thing}`}
      description={
        parent
          ? `A link under "${parent.name}" in the website's menu.`
          : 'A link in the top row of the website’s menu; its submenus open under it.'
      }
      submitLabel={item ? 'Save Changes' : `Add ${thing}`}
      // One rule with the server's: the name's words are a submenu's when the item has a parent.
      schema={navItemForm}
      defaultValues={{
        name: item?.name ?? '',
        route: item?.route ?? '',
        orderNo: editing?.position ?? 1,
        parentId: parent?.id ?? 0,
      }}
      onSubmit={({ name, route, orderNo, parentId }) =>
        item
          ? update.mutateAsync({ id: item.id, body: { name, route, orderNo } })
          : create.mutateAsync({ name, route, orderNo, parentId: parentId ?? 0 })
      }
    >
      <Field.Text name="name" label={parent ? 'Submenu name' : 'Menu name'} id="nav-name" required />
      <Field.Text
        name="route"
        label="Route"
        id="nav-route"
        required
        description="A page of the website, such as /about, or a full http(s):// address."
      />
      <Field.Number
        name="orderNo"
        label="Order number"
        id="nav-order-no"
        required
        min={1}
        max={NAV_ORDER_MAX}
        description="Its place in the list: 1 is first."
      />
    </FormDialog>
  );
}
