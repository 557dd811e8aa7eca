import { Readable } from 'node:stream';
import { ORDERS_MSG, ordersRoutes as contract, type OrderIdParams } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok, sendOkJson } from '../../platform/envelope.js';
import { forbidden, invalidFields, notFound } from '../../platform/errors.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { currentSession } from '../../platform/session.js';
import {
  CHECKOUT_ALGORITHM,
  checkoutKey,
  checkoutMessage,
  checkoutSignatureValid,
  findCheckoutSecret,
  rotateCheckoutKey,
} from './checkout.js';
import { csvHeader, csvLine } from './csv.js';
import { checkOrderFilters, exportOrders, findOrder, listCarts, listOrders, orderEvents } from './service.js';
import { transition, type OrderAction } from './state.js';

interface OrdersDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
}

const CHECKOUT_PATH = '/open/user/v1/checkout/paid';
const CHECKOUT_LIMIT: LimitRule = { name: 'checkout:ip', max: 120, windowSeconds: 60 };

/** Unknown query parameters are refused rather than silently ignored (a misspelt filter would show all rows). */
function onlyKnownQuery(schema: { querystring: { properties: Record<string, unknown> } }) {
  const known = new Set(Object.keys(schema.querystring.properties));
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of Object.keys(query)) {
      if (!known.has(name)) throw invalidFields({ [name]: ORDERS_MSG.unknown.replace('{name}', name) });
    }
  };
}

const stamp = (date: Date): string => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The rest of a generator with its first, already read, result in front. */
async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * Carts and orders of the signed-in customer. Reading needs `order:view` (carts `cart:view`); each action needs its perm. Every
 * statement is scoped by the session's customer id, so another tenant's order answers 404.
 */
export const ordersRoutes: FastifyPluginAsync<{ deps: OrdersDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;

  app.get(
    '/user/v1/carts/list',
    {
      schema: contract.cartList,
      config: { perm: 'cart:view' },
      preValidation: onlyKnownQuery(contract.cartList),
    },
    async (request, reply) => {
      sendOkJson(reply, await listCarts(db, currentSession(request).customerId, request.query));
    },
  );

  app.get(
    '/user/v1/orders/list',
    {
      schema: contract.orderList,
      config: { perm: 'order:view' },
      preValidation: onlyKnownQuery(contract.orderList),
    },
    async (request, reply) => {
      sendOkJson(reply, await listOrders(db, currentSession(request).customerId, request.query));
    },
  );

  app.get(
    '/user/v1/orders/export',
    {
      schema: contract.orderExport,
      config: { perm: 'order:export' },
      preValidation: onlyKnownQuery(contract.orderExport),
    },
    async (request, reply) => {
      const { customerId } = currentSession(request);
      const filters = request.query;
      checkOrderFilters(filters);
      // The first page is read before the answer starts: a failing query is then an error envelope, not a CSV
      // cut short. A later failure ends the stream with an error (the client sees an interrupted download).
      const rows = exportOrders(db, customerId, filters);
      const first = await rows.next();
      async function* csv(): AsyncGenerator<string> {
        // A byte-order mark so spreadsheets read the UTF-8 (names, addresses) correctly.
        yield `\uFEFF${csvHeader()}`;
        let chunk = '';
        let lines = 0;
        for await (const row of prepend(first, rows)) {
          chunk += csvLine(row);
          if (++lines % 500 === 0) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
      const stream = Readable.from(csv());
      stream.on('error', (error) => request.log.error({ err: error }, 'order export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp(config.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/user/v1/orders/checkout/key',
    { schema: contract.checkoutKey, config: { perm: 'order:confirm' } },
    async (request) => {
      const key = await checkoutKey(db, currentSession(request).customerId, config.now());
      return ok(describeKey(key));
    },
  );

  app.post(
    '/user/v1/orders/checkout/key/rotate',
    { schema: contract.checkoutKey, config: { perm: 'order:confirm' } },
    async (request) =>
      ok(describeKey(await rotateCheckoutKey(db, currentSession(request).customerId, config.now()))),
  );

  app.get(
    '/user/v1/orders/:id',
    { schema: contract.orderDetail, config: { perm: 'order:view' } },
    async (request) => {
      const { customerId } = currentSession(request);
      const order = await findOrder(db, customerId, Number(request.params.id));
      if (!order) throw notFound(ORDERS_MSG.orderNotFound);
      return ok({ ...order, events: await orderEvents(db, customerId, order.id) });
    },
  );

  const act = async (
    request: FastifyRequest<{ Params: OrderIdParams }>,
    action: OrderAction,
    reason?: string,
  ) => {
    const session = currentSession(request);
    const result = await transition(db, {
      customerId: session.customerId,
      order: { id: Number(request.params.id) },
      action,
      actor: { kind: 'user', userId: session.userId },
      now: config.now(),
      ...(reason !== undefined ? { reason } : {}),
    });
    const order = await findOrder(db, session.customerId, result.id);
    if (!order) throw notFound(ORDERS_MSG.orderNotFound);
    return ok(order);
  };

  app.post(
    '/user/v1/orders/:id/confirm',
    { schema: contract.confirm, config: { perm: 'order:confirm' } },
    async (request) => act(request, 'confirm'),
  );

  app.post(
    '/user/v1/orders/:id/cancel',
    { schema: contract.cancel, config: { perm: 'order:cancel' } },
    async (request) => act(request, 'cancel', request.body.reason),
  );

  // The shop's public checkout: no session, a signature instead (see checkout.ts), rate-limited per address.
  app.post(CHECKOUT_PATH, { schema: contract.checkoutPaid, config: { public: true } }, async (request) => {
    await deps.limiter.hit(CHECKOUT_LIMIT, request.ip);
    const { customerId, signature } = request.body;
    const orderNo = request.body.orderNo.toUpperCase();
    const secret = await findCheckoutSecret(db, customerId);
    if (!checkoutSignatureValid(secret, customerId, orderNo, signature))
      throw forbidden(ORDERS_MSG.badSignature);
    const result = await transition(db, {
      customerId,
      order: { orderNo },
      action: 'pay',
      actor: { kind: 'checkout', userId: null },
      now: config.now(),
    });
    const order = await findOrder(db, customerId, result.id);
    if (!order) throw notFound(ORDERS_MSG.orderNotFound);
    return ok({ orderNo: order.orderNo, status: order.status, payTime: order.payTime });
  });

  function describeKey(key: { customerId: number; secret: string; createdAt: Date }) {
    return {
      ...key,
      algorithm: CHECKOUT_ALGORITHM,
      message: checkoutMessage(key.customerId, '<orderNo>'),
      endpoint: `POST /api${CHECKOUT_PATH}`,
    };
  }
};
