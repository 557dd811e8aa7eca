import { Navigate, useParams, useRoutes, type RouteObject } from '@console/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicLayout } from '../layout/BasicLayout';
import type { MenuItem } from '../layout/menu';
import { UnavailableAreaPage, UnmatchedRoute } from '../router/UnmatchedRoute';
import { areasAtom, registryErrorAtom, warmAreaModules } from '../remotes/areas';
import { collectRoutes, homePath, landingPath, readyModules } from '../router/area-routes';
import { AreaPage, HostPageView, PageLoading } from '../router/AreaPage';
import { ERROR_PAGES } from '../router/error-pages';
import { pageIndex } from '../router/pages';
import { useIdlePreload } from '../router/preload';
import { RequireSession } from '../router/RequireSession';
import { useSession } from '../session/session';
import { HOST_PAGES } from './host-pages';

// The public map (Tag, Typography, its own header) is not on a signed-in page's path: loaded when opened.
const MapPage = lazy(() => import('../pages/map/MapPage').then((module) => ({ default: module.MapPage })));
// The 401/404 pages draw antd's Result, whose module carries large illustrations: loaded when shown.
const NotFoundPage = lazy(() =>
  import('../pages/error/ErrorPages').then((module) => ({ default: module.NotFoundPage })),
);
const UnauthorizedPage = lazy(() =>
  import('../pages/error/ErrorPages').then((module) => ({ default: module.UnauthorizedPage })),
);

/** /redirect/<path>: re-enters a route (used to refresh a page in place). */
function RedirectHelper() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={`/${rest}${window.location.search}`} replace />;
}

/** The one router of the console: fixed host routes plus whatever the loaded areas contribute. */
export function AppRoutes() {
  const { t } = useTranslation('host');
  const areas = useAtomValue(areasAtom);
  const registryError = useAtomValue(registryErrorAtom);
  // One snapshot of token and user: the routes are built from it and the guard is given it (session.ts).
  const session = useSession();
  const { user } = session;
  const { pages, redirects } = useMemo(() => collectRoutes(readyModules(areas), user), [areas, user]);
  const loaders = useMemo(() => pages.map((page) => page.route.page), [pages]);
  useIdlePreload(loaders, warmAreaModules);
  const index = useMemo(() => pageIndex(pages, HOST_PAGES, ERROR_PAGES), [pages]);
  const home = homePath(pages) ?? '/';
  const landing = landingPath(areas, pages);
  const hostMenu = useMemo<MenuItem[]>(
    () =>
      HOST_PAGES.filter((page) => page.menu).map((page) => ({
        key: page.path,
        icon: page.icon,
        label: t(page.titleKey),
      })),
    [t],
  );

  // Inside the signed-in layout; rendered by its keep-alive outlet.
  const shellRoutes = useMemo<RouteObject[]>(
    () => [
      // Until every area has settled, UnmatchedRoute shows the loading state (and, once settled with no page, says why).
      {
        index: true,
        element: landing ? (
          <Navigate to={landing} replace />
        ) : (
          <UnmatchedRoute areas={areas} registryError={registryError} />
        ),
      },
      ...redirects.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
      ...pages.map(({ area, route }) => ({
        path: route.path,
        element: <AreaPage area={area} route={route} />,
      })),
      ...HOST_PAGES.map((page) => ({ path: page.path, element: <HostPageView page={page} /> })),
      { path: '/unavailable/:area', element: <UnavailableAreaPage /> },
      {
        path: '/401',
        element: (
          <Suspense fallback={<PageLoading />}>
            <UnauthorizedPage />
          </Suspense>
        ),
      },
      {
        path: '/404',
        element: (
          <Suspense fallback={<PageLoading />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
      { path: '*', element: <UnmatchedRoute areas={areas} registryError={registryError} /> },
    ],
    [pages, redirects, landing, areas, registryError],
  );

  return useRoutes([
    // Public routes (spec section 2: /, /login and /map need no session; /login is served by Root).
    {
      path: '/map',
      element: (
        <Suspense fallback={<PageLoading />}>
          <MapPage />
        </Suspense>
      ),
    },
    { path: '/redirect/*', element: <RedirectHelper /> },
    {
      path: '/*',
      element: (
        <RequireSession session={session}>
          <BasicLayout pages={index} routes={shellRoutes} home={home} hostMenu={hostMenu} />
        </RequireSession>
      ),
    },
  ]);
}
