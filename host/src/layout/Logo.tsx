import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

/** The sidebar logo; its background is the menu colour darkened 20% (spec section 9). */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.logo} data-testid="sidebar-logo">
      <span className={styles.logoMark}>SC</span>
      {!collapsed && <span className={styles.logoText}>{t('app.title', { ns: 'common' })}</span>}
    </div>
  );
}
