import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { App, Form, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type LogSettings } from '../../api';

/** How long the log keeps its entries (30 to 3650 days); the server removes older ones. */
export function RetentionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const [form] = Form.useForm<LogSettings>();
  const settings = useApiQuery(open ? teamQueries.logSettings() : null);
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
        rules={[{ required: true, type: 'integer', min: 30, max: 3650, message: t('log.retentionInvalid') }]}
      >
        <InputNumber min={30} max={3650} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
