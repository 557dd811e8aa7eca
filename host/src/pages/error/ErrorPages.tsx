import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@console/shared';

function ErrorPage({
  status,
  titleKey,
  bodyKey,
}: {
  status: '404' | '403';
  titleKey: string;
  bodyKey: string;
}) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      // The page's level-one heading (these pages stand alone, outside the layout's own).
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{t(titleKey)}</h1>}
      subTitle={t(bodyKey)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('error.backHome')}
        </Button>
      }
    />
  );
}

export const NotFoundPage = () => (
  <ErrorPage status="404" titleKey="error.notFoundTitle" bodyKey="error.notFound" />
);
export const UnauthorizedPage = () => (
  <ErrorPage status="403" titleKey="error.unauthorizedTitle" bodyKey="error.unauthorized" />
);
