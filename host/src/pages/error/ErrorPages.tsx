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
      // Not a heading: the layout gives these pages their level-one heading from their title, as every page.
      title={t(titleKey)}
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
