import { Type, type Static } from 'typebox';
import { DateTime, IdParamsSchema, messages, StringEnum, trim } from './common.js';
import { answers, FileAnswer } from './routes.js';
import { MenusQuerySchema } from './menus.js';
import { Page, Paging, Sorting } from './lists.js';
import { ConfirmPasswordField, EmailField, LastNameField, NameField, NewPasswordField } from './auth.js';
import { LOG_RETENTION_MAX_DAYS, LOG_RETENTION_MIN_DAYS } from './values/index.js';

export const TEAM_MSG = {
  actor: 'actor must be 1 to 254 characters',
  area: 'area must be 1 to 40 letters, digits or "-"',
  action: 'action must be 1 to 80 letters, digits, ".", "-" or "_"',
  objectId: 'objectId must be 1 to 80 characters',
  atFrom: 'atFrom must be a date-time such as 2026-11-01T00:00:00Z',
  atTo: 'atTo must be a date-time such as 2026-11-30T00:00:00Z',
  atRange: 'atFrom must be before atTo',
  sortField: 'sortField must be at',
  retentionDays: `retentionDays must be a whole number of days from ${LOG_RETENTION_MIN_DAYS} to ${LOG_RETENTION_MAX_DAYS}`,
} as const;

/** The log's filters, shared by the list and the export. */
const logFilters = {
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 254, ...messages(TEAM_MSG.actor), ...trim })),
  area: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$', ...messages(TEAM_MSG.area), ...trim })),
  action: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9._-]{1,80}$', ...messages(TEAM_MSG.action), ...trim }),
  ),
  objectId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 80, ...messages(TEAM_MSG.objectId), ...trim }),
  ),
  /** Entries at or after this instant. */
  atFrom: Type.Optional(DateTime({ maxLength: 40, ...messages(TEAM_MSG.atFrom) })),
  /** Entries before this instant. */
  atTo: Type.Optional(DateTime({ maxLength: 40, ...messages(TEAM_MSG.atTo) })),
};

export const LogFiltersSchema = Type.Object(logFilters);
export type LogFilters = Static<typeof LogFiltersSchema>;

export const LogListQuerySchema = Type.Object({
  ...logFilters,
  ...Paging,
  ...Sorting(['at'], { field: 'at', order: 'descend' }, TEAM_MSG.sortField),
});
export type LogListQuery = Static<typeof LogListQuerySchema>;

/** One changed field: its value before and after (absent on a creation, a deletion, or a secret). */
export const FieldChangeSchema = Type.Object({
  field: Type.String(),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});
export type FieldChange = Static<typeof FieldChangeSchema>;

export const LogEntrySchema = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** The person's email when the entry was written ('checkout' for the shop's signed checkout). */
  actor: Type.String(),
  ip: Type.String(),
  area: Type.String(),
  action: Type.String(),
  objectType: Type.String(),
  objectId: Type.String(),
  changes: Type.Array(FieldChangeSchema),
});
export type LogEntry = Static<typeof LogEntrySchema>;

export const LogPageSchema = Page(LogEntrySchema);

export const LogSettingsSchema = Type.Object({
  /** Entries older than this many days are removed (LOG_RETENTION_MIN_DAYS to LOG_RETENTION_MAX_DAYS). */
  retentionDays: Type.Integer(),
});
export type LogSettings = Static<typeof LogSettingsSchema>;

export const LogSettingsBodySchema = Type.Object({
  retentionDays: Type.Integer({
    minimum: LOG_RETENTION_MIN_DAYS,
    maximum: LOG_RETENTION_MAX_DAYS,
    ...messages(TEAM_MSG.retentionDays),
  }),
});
export type LogSettingsBody = Static<typeof LogSettingsBodySchema>;

export const teamRoutes = {
  logList: answers(LogPageSchema, { querystring: LogListQuerySchema }),
  logExport: {
    querystring: LogFiltersSchema,
    response: FileAnswer(
      'text/csv',
      'The matching entries as CSV (UTF-8 with a byte-order mark), newest first, streamed',
    ),
  },
  logSettings: answers(LogSettingsSchema),
  logSettingsSave: answers(LogSettingsSchema, { body: LogSettingsBodySchema }),
};

