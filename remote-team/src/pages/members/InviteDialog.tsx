import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { App, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, type InviteBody } from '../../api';

/** Invites an address with a role: the server mails the one-time link (72 hours). */
export function InviteDialog({
  open,
  roles,
  onClose,
}: {
  open: boolean;
  roles: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const [form] = Form.useForm<InviteBody>();
  const send = useApiMutation((body: InviteBody) => teamApi.invite(body), {
    form,
    fields: ['email', 'name', 'roleId'],
    invalidate: [['team', 'invitations']],
    onSuccess: (invitation) => {
      void message.success(t('members.invited', { email: invitation.email }));
      onClose();
    },
  });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <FormDialog
      open={open}
      title={t('members.inviteTitle')}
      name="invite-form"
      form={form}
      onFinish={send.mutate}
      pending={send.isPending}
      onClose={onClose}
      okText={t('members.send')}
      testId="invite-dialog"
      intro={<Typography.Paragraph type="secondary">{t('members.inviteHint')}</Typography.Paragraph>}
    >
      <Form.Item
        name="email"
        label={t('members.email')}
        rules={[
          { required: true, type: 'email', whitespace: true, message: t('members.inviteEmailInvalid') },
        ]}
      >
        <Input maxLength={254} autoComplete="off" inputMode="email" />
      </Form.Item>
      <Form.Item name="name" label={t('members.inviteName')}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roleId"
        label={t('members.role')}
        rules={[{ required: true, message: t('members.inviteRoleRequired') }]}
      >
        <Select<number> options={roles} />
      </Form.Item>
    </FormDialog>
  );
}
