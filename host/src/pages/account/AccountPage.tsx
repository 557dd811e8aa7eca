import { useApiQuery } from '@console/shared/data';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from './api';
import styles from './AccountPage.module.css';
import { LanguagesCard } from './LanguagesCard';
import { LocationCard } from './LocationCard';
import { MobileCard } from './MobileCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { StorageCard } from './StorageCard';

/**
 * Account (/account, signed in): profile, password, mobile contact, the site's languages, the shop's place on the
 * public map and its stored files. Each card loads and fails on its own; every change is checked again by the server.
 */
export function AccountPage() {
  const { t } = useTranslation('host');
  const profile = useApiQuery(accountQueries.profile());

  return (
    <div className={styles.page} data-testid="account-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('account.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.subtitle')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProfileCard profile={profile} />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={12}>
          <MobileCard profile={profile} />
        </Col>
        <Col xs={24} xl={12}>
          <LanguagesCard />
        </Col>
        <Col xs={24}>
          <LocationCard defaultLabel={profile.data?.customerName ?? ''} />
        </Col>
        <Col xs={24}>
          <StorageCard />
        </Col>
      </Row>
    </div>
  );
}

export default AccountPage;
