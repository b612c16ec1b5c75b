import type { LucideIcon } from 'lucide-react';
import type { ContractOf } from './resource-words';

/*
 * The words and routes of a resource's screens (list, item, form, the way back), derived once from
 * what an area declares. Apart from its calls: only a resource with screens has them, and every
 * screen of the kit and its tests read them from here.
 */

/**
 * How an area's screens show it, declared once: the list's route, title and icon, and a row named
 * in a title, in a sentence and many. Every screen of the kit (list, item, form, the way back) and
 * its tests take their words from these, so an area states them once: the route, title and icon
 * of a list in the sidebar are its entry's in the area's declaration (`{...noticesArea.menu}`),
 * and the row's words the contract's, unless given.
 */
export interface ResourceScreens {
  /** The list screen's route ('/notice-board'); an item is at `${path}/${id}`, its form at `.../edit`. */
  path: string;
  /** The list screen's title ('Notice Board'), also the way back: 'Back to Notice Board'. */
  title: string;
  /**
   * A row: in a title ('Notice': 'Edit Notice', 'Notice not found'), in a sentence, and many. Unless
   * given, the contract's noun and plural (`outcomeMessages('Bell schedule', 'bell schedules')`):
   * ['Bell Schedule', 'bell schedule', 'bell schedules'].
   */
  thing?: [title: string, one: string, many: string];
  /** The create link and screen ('New News Article'); 'New <thing>' unless given. */
  create?: string;
  /** Shown by the empty list, where the list has one (its sidebar entry's). */
  icon?: LucideIcon;
  /**
   * An item edited on one screen of its own, with no view screen (docs/product/bell-schedules.md: `/bell-schedule/{id}`,
   * 0 for a new one): where it is and where a new one is made; by default `${path}/${id}` to view,
   * `.../edit` to edit and `${path}/new` to create.
   */
  item?: { path: (id: number) => string; create: string };
  /**
   * Where the items' screens are when not under the list's route (docs/product/carousels.md: `/carousel-list` lists,
   * `/carousel/{id}`, `/carousel/{id}/edit` and `/carousel/new` show and edit).
   */
  itemBase?: string;
}

/**
 * Where a child resource's rows have a list screen: its parent's item screen, in these words; its
 * title is its own (the parent's item screen is in no sidebar).
 */
export type ChildScreens = Omit<ResourceScreens, 'path' | 'title'> & { title: string };

/**
 * A row's words from the contract's noun and plural (`outcomeMessages`): 'Staff member' and 'staff'
 * give ['Staff Member', 'staff member', 'staff'].
 */
function thingOf(key: string, words: ContractOf['messages']): [title: string, one: string, many: string] {
  const { noun, plural } = words ?? {};
  if (!noun || !plural) {
    throw new Error(`The resource '${key}' has no thing: give its screens one, or a contract with outcomeMessages`);
  }
  return [noun.replace(/(^|\s)\S/g, (first) => first.toUpperCase()), noun.toLowerCase(), plural];
}

/**
 * The words of the screens, each derived once from `ResourceScreens`, the area's key and the
 * contract's words (`thing`).
 */
export function screensOf(key: string, screens: ResourceScreens, words: ContractOf['messages']) {
  const { path, title, icon, thing = thingOf(key, words), create, item, itemBase = path } = screens;
  const [name, one, many] = thing;
  return {
    path,
    title,
    icon,
    /** 'Notice', as in 'Edit Notice' and 'Notice not found'. */
    name,
    one,
    many,
    /** The list as a whole, the area's key: 'Loading news...', 'Failed to load news', 'edit news'. */
    list: key,
    create: create ?? `New ${name}`,
    /** The prefix of the ids of its form fields and of its rows' test ids: 'notice', 'news'. */
    idPrefix: name.toLowerCase().replace(/\s+/g, '-'),
    itemPath: item?.path ?? ((id: number) => `${itemBase}/${id}`),
    /** Where an item is edited, and a new one made. */
    editPath: item?.path ?? ((id: number) => `${itemBase}/${id}/edit`),
    createPath: item?.create ?? `${itemBase}/new`,
    /** The item has a read-only screen of its own (View) besides its form. */
    viewed: !item,
    /** The way back to the list: 'Back to Notice Board'. */
    back: { to: path, label: `Back to ${title}` },
  };
}

export type Screens = ReturnType<typeof screensOf>;
