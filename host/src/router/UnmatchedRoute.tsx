import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from '@console/shared';
import { areasAtom, retryArea, type AreaState } from '../remotes/areas';
import { areaTitle } from '../remotes/known-areas';
import { previousPage } from './last-page';
import { PageLoading } from './AreaPage';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useFeedback } from '../components/useFeedback';

// Only shown when the registry or an area failed: loaded then, not with the layout every page needs.
const Alert = lazy(() => import('antd/es/alert'));

/** Spec section 2: an unmatched path goes back to the previous page (saying so), or to /404. */
function BackToPrevious({ target }: { target: string }) {
  const { t } = useTranslation('host');
  const { message } = useFeedback();
  const { pathname } = useLocation();
  useEffect(() => {
    void message.warning(t('layout.notFoundBack', { path: pathname }));
  }, [message, pathname, t]);
  return <Navigate to={target} replace />;
}

/**
 * A path no loaded area claims. While areas are still loading it may yet be claimed; when some area failed it
 * may be that area's page, so its error panel (with retry) shows instead of a misleading 404.
 *
 * The areas come from the route table that chose this element, not from the store: rendering in a transition
 * yields, and an area settling in between would let this read "all settled, nothing matched" while its parent
 * still saw one loading and no landing page yet, sending a fresh sign-in to /404 for a moment (RequireSession has
 * the same rule for the user).
 */
export function UnmatchedRoute({
  areas: byName,
  registryError,
}: {
  areas: Record<string, AreaState>;
  registryError: string | null;
}) {
  const { t, i18n } = useTranslation('host');
  const areas = Object.values(byName);
  if (areas.length === 0 && !registryError) return <PageLoading />;
  if (areas.some((area) => area.status === 'loading')) return <PageLoading />;
  const failed = areas.filter((area) => area.status === 'failed');
  if (registryError)
    return (
      <Suspense fallback={null}>
        <Alert type="error" showIcon title={registryError} />
      </Suspense>
    );
  if (failed.length === 0) {
    const previous = previousPage();
    return previous ? <BackToPrevious target={previous} /> : <Navigate to="/404" replace />;
  }
  return (
    <div>
      <Suspense fallback={null}>
        <Alert type="info" showIcon title={t('error.areasFailed')} style={{ marginBottom: 16 }} />
      </Suspense>
      {failed.map((area) => (
        <RemoteErrorPanel
          key={area.name}
          area={area.name}
          title={areaTitle(area, i18n.resolvedLanguage ?? i18n.language)}
          kind="load"
          detail={area.status === 'failed' ? area.error : ''}
          incompatible={area.status === 'failed' ? area.incompatible : undefined}
          onRetry={() => retryArea(area.name)}
        />
      ))}
    </div>
  );
}

/** The menu entry of an area that failed to load: its error panel, and its first page once a retry works. */
export function UnavailableAreaPage() {
  const { area = '' } = useParams();
  const { i18n } = useTranslation();
  const state = useAtomValue(areasAtom)[area];
  if (!state) return <Navigate to="/404" replace />;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'ready') return <Navigate to="/" replace />;
  return (
    <RemoteErrorPanel
      area={area}
      title={areaTitle(state, i18n.resolvedLanguage ?? i18n.language)}
      kind="load"
      detail={state.error}
      incompatible={state.incompatible}
      onRetry={() => retryArea(area)}
    />
  );
}
