import {
  invitationsRoutes,
  membersRoutes,
  rolesRoutes,
  teamRoutes as contract,
  type InvitationMailQuery,
} from '@console/api-contract';
import { requestLanguage } from '../../platform/language.js';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import type { Config } from '../../platform/config.js';
import type { BackgroundTasks } from '../../platform/background.js';
import { sendCsv } from '../../platform/csv.js';
import type { Mailer } from '../../platform/mailer.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { ok } from '../../platform/envelope.js';
import { publicOrigin } from '../../platform/public-url.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import {
  acceptInvitation,
  invite,
  listInvitations,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
  type LinkBase,
} from './invitations.js';
import { listMembers, removeMember, setMemberRole, setMemberStatus } from './members.js';
import { createRole, deleteRole, listRoles, updateRole } from './roles.js';
import { checkLogFilters, exportLog, listLog, LOG_CSV_COLUMNS, logSettings } from './log.js';

interface TeamDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  tasks: BackgroundTasks;
  /** Every perm a registered route declares (app.ts collects them as routes register). */
  knownPerms: () => string[];
}

/**
 * Links in mails start with the console's public address (`publicOrigin`); the mail is in the inviter's language
 * (`lang`, sent by the console).
 */
const linkBase = (
  config: Config,
  request: FastifyRequest<{ Querystring: InvitationMailQuery }>,
): LinkBase => ({
  origin: publicOrigin(config, request),
  language: requestLanguage(request.query.lang, request.headers['accept-language']),
});

/**
 * The team area (docs/team.md). The operation log is read-only here: no route edits or deletes an entry; reading it
 * needs `team:log`, its retention `team:edit`. Every statement is scoped by the session's shop.
 */
