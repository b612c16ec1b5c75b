import type { NavItem } from '@cms/contract';
import { isHttpUrl, navItem } from '@cms/contract';
import { publicEntity, publicList } from '../../platform/site/public-api.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { readTree } from './navigation-repository.js';

/**
 * The website's menu on its public site (docs/design.md §10): the navigation area's tree as it is,
 * every item public. A site path ('/about') is taken under the site's `base`; an `http(s)` address
 * is left as it is. An item with submenus opens them in a disclosure (`details`), which the
 * keyboard and a phone's tap open without a script; its own route is the first entry inside.
 */
export function SiteMenu({ items, base, current }: { items: readonly NavItem[]; base: string; current: string }) {
  if (items.length === 0) return null;
  const hrefOf = (route: string) => (isHttpUrl(route) ? route : `${base}${route === '/' && base ? '' : route}` || '/');
  const here = (route: string) => (hrefOf(route) === current ? ('page' as const) : undefined);
  return (
    <nav className="site-menu" aria-label="Main">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.submenus.length === 0 ? (
              <a href={hrefOf(item.route)} aria-current={here(item.route)}>
                {item.name}
              </a>
            ) : (
              <details>
                <summary>{item.name}</summary>
                <ul>
                  <li>
                    <a href={hrefOf(item.route)} aria-current={here(item.route)}>
                      {item.name}
                    </a>
                  </li>
                  {item.submenus.map((submenu) => (
                    <li key={submenu.id}>
                      <a href={hrefOf(submenu.route)} aria-current={here(submenu.route)}>
                        {submenu.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The menu in the public content API (docs/design.md §10), as the site's header shows it: the
 * top-level items in order, each with its submenus in theirs (every item is public).
 */
export const navigationSite: AreaSite = {
  api: () => [
    publicList('navigation', publicEntity(navItem), 'The menu: its items in order, each with its submenus', (visit) =>
      readTree(visit.db, visit.websiteId),
    ),
  ],
};
