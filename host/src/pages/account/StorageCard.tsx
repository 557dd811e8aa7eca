import { useApiQuery } from '@console/shared/data';
import { Col, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from './api';
import { QueryCard } from './ResourceError';

const KIB = 1024;
const MIB = 1024 * 1024;

/** Bytes in the reader's language, in the binary units the upload limits are written in (2 MB = 2 × 1024²). */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= MIB ? [bytes / MIB, 'megabyte'] : bytes >= KIB ? [bytes / KIB, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value >= 100 || unit === 'byte' ? 0 : 1,
  }).format(value);
}

/**
 * What the shop stores (any member may see it): every uploaded file's total, and the uploads no form has saved yet
 * against the shop's cap on them (the server refuses uploads past it with a message saying so).
 */
export function StorageCard() {
  const { t, i18n } = useTranslation('host');
  const storage = useApiQuery(accountQueries.storage());
  const data = storage.data;
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const share = data ? Math.min(100, Math.round((data.unattachedBytes / data.unattachedMaxBytes) * 100)) : 0;

  return (
    <QueryCard title={t('account.storage.title')} query={storage} testId="account-storage">
      {data && (
        <>
          <Typography.Paragraph type="secondary">{t('account.storage.hint')}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={10}>
              <Statistic
                title={t('account.storage.total')}
                value={bytes(data.bytes)}
                data-testid="storage-total"
              />
              <Typography.Text type="secondary" data-testid="storage-files">
                {t('account.storage.files', { count: data.files })}
              </Typography.Text>
            </Col>
            <Col xs={24} sm={14}>
              <Typography.Text id="storage-unsaved-label">{t('account.storage.unsaved')}</Typography.Text>
              <Progress
                percent={share}
                status={share >= 100 ? 'exception' : 'normal'}
                showInfo={false}
                aria-labelledby="storage-unsaved-label"
                aria-valuetext={t('account.storage.unsavedValue', {
                  used: bytes(data.unattachedBytes),
                  max: bytes(data.unattachedMaxBytes),
                })}
              />
              <Typography.Text data-testid="storage-unsaved">
                {t('account.storage.unsavedValue', {
                  used: bytes(data.unattachedBytes),
                  max: bytes(data.unattachedMaxBytes),
                })}
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {t('account.storage.unsavedHint', { max: bytes(data.unattachedMaxBytes) })}
              </Typography.Paragraph>
            </Col>
          </Row>
        </>
      )}
    </QueryCard>
  );
}
