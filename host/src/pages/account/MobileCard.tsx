import { CodeInput, SendCodeButton } from '../../components/SendCode';
import { sendCodeLabels } from '../../components/send-code-label';
import { CheckCircleOutlined, MobileOutlined } from '@ant-design/icons';
import { formatDate } from '@console/shared';
import { Alert, Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@console/shared/data/mutation';
import { serverText, useCountdown } from '../../components/form-hooks';
import { accountApi, type ProfileCardProps } from './api';
import { normalizeMobile } from './mobile';
import { QueryCard } from './ResourceError';
import { useFeedback } from '../../components/useFeedback';

interface MobileValues {
  mobile: string;
  code: string;
}

/**
 * Mobile contact (spec: POST /user/v1/customer/info/mobicta/set/code sends a code to the number,
 * POST /user/v1/customer/info/check/code verifies it and saves the number).
 */
export function MobileCard({ profile }: ProfileCardProps) {
  const { t } = useTranslation('host');
  const { message } = useFeedback();
  const [form] = Form.useForm<MobileValues>();
  const [sentTo, setSentTo] = useState('');
  const { secondsLeft, start } = useCountdown('account-mobile');
  const send = useApiMutation(accountApi.sendMobileCode, {
    form,
    fields: ['mobile'],
    errorDisplay: 'inline',
    translate: serverText,
    onSuccess: (sent) => {
      setSentTo(sent.mobile);
      start(sent.resendInSeconds);
      form.getFieldInstance('code')?.focus?.();
    },
  });
  const verify = useApiMutation(
    (values: MobileValues) => accountApi.checkMobileCode(values.mobile, values.code.trim()),
    {
      form,
      fields: ['mobile', 'code'],
      errorDisplay: 'inline',
      translate: serverText,
      onSuccess: (saved) => {
        profile.setData(saved);
        form.resetFields();
        setSentTo('');
        void message.success(t('account.mobile.saved'));
      },
    },
  );
  // One banner for both calls: the one that failed last.
  const error = send.error || verify.error;

  const sendCode = async () => {
    send.reset();
    verify.reset();
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile;
    } catch {
      return;
    }
    await send.mutate(mobile);
  };

  const onFinish = (values: MobileValues) => {
    send.reset();
    void verify.mutate(values);
  };

  const current = profile.data;
  const verifiedOn = formatDate(current?.mobileVerifiedAt);

  return (
    <QueryCard title={t('account.mobile.title')} query={profile} testId="account-mobile">
      {current && (
        <>
          <Typography.Paragraph type="secondary">{t('account.mobile.hint')}</Typography.Paragraph>
          <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }} data-testid="mobile-current">
            <Typography.Text strong>{t('account.mobile.current')}:</Typography.Text>
            {current.mobile ? (
              <>
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {current.mobile}
                </Tag>
                <Typography.Text type="secondary">
                  {t('account.mobile.verified', { date: verifiedOn })}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">{t('account.mobile.none')}</Typography.Text>
            )}
          </Flex>
          {sentTo && !error && (
            <Alert
              type="info"
              showIcon
              title={t('account.mobile.sent', { mobile: sentTo })}
              style={{ marginBottom: 16 }}
              data-testid="mobile-code-sent"
            />
          )}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form form={form} name="mobile" layout="vertical" requiredMark={false} onFinish={onFinish}>
            <Form.Item label={t('account.mobile.number')} htmlFor="mobile_mobile" required>
              <Flex gap={8}>
                <Form.Item
                  name="mobile"
                  noStyle
                  rules={[
                    { required: true, whitespace: true, message: t('account.mobile.numberRequired') },
                    {
                      validator: (_rule, value: string | undefined) =>
                        !value?.trim() || normalizeMobile(value)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('account.mobile.numberInvalid'))),
                    },
                  ]}
                >
                  <Input
                    prefix={<MobileOutlined />}
                    placeholder={t('account.mobile.placeholder')}
                    autoComplete="tel"
                    inputMode="tel"
                    maxLength={32}
                  />
                </Form.Item>
                <SendCodeButton
                  onClick={sendCode}
                  sending={send.isPending}
                  secondsLeft={secondsLeft}
                  sent={Boolean(sentTo)}
                  labels={sendCodeLabels(t)}
                  style={{ minWidth: 128 }}
                  testId="mobile-send-code"
                />
              </Flex>
            </Form.Item>
            <Form.Item
              name="code"
              label={t('account.mobile.code')}
              rules={[{ required: true, whitespace: true, message: t('account.mobile.codeRequired') }]}
            >
              <CodeInput />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={verify.isPending}>
              {t('account.mobile.verify')}
            </Button>
          </Form>
        </>
      )}
    </QueryCard>
  );
}
