import { useApiMutation } from '@console/shared/data/mutation';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
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
    <Modal
      open={open}
      title={t('members.inviteTitle')}
      okText={t('members.send')}
      cancelText={t('log.cancel')}
      confirmLoading={send.isPending}
      onCancel={onClose}
      // OK is the form's submit button (Enter in a field submits too); a form without one fails WCAG's H32.
      okButtonProps={{ htmlType: 'submit', form: 'invite-form' }}
      destroyOnHidden
      data-testid="invite-dialog"
    >
      <Typography.Paragraph type="secondary">{t('members.inviteHint')}</Typography.Paragraph>
      <Form form={form} name="invite-form" layout="vertical" onFinish={(values) => void send.mutate(values)}>
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
      </Form>
    </Modal>
  );
}
