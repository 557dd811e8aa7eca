import { WarningFilled } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RemoteErrorPanel.module.css';

interface Props {
  area: string;
  kind: 'load' | 'render';
  detail?: string;
  onRetry: () => void | Promise<void>;
}

/** What a person sees in place of an area that is down or broken; the rest of the console keeps working. */
export function RemoteErrorPanel({ area, kind, detail, onRetry }: Props) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  // Laid out like antd's Result (status warning) without its module, which carries the large 403/404/500
  // illustrations: this panel sits on every page's path, the illustrations on none (issue 6).
  return (
    <div className={styles.panel} role="alert" data-testid="remote-error-panel" data-area={area}>
      <WarningFilled className={styles.icon} aria-hidden />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {kind === 'load' ? t('remote.failedTitle') : t('remote.renderTitle')}
      </Typography.Title>
      <div className={styles.body}>
        <Typography.Text type="secondary">{t('remote.failedBody', { name: area })}</Typography.Text>
        {detail ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} ellipsis={{ rows: 2 }}>
            {detail}
          </Typography.Paragraph>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="primary" loading={busy} onClick={() => void retry()}>
          {t('remote.retry')}
        </Button>
      </div>
    </div>
  );
}
