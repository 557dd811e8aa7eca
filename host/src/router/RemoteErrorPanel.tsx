import { WarningFilled } from '@ant-design/icons';
import { announcePageDrawn } from '@console/shared';
import { Button } from 'antd';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incompatible } from './IncompatibleNotice';
import styles from './RemoteErrorPanel.module.css';

// Loaded only when an area is refused for its build: its strings stay off every page's path.
const IncompatibleNotice = lazy(() => import('./IncompatibleNotice'));

interface Props {
  area: string;
  /** How a person knows the area (its menu title); the area's name when not known. */
  title?: string;
  kind: 'load' | 'render';
  detail?: string;
  /** The area's build declares a contract or singleton version this host cannot run (remotes/areas.ts). */
  incompatible?: Incompatible | undefined;
  onRetry: () => void | Promise<void>;
}

/** What a person sees in place of an area that is down or broken; the rest of the console keeps working. */
export function RemoteErrorPanel({ area, title, kind, detail, incompatible, onRetry }: Props) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  // The page's answer, drawn: a page painted from the HTML in its place goes in this frame.
  useLayoutEffect(announcePageDrawn, []);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  // Laid out like antd's Result (status warning) without its module, which carries the large 403/404/500
  // illustrations, and text styled from antd's CSS variables rather than Typography (~8 KiB gzip): this panel sits
  // on every page's path, those on none.
  return (
    <div className={styles.panel} role="alert" data-testid="remote-error-panel" data-area={area}>
      <WarningFilled className={styles.icon} aria-hidden />
      {incompatible ? (
        // Both versions and the way back: the team that deployed it rolls back, nobody edits files by hand.
        <Suspense fallback={null}>
          <IncompatibleNotice area={area} name={title ?? area} incompatible={incompatible} />
        </Suspense>
      ) : (
        <>
          <h4 className={styles.title}>
            {kind === 'load' ? t('remote.failedTitle') : t('remote.renderTitle')}
          </h4>
          <div className={styles.body}>
            <span className={styles.secondary}>{t('remote.failedBody', { name: title ?? area })}</span>
            {detail ? (
              <p className={`${styles.secondary} ${styles.detail}`} title={detail}>
                {detail}
              </p>
            ) : null}
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Button type="primary" loading={busy} onClick={() => void retry()}>
          {t('remote.retry')}
        </Button>
      </div>
    </div>
  );
}