// ---- roles ---------------------------------------------------------------------------------------------------

export const ROLES_MSG = {
  name: 'Please enter a name of 1 to 40 characters',
  nameTaken: 'A role with this name exists',
  perms: 'perms must be a list of the perms the server knows',
  unknownPerm: 'Unknown perm {perm}',
  notFound: 'Role not found',
  owner: 'The Owner role holds every perm and cannot be changed or deleted',
  inUse: 'This role still has members: give them another role first',
  invited: 'This role has open invitations: cancel them first',
  sortField: 'sortField must be name or createdAt',
} as const;

export const RoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The Owner role: every perm, cannot be changed or deleted. */
  owner: Type.Boolean(),
  /** The perms it grants (the Owner's: every perm the server knows). */
  perms: Type.Array(Type.String()),
  members: Type.Integer(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type Role = Static<typeof RoleSchema>;

export const RoleListQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 40, ...messages(ROLES_MSG.name), ...trim })),
  ...Paging,
  ...Sorting(['name', 'createdAt'], { field: 'createdAt', order: 'ascend' }, ROLES_MSG.sortField),
});
export type RoleListQuery = Static<typeof RoleListQuerySchema>;

export const RoleBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40, ...messages(ROLES_MSG.name), ...trim }),
  perms: Type.Array(Type.String({ pattern: '^[a-z]+:[a-z]+$', maxLength: 40 }), {
    maxItems: 100,
    uniqueItems: true,
    ...messages(ROLES_MSG.perms),
  }),
});
export type RoleBody = Static<typeof RoleBodySchema>;

export const RoleIdParamsSchema = IdParamsSchema;

/** The perms the server knows: every perm a route declares, as the routes registered. */
export const PermListSchema = Type.Object({ perms: Type.Array(Type.String()) });

export const rolesRoutes = {
  perms: answers(PermListSchema),
  list: answers(Page(RoleSchema), { querystring: RoleListQuerySchema }),
  create: answers(RoleSchema, { body: RoleBodySchema }),
  update: answers(RoleSchema, { params: RoleIdParamsSchema, body: RoleBodySchema }),
  remove: answers(Type.Object({ id: Type.Integer() }), { params: RoleIdParamsSchema }),
};

// ---- members -------------------------------------------------------------------------------------------------

export const MEMBERS_MSG = {
  q: 'q must be 1 to 254 characters',
  roleId: 'roleId must be a positive whole number',
  notFound: 'Member not found',
  roleNotFound: 'Role not found',
  lastOwner: 'The shop needs an Owner: give the Owner role to someone else first',
  ownerDisabled: 'An Owner cannot be disabled: give them another role first',
  self: 'You cannot disable your own account',
  removeSelf: 'You cannot remove your own account',
  ownerRemoved: 'An Owner cannot be removed: give them another role first',
  sortField: 'sortField must be name, email or createdAt',
} as const;

export const MemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  lastName: Type.String(),
  status: StringEnum(['active', 'pending', 'disabled']),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  /** The role's name; null: the member's own perms (no role). */
  roleName: Type.Union([Type.String(), Type.Null()]),
  owner: Type.Boolean(),
  lastSignInAt: Type.Union([DateTime(), Type.Null()]),
  createdAt: DateTime(),
});
export type Member = Static<typeof MemberSchema>;

