import { resourcesRoutes as contract, RESOURCES_MSG, SAMPLE_TAKEN_NAMES } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/envelope.js';
import { invalidFields } from '../../platform/errors.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';

/**
 * Resources, for page builders: the sample form of the components page. Its schema answers the field checks
 * (required, length, format, range), the handler a check only the server can make (a name in use), both as the
 * error envelope's field errors the form kit puts at the fields. It writes nothing.
 */
export const resourcesRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();

  app.post(
    '/user/v1/resources/sample-form',
    { schema: contract.sampleForm, config: { perm: 'resources:view' } },
    async (request) => {
      const taken = SAMPLE_TAKEN_NAMES.some((name) => name.toLowerCase() === request.body.name.toLowerCase());
      if (taken) throw invalidFields({ name: RESOURCES_MSG.nameTaken });
      return ok(request.body);
    },
  );
};
