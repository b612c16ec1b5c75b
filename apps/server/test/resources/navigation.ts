import { navigationArea } from '../../src/areas/navigation/navigation-area.js';
import { publicCases, type PublicCases } from '../site-support.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const navItems = resourceOf(navigationArea.resources.navItems, () => ({
  name: unique('Menu item'),
  route: '/about',
}));

/** The menu in the public content API: every item of the website's tree (it has no page of its own). */
export const navigationInApi: PublicCases = {
  ...publicCases(navigationArea.name, '', {
    make: (client) => navItems.create(client),
    remove: (client, item) => navItems.remove(client, item.id),
    onSite: (item) => ({ path: '/', text: item.name }),
  }),
  list: undefined,
  api: '/navigation',
};
