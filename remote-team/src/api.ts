import { api, i18n, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  Invitation,
  InviteBody,
  LogEntry,
  LogSettings,
  Member,
  PageOf,
  Role,
  RoleBody,
} from '@console/api-contract';

export type {
  FieldChange,
  Invitation,
  InviteBody,
  LogEntry,
  LogSettings,
  Member,
  Role,
  RoleBody,
} from '@console/api-contract';

/** The area in every query key of the remote. */
const AREA = 'team';

const logList = (params: QueryParams) => api.get<PageOf<LogEntry>>('/user/v1/team/log/list', params);

/** The invitation mail goes out in the inviter's language: the console's, not the browser's. */
const mailLanguage = () => ({ lang: i18n.resolvedLanguage === 'zh' ? 'zh' : 'en' });

export const teamApi = {
  logList,
  /** Every matching entry as the server's CSV. */
  logExport: (filters: QueryParams) =>
    api.get<Blob>('/user/v1/team/log/export', filters, { responseType: 'blob' }),
  logSettings: () => api.get<LogSettings>('/user/v1/team/log/settings'),
  // Silent: the dialog shows a refusal at its field (the kit toasts the rest).
  saveLogSettings: (body: LogSettings) =>
    api.put<LogSettings>('/user/v1/team/log/settings', body, { silent: true }),
  perms: () => api.get<{ perms: string[] }>('/user/v1/team/perms'),
  roles: (params: QueryParams) => api.get<PageOf<Role>>('/user/v1/team/roles', params),
  createRole: (body: RoleBody) => api.post<Role>('/user/v1/team/roles', body, { silent: true }),
  updateRole: (id: number, body: RoleBody) =>
    api.put<Role>(`/user/v1/team/roles/${id}`, body, { silent: true }),
  deleteRole: (id: number) => api.delete<{ id: number }>(`/user/v1/team/roles/${id}`),
  members: (params: QueryParams) => api.get<PageOf<Member>>('/user/v1/team/members', params),
  setMemberRole: (id: number, roleId: number) =>
    api.put<Member>(`/user/v1/team/members/${id}/role`, { roleId }),
  disableMember: (id: number) => api.post<Member>(`/user/v1/team/members/${id}/disable`),
  enableMember: (id: number) => api.post<Member>(`/user/v1/team/members/${id}/enable`),
  removeMember: (id: number) => api.delete<{ id: number }>(`/user/v1/team/members/${id}`),
  invitations: () => api.get<{ list: Invitation[] }>('/user/v1/team/invitations'),
  invite: (body: InviteBody) =>
    api.post<Invitation>('/user/v1/team/invitations', body, { silent: true, params: mailLanguage() }),
  resendInvitation: (id: number) =>
    api.post<Invitation>(`/user/v1/team/invitations/${id}/resend`, undefined, { params: mailLanguage() }),
  cancelInvitation: (id: number) => api.delete<{ id: number }>(`/user/v1/team/invitations/${id}`),
};

/**
 * The area's queries (docs/data-layer.md, "Query definitions and keys"): `[area, resource, ...inputs]`. Pages,
 * prefetches and invalidations take their keys from here.
 */
export const teamQueries = {
  all: [AREA] as const,
  log: (params: QueryParams) => queryOptions([AREA, 'log', params], () => logList(params)),
  logSettings: () => queryOptions([AREA, 'logSettings'], () => teamApi.logSettings()),
  perms: () => queryOptions([AREA, 'perms'], () => teamApi.perms()),
  roles: (params: QueryParams) => queryOptions([AREA, 'roles', params], () => teamApi.roles(params)),
  members: (params: QueryParams) => queryOptions([AREA, 'members', params], () => teamApi.members(params)),
  invitations: () => queryOptions([AREA, 'invitations'], () => teamApi.invitations()),
};
