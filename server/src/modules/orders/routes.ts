import { ORDERS_MSG, ordersRoutes as contract, type OrderIdParams } from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { sendCsv } from '../../platform/csv.js';
import { ok, sendOkJson } from '../../platform/envelope.js';
import { forbidden, notFound } from '../../platform/errors.js';
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
import { ORDER_CSV_COLUMNS } from './csv.js';
import {
  checkOrderFilters,
  exportOrders,
  findOrder,
  listCarts,
  listItems,
  listOrders,
  orderEvents,
} from './service.js';
import { transition, type OrderAction } from './state.js';

interface OrdersDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
}

const CHECKOUT_PATH = '/open/user/v1/checkout/paid';
const CHECKOUT_LIMIT: LimitRule = { name: 'checkout:ip', max: 120, windowSeconds: 60 };

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
    },
    async (request, reply) => {
      const { customerId } = currentSession(request);
      checkOrderFilters(request.query);
      return sendCsv(request, reply, {
        name: 'orders',
        now: config.now(),
        columns: ORDER_CSV_COLUMNS,
        rows: exportOrders(db, customerId, request.query),
      });
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

  app.get(
    '/user/v1/orders/:id/items',
    { schema: contract.orderItems, config: { perm: 'order:view' } },
    async (request, reply) => {
      const { customerId } = currentSession(request);
      const page = await listItems(db, customerId, 'order', Number(request.params.id), request.query);
      if (!page) throw notFound(ORDERS_MSG.orderNotFound);
      sendOkJson(reply, page);
    },
  );

  app.get(
    '/user/v1/carts/:id/items',
    { schema: contract.cartItems, config: { perm: 'cart:view' } },
    async (request, reply) => {
      const { customerId } = currentSession(request);
      const page = await listItems(db, customerId, 'cart', Number(request.params.id), request.query);
      if (!page) throw notFound(ORDERS_MSG.cartNotFound);
      sendOkJson(reply, page);
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
