import { WarningOutlined } from '@ant-design/icons';
import { menuEntryVisible, type ConsoleUser, type RemoteRoute } from '@console/shared';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { AreaState } from '../remotes/areas';
import { areaTitle } from '../remotes/known-areas';
import { readyModules } from '../router/area-routes';
import { preloadPages } from '../router/preload';
import { warmAreaShared } from '../remotes/warm-shared';
import { MenuLabel } from './MenuBadge';
import { prerenderPages } from '../tabs/prerender';

export type MenuItem = Required<MenuProps>['items'][number];

/** The page loaders of a route and everything under it. */
function pagesUnder(route: RemoteRoute): RemoteRoute['page'][] {
  return route.children ? route.children.flatMap(pagesUnder) : [route.page];
}

function routeItems(
  area: string,
  routes: RemoteRoute[],
  namespace: string,
  user: ConsoleUser | null,
  t: TFunction,
): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    // The same rule as the server's menu call (GET /api/v1/menus): roles, and one of the page's read perms.
    if (!menuEntryVisible(user, route.meta)) return [];
    const label = t(route.meta.title, { ns: namespace });
    const children = route.children ? routeItems(area, route.children, namespace, user, t) : [];
    if (route.children) {
      if (children.length === 0) return [];
      // Pointing at a group fetches the code of its pages, their area's and the antd components the area uses, ahead
      // of the rest; opening it renders its pages hidden, ready for the click (BasicLayout).
      const pages = pagesUnder(route);
      // A group shows its entries' count too, so it is seen while the group is closed.
      const badge = route.children.find((child) => child.meta.badge)?.meta.badge;
      return [
        {
          key: route.path,
          icon: route.meta.icon,
          label: badge ? <MenuLabel label={label} badge={badge} /> : label,
          children,
          onTitleMouseEnter: () => {
            warmAreaShared(area);
            preloadPages(pages);
          },
        },
      ];
    }
    return [
      {
        key: route.path,
        icon: route.meta.icon,
        // A live count beside the entry when its menu declares one (MenuBadge in the remote contract).
        label: route.meta.badge ? <MenuLabel label={label} badge={route.meta.badge} /> : label,
        onMouseEnter: () => {
          preloadPages([route.page]);
          prerenderPages([route.path]);
        },
      },
    ];
  });
}

/**
 * The sidebar: the areas in their menu order, a failed area as one entry leading to its error panel. A failed
 * area's entry has its title and place as this browser last read them from its menu (known-areas.ts); an area
 * never seen here is named by its registry name and goes last.
 */
export function buildMenu(
  areas: Record<string, AreaState>,
  user: ConsoleUser | null,
  t: TFunction,
  language = 'en',
): MenuItem[] {
  const ready = readyModules(areas).map(({ area, module }) => ({
    order: module.order,
    items: routeItems(area, module.routes, module.namespace, user, t),
  }));
  const failed = Object.values(areas).flatMap((area) => {
    if (area.status !== 'failed') return [];
    const item: MenuItem = {
      key: `/unavailable/${area.name}`,
      icon: <WarningOutlined />,
      label: t('layout.areaUnavailable', { ns: 'host', name: areaTitle(area, language) }),
    };
    return [{ order: area.known?.order ?? Number.POSITIVE_INFINITY, items: [item] }];
  });
  // A stable sort: areas of equal order keep the order they came in (ready first, as before).
  return [...ready, ...failed].sort((a, b) => a.order - b.order).flatMap((entry) => entry.items);
}

/** Top-level entries without their children (the header of the mix layout). */
export function topLevel(items: MenuItem[]): MenuItem[] {
  return items.map((item) => {
    if (!item || !('children' in item)) return item;
    const { children: _children, ...group } = item;
    if (!('onTitleMouseEnter' in group)) return group as MenuItem;
    // Without its children the group is an item: pointing at it still preloads its pages.
    const { onTitleMouseEnter, ...rest } = group;
    return { ...rest, onMouseEnter: onTitleMouseEnter } as MenuItem;
  });
}

/** The keys of the entries under a group (the group's own key for an entry): the pages it leads to. */
export function leafKeys(item: MenuItem | undefined): string[] {
  if (!item) return [];
  if ('children' in item && item.children)
    return item.children.flatMap((child) => leafKeys(child as MenuItem));
  return typeof item.key === 'string' ? [item.key] : [];
}

/** The entry with this key, at any depth. */
export function findItem(items: MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (!item) continue;
    if (item.key === key) return item;
    if ('children' in item && item.children) {
      const found = findItem(item.children as MenuItem[], key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first page under an entry: where clicking a top-level group leads. */
export function firstLeaf(item: MenuItem | undefined): string | undefined {
  if (!item) return undefined;
  if ('children' in item && item.children && item.children.length > 0)
    return firstLeaf(item.children[0] as MenuItem);
  return typeof item.key === 'string' ? item.key : undefined;
}
