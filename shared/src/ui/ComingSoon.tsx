import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Imported on first render: the shared singleton's main entry stays free of antd (the sign-in page loads it).
const Result = lazy(() => import('antd/es/result'));

/** An honest placeholder for an area whose pages a later release fills. */
export function ComingSoon({ area }: { area?: string }) {
  const { t } = useTranslation('common');
  const title = area ? `${area} · ${t('placeholder.title')}` : t('placeholder.title');
  return (
    <Suspense fallback={<div role="status">{title}</div>}>
      <Result status="info" title={title} subTitle={t('placeholder.body')} />
    </Suspense>
  );
}
