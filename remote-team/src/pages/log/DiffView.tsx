import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../../api';

/** A value as the diff shows it: text as it is, anything else as JSON, nothing as an em dash. */
const show = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The diff of one entry: a row per changed field with its value before and after. A secret's change is listed
 * without values (the server never stores them).
 */
export function DiffView({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  const { t } = useTranslation('team');
  const columns: TableColumnsType<FieldChange> = [
    { key: 'field', dataIndex: 'field', title: t('log.field'), width: 200 },
    {
      key: 'before',
      title: t('log.before'),
      render: (_, change) =>
        'before' in change || 'after' in change ? (
          <Typography.Text delete={'after' in change && 'before' in change} data-testid="diff-before">
            {show(change.before)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('log.hidden')}</Typography.Text>
        ),
    },
    {
      key: 'after',
      title: t('log.after'),
      render: (_, change) =>
        'before' in change || 'after' in change ? (
          <Typography.Text strong data-testid="diff-after">
            {show(change.after)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('log.hidden')}</Typography.Text>
        ),
    },
  ];
  return (
    <Table<FieldChange>
      aria-label={caption}
      data-testid="diff-table"
      rowKey="field"
      size="small"
      columns={columns}
      dataSource={changes}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('log.noFields') }}
    />
  );
}
