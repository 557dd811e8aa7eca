import { beforeAll, describe, expect, it } from 'vitest';
import { signCheckout } from '../src/modules/orders/checkout.js';
import { transition } from '../src/modules/orders/state.js';
import {
  auth,
  describeOnTargets,
  expectError,
  nextIp,
  NO_PERMISSION,
  SIGNED_OUT,
  signInDemo,
  signInWithPerms,
} from './helpers.js';

const CHECKOUT = '/api/open/user/v1/checkout/paid';
const KEY = '/api/user/v1/orders/checkout/key';

await describeOnTargets('order state machine on %s', (env) => {
  let { admin, limited, other, demoId, otherId } = SIGNED_OUT;
  let adminUserId = 0;

  /** Ids of the customer's orders in a status, taken one at a time so tests never share an order. */
  const taken = new Set<number>();
  async function anOrder(status: string, customer = demoId): Promise<{ id: number; orderNo: string }> {
    const rows = await env.db.query<{ id: number; orderNo: string }>(
      'select id, order_no as "orderNo" from orders where customer_id = $1 and status = $2 order by id',
      [customer, status],
    );
    const row = rows.find((candidate) => !taken.has(candidate.id));
    if (!row) throw new Error(`no ${status} order left`);
    taken.add(row.id);
    return row;
  }
  const state = (id: number) =>
    env.db.one<{ status: string; receivedAt: Date | null; canceledAt: Date | null; reason: string | null }>(
      `select status, received_at as "receivedAt", canceled_at as "canceledAt", cancel_reason as reason
         from orders where id = $1`,
      [id],
    );
  const events = (id: number) =>
    env.db.query<{
      fromStatus: string;
      toStatus: string;
      actorKind: string;
      actorUserId: number | null;
      reason: string | null;
    }>(
      `select from_status as "fromStatus", to_status as "toStatus", actor_kind as "actorKind",
              actor_user_id as "actorUserId", reason
         from order_events where order_id = $1 order by id`,
      [id],
    );
  const confirm = (id: number, token = admin) =>
    env.app.inject({ method: 'POST', url: `/api/user/v1/orders/${id}/confirm`, headers: auth(token) });
  const cancel = (id: number, reason: unknown, token = admin) =>
    env.app.inject({
      method: 'POST',
      url: `/api/user/v1/orders/${id}/cancel`,
      headers: auth(token),
      payload: reason === undefined ? {} : { reason },
    });
  const counters = async (customer = demoId) =>
    Object.fromEntries(
      (
        await env.db.query<{ status: string; n: number }>(
          'select status, n from order_counts where customer_id = $1',
          [customer],
        )
      ).map((row) => [row.status, row.n]),
    );

  beforeAll(async () => {
    ({ admin, limited, other, demoId, otherId } = await signInDemo(env));
    adminUserId = (await env.db.one<{ id: number }>(
      `select id from users where email = 'admin@example.com'`,
    ))!.id;
  });

  describe('Payment Confirm: Paied -> Received', () => {
    it('confirms, records who and when, and answers the updated row', async () => {
      const order = await anOrder('Paied');
      const before = await counters();
      env.clock.advance(60);
      const res = await confirm(order.id);
      expect(res.statusCode).toBe(200);
      const row = res.json().data;
      expect(row).toMatchObject({
        id: order.id,
        orderNo: order.orderNo,
        status: 'Received',
        canceledAt: null,
      });
      expect(row.receivedAt).toBe(env.clock.now().toISOString());
      expect(row.payTime).not.toBeNull();
      expect(row.items.length).toBeGreaterThan(0);
      expect((await events(order.id)).at(-1)).toEqual({
        fromStatus: 'Paied',
        toStatus: 'Received',
        actorKind: 'user',
        actorUserId: adminUserId,
        reason: null,
      });
      const after = await counters();
      expect(after.Paied).toBe(before.Paied! - 1);
      expect(after.Received).toBe(before.Received! + 1);
    });

    it('is idempotent: a repeat answers success with the same result and changes nothing', async () => {
      const order = await anOrder('Paied');
      const first = await confirm(order.id);
      env.clock.advance(30);
      const again = await confirm(order.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await events(order.id)).filter((event) => event.toStatus === 'Received')).toHaveLength(1);
    });

    it('changes state once when two confirms arrive at the same moment', async () => {
      const order = await anOrder('Paied');
      const before = await counters();
      const [a, b] = await Promise.all([confirm(order.id), confirm(order.id)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json()).toEqual(b.json());
      expect(a.json().data.status).toBe('Received');
      expect((await events(order.id)).filter((event) => event.toStatus === 'Received')).toHaveLength(1);
      const after = await counters();
      expect(after.Received).toBe(before.Received! + 1);
    });

    it('changes state once under concurrent transitions in the service (one lock winner)', async () => {
      const order = await anOrder('Paied');
      const run = () =>
        transition(env.db, {
          customerId: demoId,
          order: { id: order.id },
          action: 'confirm',
          actor: { kind: 'user', userId: adminUserId },
          now: env.clock.now(),
        });
      const results = await Promise.all([run(), run(), run(), run()]);
      expect(results.map((result) => result.status)).toEqual([
        'Received',
        'Received',
        'Received',
        'Received',
      ]);
      expect(results.filter((result) => result.changed)).toHaveLength(1);
      expect((await events(order.id)).filter((event) => event.toStatus === 'Received')).toHaveLength(1);
    });

    it.each([
      ['Waiting', 'Only a Paid order can be confirmed (this order is Awaiting payment)'],
      ['Canceled', 'Only a Paid order can be confirmed (this order is Canceled)'],
    ])('refuses a %s order with 409', async (status, message) => {
      const order = await anOrder(status);
      expectError(await confirm(order.id), 409, message);
      expect((await state(order.id))!.status).toBe(status);
    });
  });

  describe('Cancel: Waiting|Paied -> Canceled', () => {
    it('cancels a Waiting order with the reason, recorded in the log', async () => {
      const order = await anOrder('Waiting');
      const res = await cancel(order.id, '  Customer changed their mind  ');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'Canceled',
        cancelReason: 'Customer changed their mind',
        payTime: null,
        canceledAt: env.clock.now().toISOString(),
      });
      expect((await events(order.id)).at(-1)).toMatchObject({
        fromStatus: 'Waiting',
        toStatus: 'Canceled',
        actorUserId: adminUserId,
        reason: 'Customer changed their mind',
      });
    });

    it('cancels a Paied order and keeps its pay time', async () => {
      const order = await anOrder('Paied');
      const res = await cancel(order.id, 'Refunded by bank transfer');
      expect(res.json().data).toMatchObject({ status: 'Canceled', payTime: expect.any(String) });
    });

    it('is idempotent: a repeat answers the first result, its reason kept', async () => {
      const order = await anOrder('Waiting');
      const first = await cancel(order.id, 'Out of stock');
      const again = await cancel(order.id, 'Another reason');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await state(order.id))!.reason).toBe('Out of stock');
      expect(await events(order.id)).toHaveLength(2);
    });

    it('refuses a Received order with 409', async () => {
      const order = await anOrder('Received');
      expectError(
        await cancel(order.id, 'Too late'),
        409,
        'Only an order awaiting payment or Paid can be canceled (this order is Received)',
      );
      expect((await state(order.id))!.status).toBe('Received');
    });

    it.each([[undefined], [''], ['   '], ['x'.repeat(501)], [42]])(
      'needs a reason of 1 to 500 characters (%j)',
      async (reason) => {
        const order = await anOrder('Waiting');
        taken.delete(order.id);
        const res = await cancel(order.id, reason);
        expectError(res, 400, 'Please enter a reason (at most 500 characters)');
        expect(res.json().data.fields.reason).toBe('Please enter a reason (at most 500 characters)');
        expect((await state(order.id))!.status).toBe('Waiting');
      },
    );
  });

  describe('tenancy and perms', () => {
    it("answers 404 for another customer's order and leaves it alone", async () => {
      const theirs = await anOrder('Paied', otherId);
      expectError(await confirm(theirs.id), 404, 'Order not found');
      expectError(await cancel(theirs.id, 'Not mine'), 404, 'Order not found');
      expect((await state(theirs.id))!.status).toBe('Paied');
      // Its own shop can confirm it.
      expect((await confirm(theirs.id, other)).json().data.status).toBe('Received');
    });

    it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
      expectError(await confirm(987654321), 404, 'Order not found');
      expectError(
        await env.app.inject({
          method: 'POST',
          url: '/api/user/v1/orders/abc/confirm',
          headers: auth(admin),
        }),
        400,
        'id must be a positive whole number',
      );
    });

    it('refuses confirm and cancel without the perm (403), whatever the order', async () => {
      const order = await anOrder('Paied');
      expectError(await confirm(order.id, limited), 403, NO_PERMISSION);
      expectError(await cancel(order.id, 'No perm', limited), 403, NO_PERMISSION);
      expect((await state(order.id))!.status).toBe('Paied');
    });

    it('lets each perm do only its own action', async () => {
      const confirmer = await signInWithPerms(env, 'confirmer@example.com', ['order:confirm']);
      const canceler = await signInWithPerms(env, 'canceler@example.com', ['order:cancel']);
      const paid = await anOrder('Paied');
      expectError(await cancel(paid.id, 'Nope', confirmer), 403, NO_PERMISSION);
      expectError(await confirm(paid.id, canceler), 403, NO_PERMISSION);
      expect((await confirm(paid.id, confirmer)).statusCode).toBe(200);
      const waiting = await anOrder('Waiting');
      expect((await cancel(waiting.id, 'Asked by phone', canceler)).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const order = await anOrder('Paied');
      taken.delete(order.id);
      const res = await env.app.inject({ method: 'POST', url: `/api/user/v1/orders/${order.id}/confirm` });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(2000);
    });
  });

  describe('the public checkout: Waiting -> Paied', () => {
    let secret = '';
    const pay = (body: Record<string, unknown>, ip = nextIp()) =>
      env.app.inject({ method: 'POST', url: CHECKOUT, headers: { 'x-forwarded-for': ip }, payload: body });

    beforeAll(async () => {
      const res = await env.app.inject({ url: KEY, headers: auth(admin) });
      expect(res.statusCode).toBe(200);
      secret = res.json().data.secret;
      expect(res.json().data).toMatchObject({
        customerId: demoId,
        algorithm: 'HMAC-SHA256',
        message: `paid:${demoId}:<orderNo>`,
        endpoint: `POST ${CHECKOUT}`,
      });
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
    });

    it('keeps one key per shop until rotated, and shows it only to a confirmer', async () => {
      expect((await env.app.inject({ url: KEY, headers: auth(admin) })).json().data.secret).toBe(secret);
      expectError(await env.app.inject({ url: KEY, headers: auth(limited) }), 403, NO_PERMISSION);
      const theirs = (await env.app.inject({ url: KEY, headers: auth(other) })).json().data;
      expect(theirs.customerId).toBe(otherId);
      expect(theirs.secret).not.toBe(secret);
    });

    it('marks a Waiting order paid with a valid signature, with no session', async () => {
      const order = await anOrder('Waiting');
      env.clock.advance(5);
      const res = await pay({
        customerId: demoId,
        orderNo: order.orderNo,
        signature: signCheckout(secret, demoId, order.orderNo),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        orderNo: order.orderNo,
        status: 'Paied',
        payTime: env.clock.now().toISOString(),
      });
      expect((await events(order.id)).at(-1)).toMatchObject({
        fromStatus: 'Waiting',
        toStatus: 'Paied',
        actorKind: 'checkout',
        actorUserId: null,
      });
      // A replay answers the same, and the admin can now confirm it.
      const again = await pay({
        customerId: demoId,
        orderNo: order.orderNo.toLowerCase(),
        signature: signCheckout(secret, demoId, order.orderNo),
      });
      expect(again.json()).toEqual(res.json());
      expect((await confirm(order.id)).json().data.status).toBe('Received');
      const late = await pay({
        customerId: demoId,
        orderNo: order.orderNo,
        signature: signCheckout(secret, demoId, order.orderNo),
      });
      expect(late.json().data.status).toBe('Received');
    });

    it('refuses a wrong signature, a signature for another shop and a shop without a key alike (403)', async () => {
      const order = await anOrder('Waiting');
      taken.delete(order.id);
      const wrong = signCheckout('not-the-secret', demoId, order.orderNo);
      expectError(
        await pay({ customerId: demoId, orderNo: order.orderNo, signature: wrong }),
        403,
        'Invalid checkout signature',
      );
      const otherOrder = signCheckout(secret, demoId, `${order.orderNo}X`);
      expectError(
        await pay({ customerId: demoId, orderNo: order.orderNo, signature: otherOrder }),
        403,
        'Invalid checkout signature',
      );
      const registered = (await env.db.one<{ id: number }>(
        `insert into customers (name) values ('No Key Shop') returning id`,
      ))!.id;
      expectError(
        await pay({
          customerId: registered,
          orderNo: order.orderNo,
          signature: signCheckout(secret, registered, order.orderNo),
        }),
        403,
        'Invalid checkout signature',
      );
      // Demo Shop's signature does not work for Other Shop's order of the same number.
      expectError(
        await pay({
          customerId: otherId,
          orderNo: order.orderNo,
          signature: signCheckout(secret, demoId, order.orderNo),
        }),
        403,
        'Invalid checkout signature',
      );
      expect((await state(order.id))!.status).toBe('Waiting');
    });

    it('answers 409 for a canceled order and 404 for an unknown number', async () => {
      const canceled = await anOrder('Canceled');
      expectError(
        await pay({
          customerId: demoId,
          orderNo: canceled.orderNo,
          signature: signCheckout(secret, demoId, canceled.orderNo),
        }),
        409,
        'Only an order awaiting payment can be marked as paid (this order is Canceled)',
      );
      expectError(
        await pay({
          customerId: demoId,
          orderNo: 'SO19990101-000001',
          signature: signCheckout(secret, demoId, 'SO19990101-000001'),
        }),
        404,
        'Order not found',
      );
    });

    it('validates every field', async () => {
      const res = await pay({ customerId: '1', orderNo: 'a b', signature: 'xyz' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual({
        customerId: 'customerId must be a positive whole number',
        orderNo: 'orderNo may contain only letters, digits and "-" (at most 40)',
        signature: 'signature must be 64 hexadecimal characters',
      });
    });

    it('stops the old signatures when the key is rotated', async () => {
      const order = await anOrder('Waiting');
      const old = signCheckout(secret, demoId, order.orderNo);
      const rotated = await env.app.inject({ method: 'POST', url: `${KEY}/rotate`, headers: auth(admin) });
      const fresh = rotated.json().data.secret as string;
      expect(fresh).not.toBe(secret);
      expectError(
        await pay({ customerId: demoId, orderNo: order.orderNo, signature: old }),
        403,
        'Invalid checkout signature',
      );
      expect(
        (
          await pay({
            customerId: demoId,
            orderNo: order.orderNo,
            signature: signCheckout(fresh, demoId, order.orderNo),
          })
        ).statusCode,
      ).toBe(200);
      secret = fresh;
    });

    it('is rate-limited per address', async () => {
      const ip = nextIp();
      const body = { customerId: demoId, orderNo: 'SO19990101-000001', signature: '0'.repeat(64) };
      let last = 0;
      for (let i = 0; i < 121; i++) last = (await pay(body, ip)).statusCode;
      expect(last).toBe(429);
    });
  });
});
