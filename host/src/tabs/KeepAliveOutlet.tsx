import { useAtomValue } from 'jotai';
import { Activity, useEffect, useRef, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from '@console/shared';
import type { PageInfo } from '../router/pages';
import styles from './tabs.module.css';
import { tabsAtom } from './tabs-store';

function locationOf(fullPath: string, key: string): Location {
  const url = new URL(fullPath, 'http://local');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
}

/** The route table rendered at one location: a hidden tab keeps seeing its own path, query and params. */
function RoutesAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * The signed-in layout's content. Pages marked keepAlive stay mounted while their tab is open, hidden with
 * React's <Activity> (state, form input, table page and filters survive switching tabs; effects pause). Closing
 * the tab unmounts the page; Refresh (a new generation) re-mounts it. Other pages mount only while shown.
 */
export function KeepAliveOutlet({ routes, pages }: { routes: RouteObject[]; pages: PageInfo[] }) {
  const location = useLocation();
  const tabs = useAtomValue(tabsAtom);
  const currentPage = pages.find((page) => page.path === location.pathname);
  const currentTab = tabs.find((tab) => tab.path === location.pathname);

  // Kept-alive pages mount on first visit, not when a tab is restored after a reload.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  if (currentPage?.keepAlive && !visited.has(currentPage.path)) {
    setVisited(new Set(visited).add(currentPage.path));
  }

  // Each tab keeps its own scroll position.
  const scrolls = useRef(new Map<string, number>());
  useEffect(() => {
    const path = location.pathname;
    window.scrollTo(0, scrolls.current.get(path) ?? 0);
    const onScroll = () => scrolls.current.set(path, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.pathname]);

  const currentKey = currentPage
    ? `${currentPage.path}#${currentTab?.generation ?? 0}`
    : `transient:${location.pathname}`;
  // One flat keyed list: a page moving between shown and hidden keeps its key at the same level, so React keeps
  // its state instead of re-mounting it.
  const entries = [
    ...tabs
      .filter((tab) => tab.keepAlive && visited.has(tab.path) && tab.path !== location.pathname)
      .map((tab) => ({
        key: `${tab.path}#${tab.generation}`,
        visible: false,
        at: locationOf(tab.fullPath, tab.path),
      })),
    { key: currentKey, visible: true, at: location },
  ];

  return (
    <div data-testid="page-view" data-path={location.pathname}>
      {entries.map(({ key, visible, at }) => (
        <Activity key={key} mode={visible ? 'visible' : 'hidden'}>
          <div className={styles.page}>
            <RoutesAt routes={routes} location={at} />
          </div>
        </Activity>
      ))}
    </div>
  );
}
