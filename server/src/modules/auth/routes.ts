import { authRoutes as contract, type ProductParams } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { notFound, MSG, tokenInvalid } from '../../platform/errors.js';
import { currentSession, findSession, readToken, revokeSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import {
  createCaptcha,
  login,
  register,
  resetPassword,
  sendResetCode,
  userInfo,
  type AuthDeps,
  type RequestMeta,
} from './service.js';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-in, sign-up, password reset, token check, the current user and sign-out. */
export const authRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;
  const isPublic = { public: true };
  // The current user and sign-out work on the caller's own session.
  const own = { sessionOnly: true };

  /** Paths with `{product}` answer only for this deployment's product. */
  const knownProduct = async (request: FastifyRequest): Promise<void> => {
    if ((request.params as Partial<ProductParams>).product !== config.product)
      throw notFound(MSG.unknownProduct);
  };

  app.get('/api/v1/auth/captcha', { schema: contract.captcha, config: isPublic }, async (request) =>
    ok(await createCaptcha(deps, meta(request))),
  );

  app.post(
    '/open/user/v1/customer/login/:product/login',
    { schema: contract.login, config: isPublic, preValidation: knownProduct },
    async (request) => {
      const session = await login(deps, request.body, meta(request));
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.post(
    '/open/user/v1/customer/register/:product/register',
    { schema: contract.register, config: isPublic, preValidation: knownProduct },
    async (request) => ok(await register(deps, request.body, meta(request))),
  );

  app.post(
    '/open/user/v1/customer/info/send/:product/email',
    { schema: contract.sendCode, config: isPublic, preValidation: knownProduct },
    async (request) => ok(await sendResetCode(deps, request.body, meta(request))),
  );

  // The spec's path has a double slash; the router ignores duplicate slashes, so both spellings work.
  app.post(
    '/open//user/v1/customer/info/email/reset',
    { schema: contract.reset, config: isPublic },
    async (request) => ok(await resetPassword(deps, request.body)),
  );

  app.get(
    '/open/user/v1/authtoken/check',
    { schema: contract.tokenCheck, config: isPublic },
    async (request) => {
      const token = readToken(request);
      const session = token ? await findSession(db, token, config.now()) : null;
      if (!token || !session) throw tokenInvalid();
      return ok({ authCode: token, status: 'valid', expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.get('/user/v1/customer/info/get', { schema: contract.userInfo, config: own }, async (request) => {
    const info = await userInfo(db, currentSession(request));
    if (!info) throw tokenInvalid();
    return ok(info);
  });

  app.delete('/api/v1/auth/logout', { schema: contract.logout, config: own }, async (request) => {
    await revokeSession(db, currentSession(request), config.now());
    return ok(null);
  });
};
