import { destructiveConfirm } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { timeColumn } from '@console/shared/list';
import { App, Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamApi, teamQueries, type Invitation } from '../../api';

/** The shop's open invitations (expired ones too: a resend gives a new link), each with Resend and Cancel. */
export function InvitationsCard() {
  const { t } = useTranslation('team');
  const { message, modal } = App.useApp();
  const invitations = useApiQuery(teamQueries.invitations());
  // Through the kit: a refusal is said once by the client, never thrown; the list is read again either way.
  const act = useApiMutation(({ run }: { run: () => Promise<unknown>; done: string }) => run(), {
    invalidate: [['team', 'invitations']],
    refreshOnFailure: true,
    onSuccess: (_, { done }) => void message.success(done),
  });
  const resend = (invitation: Invitation) =>
    act.mutate({
      run: () => teamApi.resendInvitation(invitation.id),
      done: t('members.resent', { email: invitation.email }),
    });
  const cancel = (invitation: Invitation) =>
    modal.confirm(
      destructiveConfirm({
        title: t('members.cancelInviteTitle', { email: invitation.email }),
        content: t('members.cancelInviteBody'),
        okText: t('members.cancelInviteOk'),
        cancelText: t('members.keep'),
        onOk: () =>
          act.mutate({
            run: () => teamApi.cancelInvitation(invitation.id),
            done: t('members.cancelled', { email: invitation.email }),
          }),
      }),
    );
  return (
    <Card size="small" title={t('members.invitations')} data-testid="invitations-list">
      <Table<Invitation>
        size="small"
        rowKey="id"
        loading={invitations.isLoading}
        dataSource={invitations.data?.list ?? []}
        pagination={false}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.invitationsEmpty')} />
          ),
        }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'email', title: t('members.email'), dataIndex: 'email' },
          {
            key: 'role',
            title: t('members.role'),
            render: (_, row) => (row.owner ? t('roles.owner') : (row.roleName ?? '-')),
          },
          {
            key: 'status',
            title: t('members.status'),
            render: (_, row) => (
              <Tag color={row.status === 'invited' ? 'blue' : 'default'} data-status={row.status}>
                {t(`members.invitationStatuses.${row.status}`)}
              </Tag>
            ),
          },
          { key: 'invitedBy', title: t('members.invitedBy'), render: (_, row) => row.invitedBy ?? '-' },
          timeColumn('expiresAt', t('members.expiresAt')),
          {
            key: 'actions',
            title: t('roles.actions'),
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => void resend(row)}>
                  {t('members.resend')}
                </Button>
                <Button size="small" danger onClick={() => cancel(row)}>
                  {t('members.cancelInvite')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
