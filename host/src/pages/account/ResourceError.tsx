import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A card's load failure with a Retry. */
export function ResourceError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Alert
      type="error"
      showIcon
      title={t('account.loadError')}
      description={error.message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('account.retry')}
        </Button>
      }
    />
  );
}
