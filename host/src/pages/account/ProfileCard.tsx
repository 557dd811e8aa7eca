import { getUser, setUser } from '@console/shared';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useApiMutation } from '@console/shared/data/mutation';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../components/form-hooks';
import { accountApi, type ProfileCardProps } from './api';
import { QueryCard } from './ResourceError';
import { useFeedback } from '../../components/useFeedback';

interface ProfileValues {
  name: string;
  lastName: string;
}

const FIELDS = ['name', 'lastName'] as const;

/** Name and last name (editable), email and shop (shown). Saving updates the name in the header too. */
export function ProfileCard({ profile }: ProfileCardProps) {
  const { t } = useTranslation('host');
  const { message } = useFeedback();
  const [form] = Form.useForm<ProfileValues>();
  const save = useApiMutation(
    (values: ProfileValues) =>
      accountApi.updateProfile({ name: values.name.trim(), lastName: values.lastName.trim() }),
    {
      form,
      fields: FIELDS,
      errorDisplay: 'inline',
      translate: serverText,
      onSuccess: (saved) => {
        profile.setData(saved);
        const user = getUser();
        if (user) setUser({ ...user, name: saved.name, lastName: saved.lastName });
        form.setFieldsValue({ name: saved.name, lastName: saved.lastName });
        void message.success(t('account.profile.saved'));
      },
    },
  );
  const error = save.error;

  const current = profile.data;
  return (
    <QueryCard title={t('account.profile.title')} query={profile} testId="account-profile">
      {current && (
        <Form
          form={form}
          name="profile"
          layout="vertical"
          requiredMark={false}
          onFinish={save.mutate}
          initialValues={{ name: current.name, lastName: current.lastName }}
        >
          {/* Read-only, so not form fields: their labels are tied to them by id. */}
          <Form.Item
            label={t('account.profile.email')}
            htmlFor="profile-email"
            extra={t('account.profile.emailHint')}
          >
            <Input
              id="profile-email"
              value={current.email}
              readOnly
              variant="filled"
              data-testid="profile-email"
            />
          </Form.Item>
          <Form.Item label={t('account.profile.shop')} htmlFor="profile-shop">
            <Input id="profile-shop" value={current.customerName} readOnly variant="filled" />
          </Form.Item>
          <Flex wrap style={{ columnGap: 12 }}>
            <Form.Item
              name="name"
              label={t('account.profile.name')}
              style={{ flex: '1 1 180px' }}
              rules={[
                { required: true, whitespace: true, message: t('account.profile.nameRequired') },
                { max: 64, message: t('account.profile.nameMax') },
              ]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item
              name="lastName"
              label={t('account.profile.lastName')}
              style={{ flex: '1 1 180px' }}
              rules={[
                { required: true, whitespace: true, message: t('account.profile.lastNameRequired') },
                { max: 64, message: t('account.profile.lastNameMax') },
              ]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Flex>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('account.profile.save')}
          </Button>
        </Form>
      )}
    </QueryCard>
  );
}
