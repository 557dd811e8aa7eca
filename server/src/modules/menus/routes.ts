import { menuRoutes as contract } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.js';
import { CODE_ERROR, ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { requestLanguage } from '../../platform/language.js';
import { deployedReader, menuOptions, userMenus, type Deployed } from './deployed.js';

/** The menus cannot be read (no registry configured, or it does not answer): a real status, not an empty menu. */
const MENUS_UNAVAILABLE = 'The menus cannot be read right now';

/**
 * The spec's menu calls: the signed-in user's areas as deployed right now (the console's registry and each area's
 * menu.json, docs/deploy.md), filtered by their roles and perms with the sidebar's own rule. The caller's own view
 * (`sessionOnly`): what it holds is decided by the session's roles and perms, so no perm opens or closes it.
 */
export const menusRoutes: FastifyPluginAsync<{
  deps: { config: Config };
}> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { registryUrl } = deps.config;
  const read = registryUrl ? deployedReader(registryUrl) : undefined;

  async function deployed(): Promise<Deployed> {
    if (!read) throw new AppError(503, CODE_ERROR, MENUS_UNAVAILABLE);
    try {
      return await read();
    } catch (error) {
      plugin.log.warn({ err: error }, 'the menu registry could not be read');
      throw new AppError(503, CODE_ERROR, MENUS_UNAVAILABLE);
    }
  }

  app.get('/api/v1/menus', { schema: contract.menus, config: { sessionOnly: true } }, async (request) => {
    const session = currentSession(request);
    const language = requestLanguage(request.query.lang, request.headers['accept-language']);
    return ok(userMenus(await deployed(), session, language));
  });

  app.get(
    '/api/v1/menus/options',
    { schema: contract.options, config: { sessionOnly: true } },
    async (request) => {
      const session = currentSession(request);
      const language = requestLanguage(request.query.lang, request.headers['accept-language']);
      return ok(menuOptions(userMenus(await deployed(), session, language)));
    },
  );
};
