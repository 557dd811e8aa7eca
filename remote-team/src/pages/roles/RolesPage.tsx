import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Access, destructiveConfirm } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, timeColumn } from '@console/shared/list';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type Role } from '../../api';
import { permLabel } from './perm-label';
import { RoleDialog } from './RoleDialog';

/** Roles (/team/roles): the shop's named sets of perms; Owner holds every perm and is not changed. */
export default function RolesPage() {
  const { t } = useTranslation('team');
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  // Through the kit: a refusal (a role still in use) is said once by the client and closes the question, never thrown.
  const deleteRole = useApiMutation((role: Role) => teamApi.deleteRole(role.id), {
    invalidate: [['team', 'roles']],
    onSuccess: () => void message.success(t('roles.deleted')),
  });
  const remove = (role: Role) =>
    modal.confirm(
      destructiveConfirm({
        title: t('roles.deleteTitle', { name: role.name }),
        okText: t('roles.delete'),
        cancelText: t('log.cancel'),
        onOk: () => deleteRole.mutate(role),
      }),
    );
  return (
    <ListPage<Role>
      name="roles"
      title={t('roles.title')}
      query={teamQueries.roles}
      sort={{ field: 'createdAt', order: 'ascend' }}
      filters={[]}
      actions={
        <Access perm="team:edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="role-add"
          >
            {t('roles.add')}
          </Button>
        </Access>
      }
      columns={[
        {
          key: 'name',
          title: t('roles.name'),
          sortable: true,
          pinned: 'left',
          render: (_, role) => (role.owner ? t('roles.owner') : role.name),
        },
        {
          key: 'perms',
          title: t('roles.perms'),
          render: (_, role) =>
            role.owner ? (
              t('roles.everyPerm')
            ) : role.perms.length === 0 ? (
              '—'
            ) : (
              <Space size={[4, 4]} wrap>
                {role.perms.map((perm) => (
                  <Tag key={perm}>{permLabel(t, perm)}</Tag>
                ))}
              </Space>
            ),
        },
        { key: 'members', title: t('roles.members'), dataIndex: 'members', align: 'right' },
        timeColumn('createdAt', t('roles.createdAt'), { sortable: true }),
      ]}
      rowActions={{
        title: t('roles.actions'),
        perms: ['team:edit'],
        render: (role) =>
          role.owner ? null : (
            <Space size={4}>
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(role)}>
                {t('roles.edit')}
              </Button>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={role.members > 0}
                onClick={() => remove(role)}
              >
                {t('roles.delete')}
              </Button>
            </Space>
          ),
      }}
      empty={{ filtered: t('roles.empty'), all: t('roles.empty') }}
      extras={() => <RoleDialog editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
