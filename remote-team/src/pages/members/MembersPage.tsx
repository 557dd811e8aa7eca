import { Access, destructiveConfirm, useAccess } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, textFilter, timeColumn } from '@console/shared/list';
import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type Member } from '../../api';
import { InvitationsCard } from './InvitationsCard';
import { InviteDialog } from './InviteDialog';

/**
 * Members (/team/members): the shop's users with their role, status and last sign-in; the role is changed in place,
 * a member is disabled (their sessions end at once) or enabled again, or removed. Owners invite by email; the open
 * invitations are listed under the members with Resend and Cancel.
 */
export default function MembersPage() {
  const { t } = useTranslation('team');
  const { message, modal } = App.useApp();
  const { user: me, hasPerm } = useAccess();
  const roles = useApiQuery(
    teamQueries.roles({ pageNum: 1, pageSize: 100, sortField: 'createdAt', sortOrder: 'ascend' }),
  );
  const roleOptions = (roles.data?.list ?? []).map((role) => ({
    value: role.id,
    label: role.owner ? t('roles.owner') : role.name,
  }));
  const [inviting, setInviting] = useState(false);
  // Every change runs through the kit: busy while it runs, a refusal said once (by the client), never thrown.
  const act = useApiMutation(({ run }: { run: () => Promise<unknown>; done: string }) => run(), {
    invalidate: [['team']],
    onSuccess: (_, { done }) => void message.success(done),
  });
  /** Asks before removing or disabling (both end the member's sessions), then acts, says so and reads again. */
  const confirmThen = (action: 'remove' | 'disable', member: Member, run: () => Promise<unknown>) =>
    modal.confirm(
      destructiveConfirm({
        title: t(`members.${action}Title`, { email: member.email }),
        content: t(`members.${action}Body`),
        okText: t(`members.${action}`),
        cancelText: t('log.cancel'),
        onOk: () => act.mutate({ run, done: t(`members.${action}d`, { email: member.email }) }),
      }),
    );
  const remove = (member: Member) => confirmThen('remove', member, () => teamApi.removeMember(member.id));
  const setRole = (member: Member, roleId: number) =>
    act.mutate({
      run: () => teamApi.setMemberRole(member.id, roleId),
      done: t('members.roleChanged', { email: member.email }),
    });
  const setStatus = (member: Member, status: 'active' | 'disabled') =>
    status === 'disabled'
      ? confirmThen('disable', member, () => teamApi.disableMember(member.id))
      : void act.mutate({
          run: () => teamApi.enableMember(member.id),
          done: t('members.enabled', { email: member.email }),
        });
  return (
    <ListPage<Member>
      name="members"
      title={t('members.title')}
      query={teamQueries.members}
      sort={{ field: 'createdAt', order: 'ascend' }}
      actions={
        <Access perm="team:edit">
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('members.invite')}
          </Button>
        </Access>
      }
      extras={() =>
        hasPerm('team:edit') && (
          <>
            <InvitationsCard />
            <InviteDialog open={inviting} roles={roleOptions} onClose={() => setInviting(false)} />
          </>
        )
      }
      filters={[
        textFilter({
          name: 'q',
          label: t('members.search'),
          placeholder: t('members.searchPlaceholder'),
          maxLength: 254,
        }),
      ]}
      columns={[
        {
          key: 'name',
          title: t('members.name'),
          sortable: true,
          pinned: 'left',
          render: (_, member) => `${member.name} ${member.lastName}`,
        },
        { key: 'email', title: t('members.email'), dataIndex: 'email', sortable: true },
        {
          key: 'role',
          title: t('members.role'),
          render: (_, member) =>
            hasPerm('team:edit') && member.id !== me?.id ? (
              <Select<number>
                size="small"
                style={{ minWidth: 140 }}
                value={member.roleId ?? undefined}
                placeholder={t('members.ownPerms')}
                options={roleOptions}
                aria-label={t('members.roleOf', { email: member.email })}
                onChange={(roleId) => void setRole(member, roleId)}
              />
            ) : member.owner ? (
              t('roles.owner')
            ) : (
              (member.roleName ?? t('members.ownPerms'))
            ),
        },
        {
          key: 'status',
          title: t('members.status'),
          render: (_, member) => (
            <Tag color={member.status === 'active' ? 'green' : 'default'} data-status={member.status}>
              {t(`members.statuses.${member.status}`)}
            </Tag>
          ),
        },
        timeColumn('lastSignInAt', t('members.lastSignIn')),
        timeColumn('createdAt', t('members.createdAt'), { sortable: true }),
      ]}
      rowActions={{
        title: t('roles.actions'),
        perms: ['team:edit'],
        render: (member) =>
          member.id === me?.id || member.owner ? null : (
            <Access perm="team:edit">
              <Space size={4}>
                {member.status === 'disabled' ? (
                  <Button size="small" onClick={() => setStatus(member, 'active')}>
                    {t('members.enable')}
                  </Button>
                ) : (
                  <Button size="small" danger onClick={() => setStatus(member, 'disabled')}>
                    {t('members.disable')}
                  </Button>
                )}
                <Button size="small" danger onClick={() => remove(member)}>
                  {t('members.remove')}
                </Button>
              </Space>
            </Access>
          ),
      }}
      empty={{ filtered: t('members.empty'), all: t('members.empty') }}
    />
  );
}
