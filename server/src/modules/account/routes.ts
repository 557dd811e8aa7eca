import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { outboxMailer, type Mailer } from '../../platform/mailer.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { currentSession, requirePerm } from '../../platform/session.js';
import {
  ACCOUNT_MSG,
  addLanguageSchema,
  changePasswordSchema,
  checkMobileCodeSchema,
  getProfileSchema,
  languageListSchema,
  removeLanguageSchema,
  sendMobileCodeSchema,
  updateProfileSchema,
  type AddLanguageBody,
  type ChangePasswordBody,
  type ChangePasswordParams,
  type CheckMobileCodeBody,
  type RemoveLanguageParams,
  type SendMobileCodeBody,
  type UpdateProfileBody,
} from './schemas.js';
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

/** Secrets in a query string end up in access logs: refuse them before anything else happens. */
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
}> = async (app, { deps: base }) => {
  const deps: AccountDeps = { ...base, sms: outboxMailer(base.db, base.config, app.log) };
  const { db } = deps;
  const canEdit = requirePerm('account:edit');

  app.get('/user/v1/customer/info/profile', { schema: getProfileSchema }, async (request) =>
    ok(await getProfile(db, currentSession(request))),
  );

  app.post<{ Body: UpdateProfileBody }>(
    '/user/v1/customer/info/update/profile',
    { schema: updateProfileSchema },
    async (request) => ok(await updateProfile(deps, currentSession(request), request.body)),
  );

  app.patch<{ Params: ChangePasswordParams; Body: ChangePasswordBody }>(
    '/api/v1/users/:id/password',
    { schema: changePasswordSchema, preValidation: noSecretsInQuery },
    async (request) =>
      ok(await changePassword(deps, currentSession(request), request.params.id, request.body)),
  );

  app.post<{ Body: SendMobileCodeBody }>(
    '/user/v1/customer/info/mobicta/set/code',
    { schema: sendMobileCodeSchema },
    async (request) =>
      ok(await sendMobileCode(deps, currentSession(request), request.body, { ip: request.ip })),
  );

  app.post<{ Body: CheckMobileCodeBody }>(
    '/user/v1/customer/info/check/code',
    { schema: checkMobileCodeSchema },
    async (request) => ok(await checkMobileCode(deps, currentSession(request), request.body)),
  );

  app.get('/common/v1/language/link/list', { schema: languageListSchema }, async (request) =>
    ok(await linkedLanguages(db, currentSession(request).customerId)),
  );

  app.get('/common/v1/language/unlink/list', { schema: languageListSchema }, async (request) =>
    ok(await unlinkedLanguages(db, currentSession(request).customerId)),
  );

  app.post<{ Body: AddLanguageBody }>(
    '/common/v1/language/add/link',
    { schema: addLanguageSchema, preHandler: canEdit },
    async (request) => ok(await addLanguages(deps, currentSession(request), request.body)),
  );

  app.delete<{ Params: RemoveLanguageParams }>(
    '/common/v1/language/link/:code',
    { schema: removeLanguageSchema, preHandler: canEdit },
    async (request) => ok(await removeLanguage(db, currentSession(request), request.params.code)),
  );
};
