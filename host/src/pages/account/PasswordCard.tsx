import { LockOutlined } from '@ant-design/icons';
import { userAtom } from '@console/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@console/shared/data/mutation';
import { serverText, useCapsLock } from '../../components/form-hooks';
import { MIN_PASSWORD_LENGTH } from '../../components/form-rules';
import { accountApi, type PasswordChange } from './api';

const FIELDS = ['oldPassword', 'password', 'affirmPassword'] as const;

/**
 * Change password (spec: PATCH /api/v1/users/{id}/password with the signed-in user's id). Needs the current
 * password; the server signs out every other session and keeps this one.
 */
export function PasswordCard() {
  const { t } = useTranslation('host');
  const user = useAtomValue(userAtom);
  const [form] = Form.useForm<PasswordChange>();
  const [revoked, setRevoked] = useState<number | null>(null);
  const { capsLock, keyHandlers } = useCapsLock();
  const change = useApiMutation(
    ({ id, values }: { id: number; values: PasswordChange }) => accountApi.changePassword(id, values),
    {
      form,
      fields: FIELDS,
      errorDisplay: 'inline',
      translate: serverText,
      onSuccess: ({ revokedSessions }) => {
        form.resetFields();
        setRevoked(revokedSessions);
      },
    },
  );
  const error = change.error;

  const onFinish = (values: PasswordChange) => {
    if (!user) return;
    setRevoked(null);
    void change.mutate({ id: user.id, values });
  };

  const password = (autoComplete: string) => (
    <Input.Password prefix={<LockOutlined />} autoComplete={autoComplete} {...keyHandlers} />
  );

  return (
    <Card title={t('account.password.title')} data-testid="account-password">
      <Typography.Paragraph type="secondary">{t('account.password.hint')}</Typography.Paragraph>
      {revoked !== null && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setRevoked(null) }}
          title={t('account.password.changed', { count: revoked })}
          style={{ marginBottom: 16 }}
          data-testid="password-changed"
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} name="password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        {/* Lets password managers tie the new password to the account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
          // Hidden, so no one reads it; named all the same, as every input (HTML_CodeSniffer checks hidden ones too).
          aria-label={t('account.profile.email')}
        />
        <Form.Item
          name="oldPassword"
          label={t('account.password.current')}
          rules={[{ required: true, message: t('account.password.currentRequired') }]}
        >
          {password('current-password')}
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.password.new')}
          extra={capsLock ? t('login.capsLock') : undefined}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('login.passwordRequired') },
            { min: MIN_PASSWORD_LENGTH, message: t('login.passwordMin') },
            { max: 128, message: t('login.passwordMax') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.password.same'))),
            }),
          ]}
        >
          {password('new-password')}
        </Form.Item>
        <Form.Item
          name="affirmPassword"
          label={t('account.password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('account.password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.password.mismatch'))),
            }),
          ]}
        >
          {password('new-password')}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('account.password.save')}
        </Button>
      </Form>
    </Card>
  );
}