export const teamRoutes: FastifyPluginAsync<{ deps: TeamDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;

  app.get(
    '/user/v1/team/log/list',
    { schema: contract.logList, config: { perm: 'team:log' } },
    async (request) => ok(await listLog(db, currentSession(request).customerId, request.query)),
  );

  app.get(
    '/user/v1/team/log/export',
    { schema: contract.logExport, config: { perm: 'team:log' } },
    async (request, reply) => {
      checkLogFilters(request.query);
      return sendCsv(request, reply, {
        name: 'operation-log',
        now: config.now(),
        columns: LOG_CSV_COLUMNS,
        rows: exportLog(db, currentSession(request).customerId, request.query),
      });
    },
  );

  app.get(
    '/user/v1/team/log/settings',
    { schema: contract.logSettings, config: { perm: 'team:log' } },
    async (request) => ok(await logSettings(db, currentSession(request).customerId)),
  );

  app.put(
    '/user/v1/team/log/settings',
    { schema: contract.logSettingsSave, config: { perm: 'team:edit' } },
    async (request) => {
      const { customerId } = currentSession(request);
      const saved = await db.transaction(async (tx) => {
        const before = await logSettings(tx, customerId);
        await tx.query(
          `insert into audit_settings (customer_id, retention_days) values ($1, $2)
           on conflict (customer_id) do update set retention_days = excluded.retention_days`,
          [customerId, request.body.retentionDays],
        );
        const after = { retentionDays: request.body.retentionDays };
        recordChange({ area: 'team', action: 'log.settings', objectType: 'settings', before, after });
        return after;
      });
      return ok(saved);
    },
  );

  // ---- roles: named sets of the perms the routes declare ----

  app.get('/user/v1/team/perms', { schema: rolesRoutes.perms, config: { perm: 'team:edit' } }, async () =>
    ok({ perms: deps.knownPerms() }),
  );

  app.get(
    '/user/v1/team/roles',
    { schema: rolesRoutes.list, config: { perm: 'team:edit' } },
    async (request) => ok(await listRoles(db, currentSession(request).customerId, request.query)),
  );

  app.post(
    '/user/v1/team/roles',
    { schema: rolesRoutes.create, config: { perm: 'team:edit' } },
    async (request) =>
      ok(
        await createRole(
          db,
          currentSession(request).customerId,
          request.body,
          deps.knownPerms(),
          config.now(),
        ),
      ),
  );

  app.put(
    '/user/v1/team/roles/:id',
    { schema: rolesRoutes.update, config: { perm: 'team:edit' } },
    async (request) =>
      ok(
        await updateRole(
          db,
          currentSession(request).customerId,
          Number(request.params.id),
          request.body,
          deps.knownPerms(),
          config.now(),
        ),
      ),
  );

  app.delete(
    '/user/v1/team/roles/:id',
    { schema: rolesRoutes.remove, config: { perm: 'team:edit' } },
    async (request) => {
      const id = Number(request.params.id);
      await deleteRole(db, currentSession(request).customerId, id);
      return ok({ id });
    },
  );

  // ---- members ----

  app.get(
    '/user/v1/team/members',
    { schema: membersRoutes.list, config: { perm: 'team:edit' } },
    async (request) => ok(await listMembers(db, currentSession(request).customerId, request.query)),
  );

  app.put(
    '/user/v1/team/members/:id/role',
    { schema: membersRoutes.setRole, config: { perm: 'team:edit' } },
    async (request) =>
      ok(await setMemberRole(db, currentSession(request), Number(request.params.id), request.body.roleId)),
  );

  app.post(
    '/user/v1/team/members/:id/disable',
    { schema: membersRoutes.disable, config: { perm: 'team:edit' } },
    async (request) =>
      ok(
        await setMemberStatus(
          db,
          currentSession(request),
          Number(request.params.id),
          'disabled',
          config.now(),
        ),
      ),
  );

  app.post(
    '/user/v1/team/members/:id/enable',
    { schema: membersRoutes.enable, config: { perm: 'team:edit' } },
    async (request) =>
      ok(
        await setMemberStatus(db, currentSession(request), Number(request.params.id), 'active', config.now()),
      ),
  );

  app.delete(
    '/user/v1/team/members/:id',
    { schema: membersRoutes.remove, config: { perm: 'team:edit' } },
    async (request) => {
      const id = Number(request.params.id);
      await removeMember(db, currentSession(request), id, config.now());
      return ok({ id });
    },
  );

  // ---- invitations: a path of their own (under members/ they would be ambiguous with members/{id}/role) ----

  app.get(
    '/user/v1/team/invitations',
    { schema: invitationsRoutes.list, config: { perm: 'team:edit' } },
    async (request) =>
      ok({ list: await listInvitations(db, currentSession(request).customerId, config.now()) }),
  );

  app.post(
    '/user/v1/team/invitations',
    { schema: invitationsRoutes.invite, config: { perm: 'team:edit' } },
    async (request) =>
      ok(await invite(deps, currentSession(request), request.body, linkBase(config, request))),
  );

  app.post(
    '/user/v1/team/invitations/:id/resend',
    { schema: invitationsRoutes.resend, config: { perm: 'team:edit' } },
    async (request) =>
      ok(
        await resendInvitation(
          deps,
          currentSession(request),
          Number(request.params.id),
          linkBase(config, request),
        ),
      ),
  );

  app.delete(
    '/user/v1/team/invitations/:id',
    { schema: invitationsRoutes.revoke, config: { perm: 'team:edit' } },
    async (request) => {
      const id = Number(request.params.id);
      await revokeInvitation(db, currentSession(request), id, config.now());
      return ok({ id });
    },
  );

  // Public (the invitee has no session yet): POST, so the token stays out of access logs' query strings.
  app.post(
    '/open/user/v1/team/invitation/lookup',
    { schema: invitationsRoutes.lookup, config: { public: true } },
    async (request) => ok(await lookupInvitation(deps, request.body.token, request.ip)),
  );

  app.post(
    '/open/user/v1/team/invitation/accept',
    { schema: invitationsRoutes.accept, config: { public: true } },
    async (request) => ok(await acceptInvitation(deps, request.body, request.ip)),
  );
};
