import { WarningOutlined } from '@ant-design/icons';
import { canAccessRoute, type ConsoleUser, type RemoteRoute } from '@console/shared';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { AreaState } from '../remotes/areas';
import { readyModules } from '../router/area-routes';

export type MenuItem = Required<MenuProps>['items'][number];

function routeItems(
  routes: RemoteRoute[],
  namespace: string,
  user: ConsoleUser | null,
  t: TFunction,
): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (route.meta.hidden || !canAccessRoute(user, route.meta.roles)) return [];
    const label = t(route.meta.title, { ns: namespace });
    const children = route.children ? routeItems(route.children, namespace, user, t) : [];
    if (route.children) {
      if (children.length === 0) return [];
      return [{ key: route.path, icon: route.meta.icon, label, children }];
    }
    return [{ key: route.path, icon: route.meta.icon, label }];
  });
}

/** The sidebar: loaded areas in their order, then an entry per failed area leading to its error panel. */
export function buildMenu(
  areas: Record<string, AreaState>,
  user: ConsoleUser | null,
  t: TFunction,
): MenuItem[] {
  const items = readyModules(areas).flatMap(({ module }) =>
    routeItems(module.routes, module.namespace, user, t),
  );
  const failed = Object.values(areas)
    .filter((area) => area.status === 'failed')
    .map((area): MenuItem => ({
      key: `/unavailable/${area.name}`,
      icon: <WarningOutlined />,
      label: t('layout.areaUnavailable', { ns: 'host', name: area.name }),
    }));
  return [...items, ...failed];
}

/** Top-level entries without their children (the header of the mix layout). */
export function topLevel(items: MenuItem[]): MenuItem[] {
  return items.map((item) => {
    if (!item || !('children' in item)) return item;
    const { children: _children, ...rest } = item;
    return rest as MenuItem;
  });
}

/** The first page under an entry: where clicking a top-level group leads. */
export function firstLeaf(item: MenuItem | undefined): string | undefined {
  if (!item) return undefined;
  if ('children' in item && item.children && item.children.length > 0)
    return firstLeaf(item.children[0] as MenuItem);
  return typeof item.key === 'string' ? item.key : undefined;
}
