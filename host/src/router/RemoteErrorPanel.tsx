import { Button, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  return (
    <Result
      status="warning"
      data-testid="remote-error-panel"
      data-area={area}
      title={kind === 'load' ? t('remote.failedTitle') : t('remote.renderTitle')}
      subTitle={
        <>
          {t('remote.failedBody', { name: area })}
          {detail ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} ellipsis={{ rows: 2 }}>
              {detail}
            </Typography.Paragraph>
          ) : null}
        </>
      }
      extra={
        <Button type="primary" loading={busy} onClick={() => void retry()}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
