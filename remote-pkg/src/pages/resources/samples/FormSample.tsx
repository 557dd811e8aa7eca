import type { SampleFormBody } from '@console/api-contract';
import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourcesApi } from '../../../api';

/** A form on the form kit: pending state, and the server's field errors shown at their fields. */
export default function FormSample() {
  const { t } = useTranslation('pkg');
  const [form] = Form.useForm<SampleFormBody>();
  const [accepted, setAccepted] = useState(false);
  const check = useApiMutation((body: SampleFormBody) => resourcesApi.checkSampleForm(body), {
    form,
    fields: ['name', 'email', 'count'],
    onSuccess: () => setAccepted(true),
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: '', email: '', count: 1 }}
      onValuesChange={() => setAccepted(false)}
      onFinish={(values) => void check.mutate(values)}
      data-testid="sample-form"
    >
      <Form.Item name="name" label={t('resources.name')}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('resources.email')}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="count" label={t('resources.count')}>
        <InputNumber />
      </Form.Item>
      {check.error ? <Alert type="error" showIcon title={check.error} style={{ marginBottom: 16 }} /> : null}
      {accepted ? (
        <Alert type="success" showIcon title={t('resources.checked')} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" loading={check.isPending} data-testid="sample-form-check">
        {t('resources.check')}
      </Button>
    </Form>
  );
}
