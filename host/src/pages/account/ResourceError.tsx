import { ReloadOutlined } from '@ant-design/icons';
import type { QueryResult } from '@console/shared/data';
import { Alert, Button, Card } from 'antd';
import type { ReactNode } from 'react';
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

/**
 * A card of the page that shows a query: loading while the query has no answer yet, its failure with a Retry
 * when it has none at all; `children` shows the answer.
 */
export function QueryCard({
  title,
  query,
  testId,
  children,
}: {
  title: ReactNode;
  query: Pick<QueryResult<unknown>, 'data' | 'error' | 'isLoading' | 'refetch'>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} loading={query.isLoading} data-testid={testId}>
      {query.error && !query.data && (
        <ResourceError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {children}
    </Card>
  );
}
