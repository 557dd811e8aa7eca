import { LOG_RETENTION_MAX_DAYS, LOG_RETENTION_MIN_DAYS } from '@console/api-contract/values';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { Alert, App, Form, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type LogSettings } from '../../api';

const isRetention = (days: unknown): days is number =>
  typeof days === 'number' &&
  Number.isInteger(days) &&
  days >= LOG_RETENTION_MIN_DAYS &&
  days <= LOG_RETENTION_MAX_DAYS;

/**
 * How long the log keeps its entries (the contract's range, 30 to 3650 days); the server removes older ones at its
 * next sweep. The field takes what is typed as it is (no min, max or precision on the InputNumber: those would
 * silently clamp or round 10 to 30 on blur or Enter and save that); the form's rule refuses a value out of range or
 * not whole, and nothing is sent. A retention shorter than the saved one says what the next sweep deletes before it
 * is saved.
 */
export function RetentionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const [form] = Form.useForm<LogSettings>();
  const settings = useApiQuery(open ? teamQueries.logSettings() : null);
  const days: unknown = Form.useWatch('retentionDays', form);
  const current = settings.data?.retentionDays;
  const shorter = current !== undefined && isRetention(days) && days < current;
  const save = useApiMutation((body: LogSettings) => teamApi.saveLogSettings(body), {
    form,
    fields: ['retentionDays'],
    invalidate: [['team', 'logSettings']],
    onSuccess: () => {
      void message.success(t('log.retentionSaved'));
      onClose();
    },
  });
  useEffect(() => {
    if (open && settings.data) form.setFieldsValue(settings.data);
  }, [open, settings.data, form]);
  return (
    <FormDialog
      open={open}
      title={t('log.retention')}
      name="retention-form"
      form={form}
      onFinish={save.mutate}
      pending={save.isPending}
      onClose={onClose}
      disabled={!settings.data}
      testId="retention-dialog"
    >
      <Form.Item
        name="retentionDays"
        label={t('log.retentionDays')}
        extra={t('log.retentionHelp')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: LOG_RETENTION_MIN_DAYS,
            max: LOG_RETENTION_MAX_DAYS,
            message: t('log.retentionInvalid', { min: LOG_RETENTION_MIN_DAYS, max: LOG_RETENTION_MAX_DAYS }),
          },
        ]}
      >
        <InputNumber style={{ width: 160 }} />
      </Form.Item>
      {shorter && (
        <Alert
          type="warning"
          showIcon
          title={t('log.retentionShorter', { days })}
          data-testid="retention-shorter"
        />
      )}
    </FormDialog>
  );
}
