// The team API's messages (TEAM_MSG, ROLES_MSG, MEMBERS_MSG, INVITES_MSG, verbatim) in the person's words, for the
// host to add to the client's translations (test/server-messages.test.ts checks them against the contract). The
// invitation link's messages (token, invalid) are shown on the host's public page; they are here too, so every
// message of the area has its Chinese. `{perm}` is filled in by the server: the translation keeps it. English
// rewords only what a form shows at a field that names an API field.
import { LOG_RETENTION_MAX_DAYS, LOG_RETENTION_MIN_DAYS } from '@console/api-contract/values';
import type { ServerMessages } from '@console/shared';

/** The contract's limit that its values entry does not carry (api-contract/src/team.ts). */
const OPEN_INVITATIONS_MAX = 200;
/** TEAM_MSG.retentionDays, from the limits the contract's schema reads too. */
const RETENTION_DAYS = `retentionDays must be a whole number of days from ${LOG_RETENTION_MIN_DAYS} to ${LOG_RETENTION_MAX_DAYS}`;

export const serverMessages: ServerMessages = {
  en: {
    [RETENTION_DAYS]: `A whole number of days from ${LOG_RETENTION_MIN_DAYS} to ${LOG_RETENTION_MAX_DAYS}`,
    'perms must be a list of the perms the server knows': 'Choose perms from the list',
    'roleId must be a positive whole number': 'Please choose a role',
  },
  zh: {
    // The log
    'actor must be 1 to 254 characters': '操作人须为 1 到 254 个字符',
    'area must be 1 to 40 letters, digits or "-"': '模块须为 1 到 40 个字母、数字或“-”',
    'action must be 1 to 80 letters, digits, ".", "-" or "_"': '操作须为 1 到 80 个字母、数字、“.”、“-”或“_”',
    'objectId must be 1 to 80 characters': '对象 ID 须为 1 到 80 个字符',
    'atFrom must be a date-time such as 2026-11-01T00:00:00Z':
      '开始时间须为日期时间，例如 2026-11-01T00:00:00Z',
    'atTo must be a date-time such as 2026-11-30T00:00:00Z':
      '结束时间须为日期时间，例如 2026-11-30T00:00:00Z',
    'atFrom must be before atTo': '开始时间须早于结束时间',
    'sortField must be at': '只能按时间排序',
    [RETENTION_DAYS]: `请输入 ${LOG_RETENTION_MIN_DAYS} 到 ${LOG_RETENTION_MAX_DAYS} 之间的整数天数`,
    // Roles
    'Please enter a name of 1 to 40 characters': '请输入 1 到 40 个字符的名称',
    'A role with this name exists': '已有同名角色',
    'perms must be a list of the perms the server knows': '请从列出的权限中选择',
    'Unknown perm {perm}': '未知的权限 {perm}',
    'Role not found': '角色不存在',
    'The Owner role holds every perm and cannot be changed or deleted':
      '所有者角色拥有全部权限，不能修改或删除',
    'This role still has members: give them another role first': '该角色仍有成员：请先为他们换一个角色',
    'This role has open invitations: cancel them first': '该角色有待接受的邀请：请先撤销这些邀请',
    'sortField must be name or createdAt': '只能按名称或创建时间排序',
    // Members
    'q must be 1 to 254 characters': '搜索内容须为 1 到 254 个字符',
    'roleId must be a positive whole number': '请选择角色',
    'Member not found': '成员不存在',
    'The shop needs an Owner: give the Owner role to someone else first':
      '店铺必须有一位所有者：请先把所有者角色给其他成员',
    'An Owner cannot be disabled: give them another role first': '所有者不能停用：请先为其换一个角色',
    'You cannot disable your own account': '不能停用自己的账号',
    'You cannot remove your own account': '不能移除自己的账号',
    'An Owner cannot be removed: give them another role first': '所有者不能移除：请先为其换一个角色',
    'sortField must be name, email or createdAt': '只能按姓名、邮箱或加入时间排序',
    // Invitations
    'Name can not be more than 64 characters': '姓名最多 64 个字符',
    'This address is already a member of the shop': '该邮箱已是店铺成员',
    'This address has an open invitation: resend it instead': '该邮箱已有待接受的邀请：请改为重新发送',
    [`A shop can have at most ${OPEN_INVITATIONS_MAX} open invitations: cancel some first`]: `店铺最多可有 ${OPEN_INVITATIONS_MAX} 个待接受的邀请：请先撤销一些`,
    'Invitation not found': '邀请不存在',
    'token must be the code of an invitation link': '邀请码须取自邀请链接',
    'This invitation link is invalid or has expired': '该邀请链接无效或已过期',
  },
};
