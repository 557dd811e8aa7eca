import { ACCOUNT_MSG, accountRoutes as contract } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { outboxMailer, type Mailer } from '../../platform/mailer.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import {
  addLanguages,
  changePassword,
  checkMobileCode,
  getProfile,
  linkedLanguages,
  removeLanguage,
  sendMobileCode,
  unlinkedLanguages,
  updateProfile,
  type AccountDeps,
} from './service.js';

const SECRET_QUERY_KEYS = ['password', 'oldPassword', 'affirmPassword', 'pwd'];

/** Secrets in a query string end up in access logs: refuse them before anything else happens (onRequest: before
 * the unknown-parameter check, so the answer says what to do instead). */
async function noSecretsInQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && SECRET_QUERY_KEYS.some((key) => key in query)) throw badRequest(ACCOUNT_MSG.passwordsInQuery);
}

/**
 * The signed-in user's account: profile, password, verified mobile contact, and the languages the customer's site
 * offers. Every route needs a session and works only on the session's own user and customer; the site-wide
 * settings (languages) also need `account:edit` to change.
 */
export const accountRoutes: FastifyPluginAsync<{
  deps: { db: Db; config: Config; limiter: RateLimiter; mailer: Mailer };
}> = async (plugin, { deps: base }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const deps: AccountDeps = { ...base, sms: outboxMailer(base.db, base.config, app.log) };
  const { db } = deps;
  const canEdit = { perm: 'account:edit' } as const;
  // The user's own profile, password and mobile, and the languages of the own site: any session.
  const own = { sessionOnly: true };

  app.get('/user/v1/customer/info/profile', { schema: contract.getProfile, config: own }, async (request) =>
    ok(await getProfile(db, currentSession(request))),
  );

  app.post(
    '/user/v1/customer/info/update/profile',
    { schema: contract.updateProfile, config: own },
    async (request) => ok(await updateProfile(deps, currentSession(request), request.body)),
  );

  app.patch(
    '/api/v1/users/:id/password',
    { schema: contract.changePassword, config: own, onRequest: noSecretsInQuery },
    async (request) =>
      ok(await changePassword(deps, currentSession(request), request.params.id, request.body)),
  );

  app.post(
    '/user/v1/customer/info/mobicta/set/code',
    { schema: contract.sendMobileCode, config: own },
    async (request) =>
      ok(await sendMobileCode(deps, currentSession(request), request.body, { ip: request.ip })),
  );

  app.post(
    '/user/v1/customer/info/check/code',
    { schema: contract.checkMobileCode, config: own },
    async (request) => ok(await checkMobileCode(deps, currentSession(request), request.body)),
  );

  app.get('/common/v1/language/link/list', { schema: contract.languageList, config: own }, async (request) =>
    ok(await linkedLanguages(db, currentSession(request).customerId)),
  );

  app.get(
    '/common/v1/language/unlink/list',
    { schema: contract.languageList, config: own },
    async (request) => ok(await unlinkedLanguages(db, currentSession(request).customerId)),
  );

  app.post(
    '/common/v1/language/add/link',
    { schema: contract.addLanguage, config: canEdit },
    async (request) => ok(await addLanguages(deps, currentSession(request), request.body)),
  );

  app.delete(
    '/common/v1/language/link/:code',
    { schema: contract.removeLanguage, config: canEdit },
    async (request) => ok(await removeLanguage(db, currentSession(request), request.params.code)),
  );
};
