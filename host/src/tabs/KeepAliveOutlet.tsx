import { useAtomValue } from 'jotai';
import { Activity, useEffect, useRef, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from '@console/shared';
import { PageShownContext } from '../router/lazy-pages';
import { findPage, type PageInfo } from '../router/pages';
import styles from './tabs.module.css';
import { clearPrerendered, forgetPrerendered, usePrerenderedPaths } from './prerender';
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
 * Pages the person is about to open (`prerender.ts`) are rendered hidden under the key they will be shown with,
 * so the click reveals the page React already built.
 */
export function KeepAliveOutlet({ routes, pages }: { routes: RouteObject[]; pages: PageInfo[] }) {
  const location = useLocation();
  const tabs = useAtomValue(tabsAtom);
  const prerendered = usePrerenderedPaths();
  // A new session (another user, other pages) starts with nothing pre-rendered.
  useEffect(() => clearPrerendered, []);
  const currentPage = findPage(pages, location.pathname);
  const currentTab = tabs.find((tab) => tab.path === location.pathname);

  // Kept-alive pages mount on first visit, not when a tab is restored after a reload.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  if (currentPage?.keepAlive && !visited.has(location.pathname)) {
    setVisited(new Set(visited).add(location.pathname));
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
    ? `${location.pathname}#${currentTab?.generation ?? 0}`
    : `transient:${location.pathname}`;
  // One flat keyed list: a page moving between shown and hidden keeps its key at the same level, so React keeps
  // its state instead of re-mounting it. A pre-rendered page has the key it will be shown with.
  const entries: { key: string; visible: boolean; at: Location; opened: boolean }[] = [
    ...tabs
      .filter((tab) => tab.keepAlive && visited.has(tab.path) && tab.path !== location.pathname)
      .map((tab) => ({
        key: `${tab.path}#${tab.generation}`,
        visible: false,
        at: locationOf(tab.fullPath, tab.path),
        opened: true,
      })),
    { key: currentKey, visible: true, at: location, opened: true },
  ];
  for (const path of prerendered) {
    const tab = tabs.find((candidate) => candidate.path === path);
    const key = `${path}#${tab?.generation ?? 0}`;
    if (!findPage(pages, path) || entries.some((entry) => entry.key === key)) continue;
    entries.push({ key, visible: false, at: locationOf(tab?.fullPath ?? path, path), opened: false });
  }

  // A pre-rendered page that is now shown, or kept alive by its tab, stops being pre-rendered: otherwise it would
  // outlive its tab (or, without keepAlive, being left) hidden, with its state.
  const openedPaths = entries.filter((entry) => entry.opened).map((entry) => entry.at.pathname);
  const stale = prerendered.filter((path) => openedPaths.includes(path));
  useEffect(() => {
    if (stale.length > 0) forgetPrerendered(stale);
  });

  return (
    <div data-testid="page-view" data-path={location.pathname}>
      {entries.map(({ key, visible, at, opened }) => (
        <Activity key={key} mode={visible ? 'visible' : 'hidden'}>
          <PageShownContext value={opened}>
            <div className={styles.page}>
              <RoutesAt routes={routes} location={at} />
            </div>
          </PageShownContext>
        </Activity>
      ))}
    </div>
  );
}
