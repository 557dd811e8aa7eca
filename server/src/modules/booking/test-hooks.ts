import { bookingTestHookRoutes as contract, type BookingTestShop } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';

/**
 * Only registered when test hooks are on (never in production): lets e2e set the shop's payment QR code and
 * explanations (written by the pkg area's pages, built in parallel) and read its public keys and view counts.
 */
export const bookingTestHookRoutes: FastifyPluginAsync<{ deps: { db: Queryable } }> = async (
  plugin,
  { deps },
) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  app.post('/test/booking/shop', { config: { public: true }, schema: contract.shop }, async (request) => {
    const { email, payUrl, payExplain, payCompleteExplain } = request.body;
    // The view counts below include the visits still queued (they are written in batches).
    await plugin.visits.flush();
    const shop = await deps.db.one<{ id: number; shopKey: string }>(
      `update customers c set pay_url = coalesce($2, c.pay_url), pay_explain = coalesce($3, c.pay_explain),
              pay_complete_explain = coalesce($4, c.pay_complete_explain)
         from users u where u.customer_id = c.id and lower(u.email) = lower($1)
       returning c.id, c.site_key as "shopKey"`,
      [email, payUrl ?? null, payExplain ?? null, payCompleteExplain ?? null],
    );
    if (!shop) throw notFound('No such user');
    const projects = await deps.db.query<BookingTestShop['projects'][number]>(
      `select id, title, site_key as "siteKey", status, view_count::int as "viewCount", pay_url as "payUrl"
         from projects
        where customer_id = $1 order by id`,
      [shop.id],
    );
    return ok({ shopKey: shop.shopKey, projects });
  });
};
