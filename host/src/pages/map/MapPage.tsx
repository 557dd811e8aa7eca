import { EnvironmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { isDarkAtom, tokenAtom, useNavigate } from '@console/shared';
import { Alert, Button, Spin, Tag, theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useApiQuery } from '@console/shared/data';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { mapQueries, type MapPoint } from './api';
import styles from './MapPage.module.css';

/** Leaflet and the world shapes load with the map, not with the sign-in page. */
const LeafletMap = lazy(() => import('../../components/map/LeafletMap'));

type Load =
  { status: 'loading' } | { status: 'ready'; points: MapPoint[] } | { status: 'error'; message: string };

const NO_POINTS: MapPoint[] = [];

/** The map's points on the data layer, as one of three states (Retry shows loading again, not the old error). */
function usePoints(): { load: Load; retry: () => void } {
  const query = useApiQuery(mapQueries.points());
  const load: Load = query.isFetching
    ? { status: 'loading' }
    : query.error
      ? { status: 'error', message: query.error.message }
      : query.data
        ? { status: 'ready', points: query.data.list }
        : { status: 'loading' };
  return { load, retry: () => void query.refetch().catch(() => undefined) };
}

/** The public map (no session): every shop that has set its point in Account, on a map that works offline. */
export function MapPage() {
  const { t } = useTranslation('host');
  const { token: colors } = theme.useToken();
  const navigate = useNavigate();
  const signedIn = useAtomValue(tokenAtom) !== '';
  const dark = useAtomValue(isDarkAtom);
  const { load, retry } = usePoints();
  const points = load.status === 'ready' ? load.points : NO_POINTS;

  useEffect(() => {
    document.title = `${t('map.heading')} - ${t('app.title', { ns: 'common' })}`;
  }, [t]);

  return (
    <div className={styles.page} style={{ background: colors.colorBgLayout }} data-testid="map-page">
      <header
        className={styles.header}
        style={{
          background: colors.colorBgContainer,
          borderBottom: `1px solid ${colors.colorBorderSecondary}`,
        }}
      >
        <EnvironmentOutlined aria-hidden style={{ fontSize: 20, color: colors.colorPrimary }} />
        <Typography.Title level={4} className={styles.title}>
          {t('map.heading')}
        </Typography.Title>
        {load.status === 'ready' && (
          <Tag data-testid="map-count" className={styles.count}>
            {t('map.count', { count: load.points.length })}
          </Tag>
        )}
        <div className={styles.spacer} />
        <ThemeToggle />
        <LanguageSwitch />
        <Button type="primary" onClick={() => navigate(signedIn ? '/' : '/login')}>
          {signedIn ? t('map.console') : t('map.signIn')}
        </Button>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<Spin className={styles.overlay} />}>
          <LeafletMap points={points} dark={dark} label={t('map.mapLabel')} className={styles.fill} />
        </Suspense>
        {load.status === 'loading' && (
          <div className={styles.overlay} data-testid="map-loading">
            <Spin />
            <span>{t('map.loading')}</span>
          </div>
        )}
        {load.status === 'error' && (
          <div className={styles.overlay}>
            <Alert
              type="error"
              showIcon
              title={t('map.error')}
              description={load.message}
              data-testid="map-error"
              action={
                <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
                  {t('map.retry')}
                </Button>
              }
            />
          </div>
        )}
        {load.status === 'ready' && load.points.length === 0 && (
          <div className={styles.overlay}>
            <Alert type="info" showIcon title={t('map.empty')} data-testid="map-empty" />
          </div>
        )}
      </main>
    </div>
  );
}
