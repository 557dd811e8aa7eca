import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { App, Checkbox, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type Role, type RoleBody } from '../../api';
import { permLabel } from './perm-label';

const EMPTY: RoleBody = { name: '', perms: [] };

/** Creates a role or changes one: its name and its perms, chosen from the perms the server's routes declare. */
export function RoleDialog({
  editing,
  onClose,
}: {
  /** The role to change, 'new' to create one, null when closed. */
  editing: Role | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleBody>();
  const open = editing !== null;
  const perms = useApiQuery(open ? teamQueries.perms() : null);
  const role = editing === 'new' ? null : editing;
  const save = useApiMutation(
    (body: RoleBody) => (role ? teamApi.updateRole(role.id, body) : teamApi.createRole(body)),
    {
      form,
      fields: ['name', 'perms'],
      invalidate: [['team', 'roles']],
      onSuccess: () => {
        void message.success(role ? t('roles.updated') : t('roles.created'));
        onClose();
      },
    },
  );
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(role ? { name: role.name, perms: role.perms } : EMPTY);
  }, [open, role, form]);
  return (
    <FormDialog
      open={open}
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.addTitle')}
      name="role-form"
      form={form}
      onFinish={save.mutate}
      pending={save.isPending}
      onClose={onClose}
      testId="role-dialog"
    >
      <Form.Item
        name="name"
        label={t('roles.name')}
        rules={[{ required: true, whitespace: true, max: 40, message: t('roles.nameInvalid') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="perms" label={t('roles.perms')}>
        {perms.data ? (
          <Checkbox.Group
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              gap: 8,
            }}
            options={perms.data.perms.map((perm) => ({ value: perm, label: permLabel(t, perm) }))}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
      </Form.Item>
    </FormDialog>
  );
}
