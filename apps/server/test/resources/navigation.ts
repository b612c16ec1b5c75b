import { navigationArea } from '../../src/areas/navigation/navigation-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const navItems = resourceOf(navigationArea.resources.navItems, () => ({
  name: unique('Menu item'),
  route: '/about',
}));