export const MemberListQuerySchema = Type.Object({
  /** Part of the name or the email. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 254, ...messages(MEMBERS_MSG.q), ...trim })),
  ...Paging,
  ...Sorting(['name', 'email', 'createdAt'], { field: 'createdAt', order: 'ascend' }, MEMBERS_MSG.sortField),
});
export type MemberListQuery = Static<typeof MemberListQuerySchema>;

export const MemberRoleBodySchema = Type.Object({
  roleId: Type.Integer({ minimum: 1, ...messages(MEMBERS_MSG.roleId) }),
});
export type MemberRoleBody = Static<typeof MemberRoleBodySchema>;

export const MemberIdParamsSchema = IdParamsSchema;

export const membersRoutes = {
  list: answers(Page(MemberSchema), { querystring: MemberListQuerySchema }),
  setRole: answers(MemberSchema, { params: MemberIdParamsSchema, body: MemberRoleBodySchema }),
  disable: answers(MemberSchema, { params: MemberIdParamsSchema }),
  enable: answers(MemberSchema, { params: MemberIdParamsSchema }),
  remove: answers(Type.Object({ id: Type.Integer() }), { params: MemberIdParamsSchema }),
};

// ---- invitations ---------------------------------------------------------------------------------------------

/** How long an invitation link stays valid. */
export const INVITATION_TTL_HOURS = 72;
/** Open invitations a shop may have at once (the list shows them all, unpaged). */
export const OPEN_INVITATIONS_MAX = 200;

export const INVITES_MSG = {
  name: 'Name can not be more than 64 characters',
  roleId: 'roleId must be a positive whole number',
  roleNotFound: 'Role not found',
  member: 'This address is already a member of the shop',
  invited: 'This address has an open invitation: resend it instead',
  tooMany: `A shop can have at most ${OPEN_INVITATIONS_MAX} open invitations: cancel some first`,
  notFound: 'Invitation not found',
  token: 'token must be the code of an invitation link',
  /** The one answer to a link that cannot be used, whatever the reason. */
  invalid: 'This invitation link is invalid or has expired',
} as const;

export const InvitationSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  /** The role's name; null: the role was deleted (the invitation can no longer be accepted). */
  roleName: Type.Union([Type.String(), Type.Null()]),
  owner: Type.Boolean(),
  /** `expired`: past its 72 hours; a resend gives it a new link and 72 hours more. */
  status: StringEnum(['invited', 'expired']),
  invitedBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime(),
  expiresAt: DateTime(),
});
export type Invitation = Static<typeof InvitationSchema>;

export const InviteBodySchema = Type.Object({
  email: EmailField,
  name: Type.Optional(Type.String({ maxLength: 64, ...messages(INVITES_MSG.name), ...trim })),
  roleId: Type.Integer({ minimum: 1, ...messages(INVITES_MSG.roleId) }),
});
export type InviteBody = Static<typeof InviteBodySchema>;

export const InvitationIdParamsSchema = IdParamsSchema;

const InviteToken = Type.String({
  pattern: '^[A-Za-z0-9_-]{20,100}$',
  ...messages(INVITES_MSG.token),
  ...trim,
});

export const InvitationLookupBodySchema = Type.Object({ token: InviteToken });
export type InvitationLookupBody = Static<typeof InvitationLookupBodySchema>;

/** What the invitee sees before accepting: the shop and the address the account will have. */
export const InvitationPreviewSchema = Type.Object({
  shopName: Type.String(),
  email: Type.String(),
  name: Type.String(),
});
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

export const AcceptInvitationBodySchema = Type.Object({
  token: InviteToken,
  name: NameField,
  lastName: LastNameField,
  password: NewPasswordField,
  confirmPassword: ConfirmPasswordField,
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;

/**
 * The language of the mail an invite or a resend sends: the console sends the inviter's (`lang`); without it, the
 * request's Accept-Language (zh…), else en. As the menu calls take it.
 */
export const InvitationMailQuerySchema = MenusQuerySchema;
export type InvitationMailQuery = Static<typeof InvitationMailQuerySchema>;

export const invitationsRoutes = {
  list: answers(Type.Object({ list: Type.Array(InvitationSchema) })),
  invite: answers(InvitationSchema, { body: InviteBodySchema, querystring: InvitationMailQuerySchema }),
  resend: answers(InvitationSchema, {
    params: InvitationIdParamsSchema,
    querystring: InvitationMailQuerySchema,
  }),
  revoke: answers(Type.Object({ id: Type.Integer() }), { params: InvitationIdParamsSchema }),
  lookup: answers(InvitationPreviewSchema, { body: InvitationLookupBodySchema }),
  accept: answers(Type.Object({ email: Type.String() }), { body: AcceptInvitationBodySchema }),
};
