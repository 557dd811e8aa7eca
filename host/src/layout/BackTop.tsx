import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

export default function BackTop() {
  const { t } = useTranslation('host');
  return <FloatButton.BackTop aria-label={t('layout.backToTop')} />;
}
