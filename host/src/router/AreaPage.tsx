/* eslint-disable react-hooks/static-components -- lazyPage caches one component per loader, so a page keeps its
   identity (and state) across renders of the route table. */
import type { RemoteRoute } from '@console/shared';
import type { HostPage } from './pages';
import { Spin } from 'antd';
import { Suspense, use, useReducer } from 'react';
import { forgetPage, lazyPage, openPage, PageShownContext } from './lazy-pages';
import { RemoteBoundary } from './RemoteBoundary';

export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

/** One remote page: loaded on first visit, its failures contained by its area's boundary. */
export function AreaPage({ area, route }: { area: string; route: RemoteRoute }) {
  // A retry must render again here: the boundary's children hold the lazy page that failed.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = use(PageShownContext);
  const loader = route.page;
  if (!loader) return null;
  if (shown) openPage(loader, route.prefetch);
  const Page = lazyPage(loader);
  return (
    <RemoteBoundary
      area={area}
      onRetry={() => {
        forgetPage(loader);
        rerender();
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

/** One of the host's own pages, loaded on first visit. */
export function HostPageView({ page }: { page: HostPage }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Page = lazyPage(page.page);
  return (
    <RemoteBoundary
      area="host"
      onRetry={() => {
        forgetPage(page.page);
        rerender();
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
