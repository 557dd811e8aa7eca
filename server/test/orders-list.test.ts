import { ITEMS_INLINE, ordersRoutes as contract, type Cart, type Order } from '@console/api-contract';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/platform/envelope.js';
import { openDb } from '../src/db/client.js';
import { migrate, MIGRATIONS } from '../src/db/migrate.js';
import { csvCell } from '../src/platform/csv.js';
import { CURRENCY_EXPONENTS, minorToDecimal } from '../src/platform/money.js';
import { insertDemoData, seedOrdersDemo } from '../src/modules/orders/seed.js';
import { exportOrders } from '../src/modules/orders/service.js';
import { auth, describeOnTargets, expectError, SIGNED_OUT, signInDemo, signInWithPerms } from './helpers.js';

const ORDERS = '/api/user/v1/orders/list';
const CARTS = '/api/user/v1/carts/list';
const EXPORT = '/api/user/v1/orders/export';

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  ).toString();

/** Parses the export (RFC 4180 with quoted cells) into header and rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

await describeOnTargets('orders and carts lists on %s', (env) => {
  let { admin, limited, other, demoId, otherId } = SIGNED_OUT;

  const get = async (url: string, token = admin) => env.app.inject({ url, headers: auth(token) });
  const orders = async (params: Record<string, string | number> = {}, token = admin) => {
    const res = await get(`${ORDERS}?${query(params)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Order[]; total: number };
  };
  const carts = async (params: Record<string, string | number> = {}, token = admin) => {
    const res = await get(`${CARTS}?${query(params)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Cart[]; total: number };
  };
  const count = async (sql: string, params: unknown[]) =>
    (await env.db.one<{ n: number }>(`select count(*)::int as n ${sql}`, params))!.n;

  beforeAll(async () => {
    ({ admin, limited, other, demoId, otherId } = await signInDemo(env));
  });

  describe('demo data', () => {
    it('gives each demo shop a few hundred orders and carts in every state', async () => {
      for (const id of [demoId, otherId]) {
        expect(await count('from orders where customer_id = $1', [id])).toBeGreaterThanOrEqual(200);
        expect(await count('from carts where customer_id = $1', [id])).toBeGreaterThanOrEqual(200);
        const states = await env.db.query<{ status: string }>(
          'select distinct status from orders where customer_id = $1 order by status',
          [id],
        );
        expect(states.map((row) => row.status)).toEqual(['Canceled', 'Paied', 'Received', 'Waiting']);
      }
    });

    it('is idempotent: seeding again adds nothing', async () => {
      const before = await count('from orders', []);
      expect(await seedOrdersDemo(env.db, env.clock.now())).toEqual([]);
      expect(await count('from orders', [])).toBe(before);
    });

    it('keeps totals and line counts equal to the items and the counters equal to the rows', async () => {
      expect(
        await count(
          `from orders o where o.total_amount <> (select coalesce(sum(price * count), 0) from order_items i where i.order_id = o.id)
              or o.item_count <> (select coalesce(sum(count), 0) from order_items i where i.order_id = o.id)
              or o.line_count <> (select count(*) from order_items i where i.order_id = o.id)`,
          [],
        ),
      ).toBe(0);
      expect(
        await count(
          `from carts c where c.total_amount <> (select coalesce(sum(price * count), 0) from cart_items i where i.cart_id = c.id)
              or c.item_count <> (select coalesce(sum(count), 0) from cart_items i where i.cart_id = c.id)
              or c.line_count <> (select count(*) from cart_items i where i.cart_id = c.id)`,
          [],
        ),
      ).toBe(0);
      expect(
        await count(
          `from (select customer_id, status, count(*) as n from orders group by 1, 2) r
             full join order_counts c using (customer_id, status)
            where coalesce(r.n, 0) <> coalesce(c.n, 0)`,
          [],
        ),
      ).toBe(0);
    });

    it('knows the same currencies in code and in the database', async () => {
      const rows = await env.db.query<{ code: string; exponent: number }>(
        'select code, exponent from currencies order by code',
      );
      expect(Object.fromEntries(rows.map((row) => [row.code, row.exponent]))).toEqual(CURRENCY_EXPONENTS);
    });

    it('refuses an item in another currency than its order, and an order of another tenant', async () => {
      const order = (await env.db.one<{ id: number; currency: string }>(
        'select id, currency from orders where customer_id = $1 limit 1',
        [demoId],
      ))!;
      const otherCurrency = order.currency === 'USD' ? 'EUR' : 'USD';
      await expect(
        env.db.query(
          `insert into order_items (customer_id, order_id, currency, sn, name, price, count) values ($1, $2, $3, 'X', 'X', 1, 1)`,
          [demoId, order.id, otherCurrency],
        ),
      ).rejects.toThrow();
      await expect(
        env.db.query(
          `insert into order_items (customer_id, order_id, currency, sn, name, price, count) values ($1, $2, $3, 'X', 'X', 1, 1)`,
          [otherId, order.id, order.currency],
        ),
      ).rejects.toThrow();
    });
  });

  describe('GET /user/v1/orders/list', () => {
    it('answers a page of the customer orders, newest first, with items and the exact total', async () => {
      const page = await orders();
      expect(page.total).toBe(await count('from orders where customer_id = $1', [demoId]));
      expect(page.list).toHaveLength(20);
      const created = page.list.map((row) => row.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      const first = page.list[0]!;
      expect(first).toMatchObject({
        orderNo: expect.stringMatching(/^SO\d{8}-\d{6}$/),
        consumer: expect.any(String),
        consumerEmail: expect.stringContaining('@'),
        status: expect.stringMatching(/^(Waiting|Paied|Received|Canceled)$/),
        currency: expect.stringMatching(/^[A-Z]{3}$/),
      });
      expect(first.items.length).toBeGreaterThan(0);
      for (const row of page.list) {
        // Demo orders have 1-5 lines: all of them come with the row.
        expect(row.lineCount).toBe(row.items.length);
        expect(row.items.every((item) => item.currency === row.currency)).toBe(true);
        expect(row.items.reduce((sum, item) => sum + item.price * item.count, 0)).toBe(row.totalAmount);
        expect(Number.isInteger(row.totalAmount)).toBe(true);
      }
    });

    it('sends the page text the database built exactly as the contract serialiser would write it', async () => {
      // The list answers skip Fastify's serialiser (okJson): an extra field, a number sent as text or a time in
      // another format would reach clients. Serialise each answer with the route's own response schema (which drops
      // unknown fields and coerces types) and compare the values.
      const serialiser = Fastify();
      serialiser.post('/orders', { schema: { response: contract.orderList.response } }, async (req) =>
        ok((req.body as { data: unknown }).data),
      );
      serialiser.post('/carts', { schema: { response: contract.cartList.response } }, async (req) =>
        ok((req.body as { data: unknown }).data),
      );
      const pages = [
        [ORDERS, '/orders', {}],
        [ORDERS, '/orders', { status: 'Received', sortField: 'payTime', sortOrder: 'ascend', pageSize: 50 }],
        [ORDERS, '/orders', { consumer: 'nobody-at-all' }],
        [CARTS, '/carts', { sortField: 'totalAmount', pageNum: 2 }],
        [CARTS, '/carts', { consumerCode: 'ZZZZZZ' }],
      ] as const;
      for (const [url, route, params] of pages) {
        const sent = await get(`${url}?${query(params)}`);
        expect(sent.statusCode).toBe(200);
        expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
        const written = await serialiser.inject({ method: 'POST', url: route, payload: sent.json() });
        expect(sent.json(), `${url} ${JSON.stringify(params)}`).toStrictEqual(written.json());
      }
      await serialiser.close();
    });

    it('never shows another customer its orders', async () => {
      const mine = await orders({ pageSize: 100 });
      const theirs = await orders({ pageSize: 100 }, other);
      expect(theirs.total).toBe(await count('from orders where customer_id = $1', [otherId]));
      const mineIds = new Set(mine.list.map((row) => row.id));
      expect(theirs.list.some((row) => mineIds.has(row.id))).toBe(false);
    });

    it('pages without overlap or gaps', async () => {
      const all = await orders({ pageSize: 100, status: 'Paied' });
      const pages = [];
      for (let pageNum = 1; pageNum <= Math.ceil(all.total / 7) && pageNum <= 5; pageNum++) {
        pages.push(...(await orders({ pageSize: 7, pageNum, status: 'Paied' })).list.map((row) => row.id));
      }
      expect(pages).toEqual(all.list.slice(0, pages.length).map((row) => row.id));
      const beyond = await orders({ pageSize: 100, pageNum: 100 });
      expect(beyond.list).toEqual([]);
      expect(beyond.total).toBe(await count('from orders where customer_id = $1', [demoId]));
    });

    it('filters by one status or several', async () => {
      for (const status of ['Waiting', 'Paied', 'Received', 'Canceled']) {
        const page = await orders({ status, pageSize: 100 });
        expect(page.total).toBe(
          await count('from orders where customer_id = $1 and status = $2', [demoId, status]),
        );
        expect(page.list.every((row) => row.status === status)).toBe(true);
      }
      const two = await orders({ status: 'Waiting,Canceled', pageSize: 100 });
      expect(two.total).toBe(
        await count(`from orders where customer_id = $1 and status in ('Waiting', 'Canceled')`, [demoId]),
      );
      expect(new Set(two.list.map((row) => row.status))).toEqual(new Set(['Waiting', 'Canceled']));
    });

    it('filters by order number prefix, any case', async () => {
      const sample = (await orders()).list[3]!;
      const exact = await orders({ orderNo: sample.orderNo.toLowerCase() });
      expect(exact.list.map((row) => row.id)).toEqual([sample.id]);
      const day = sample.orderNo.slice(0, 10);
      const sameDay = await orders({ orderNo: day, pageSize: 100 });
      expect(sameDay.total).toBe(
        await count(`from orders where customer_id = $1 and order_no like $2`, [demoId, `${day}%`]),
      );
      expect(sameDay.list.every((row) => row.orderNo.startsWith(day))).toBe(true);
      // A prefix ending in the highest digit: the range's end is the character after it, not a carry.
      const month = sample.orderNo.slice(0, 8);
      for (const prefix of [`${month.slice(0, 7)}9`, 'SO', 'S', `${day}-`]) {
        const page = await orders({ orderNo: prefix, pageSize: 100 });
        expect(page.total).toBe(
          await count(`from orders where customer_id = $1 and order_no like $2`, [demoId, `${prefix}%`]),
        );
        expect(page.list.every((row) => row.orderNo.startsWith(prefix))).toBe(true);
      }
    });

    it('filters by consumer name, code, email or mobile', async () => {
      const sample = (await orders()).list[0]!;
      for (const term of [sample.consumerCode, sample.consumer.toUpperCase(), sample.consumerEmail!]) {
        const page = await orders({ consumer: term, pageSize: 100 });
        expect(page.total).toBeGreaterThan(0);
        expect(page.list.some((row) => row.id === sample.id)).toBe(true);
      }
      const byCode = await orders({ consumer: sample.consumerCode, pageSize: 100 });
      expect(byCode.list.every((row) => row.consumerCode === sample.consumerCode)).toBe(true);
      expect((await orders({ consumer: 'nobody-has-this-name' })).total).toBe(0);
    });

    it('filters by pay-time range [from, to) and sorts by pay time', async () => {
      const paid = (
        await orders({ status: 'Received', sortField: 'payTime', sortOrder: 'descend', pageSize: 100 })
      ).list;
      const to = paid[5]!.payTime!;
      const from = paid[30]!.payTime!;
      const page = await orders({
        payTimeFrom: from,
        payTimeTo: to,
        sortField: 'payTime',
        sortOrder: 'ascend',
        pageSize: 100,
      });
      expect(page.total).toBe(
        await count('from orders where customer_id = $1 and pay_time >= $2 and pay_time < $3', [
          demoId,
          from,
          to,
        ]),
      );
      expect(page.list[0]!.payTime).toBe(from);
      expect(page.list.every((row) => row.payTime! >= from && row.payTime! < to)).toBe(true);
      const times = page.list.map((row) => row.payTime!);
      expect([...times].sort()).toEqual(times);
    });

    it('sorts by order number and amount both ways, unpaid orders last when newest pay time comes first', async () => {
      const byNo = (await orders({ sortField: 'orderNo', sortOrder: 'ascend', pageSize: 50 })).list.map(
        (row) => row.orderNo,
      );
      expect([...byNo].sort()).toEqual(byNo);
      const byAmount = (
        await orders({ sortField: 'totalAmount', sortOrder: 'descend', pageSize: 50 })
      ).list.map((row) => row.totalAmount);
      expect([...byAmount].sort((a, b) => b - a)).toEqual(byAmount);
      const total = (await orders()).total;
      const last = await orders({
        sortField: 'payTime',
        sortOrder: 'descend',
        pageSize: 10,
        pageNum: Math.ceil(total / 10),
      });
      expect(last.list.at(-1)!.payTime).toBeNull();
    });

    it.each([
      [{ pageSize: 0 }, 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [{ pageSize: 101 }, 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [{ pageSize: 'ten' }, 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [{ pageSize: 2.5 }, 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [{ pageNum: 0 }, 'pageNum', 'pageNum must be a whole number from 1 to 10000'],
      [{ pageNum: -3 }, 'pageNum', 'pageNum must be a whole number from 1 to 10000'],
      [
        { status: 'Paid' },
        'status',
        'status must be one or more of Waiting, Paied, Received, Canceled, separated by commas',
      ],
      [
        { status: 'Waiting,' },
        'status',
        'status must be one or more of Waiting, Paied, Received, Canceled, separated by commas',
      ],
      [{ orderNo: "SO'; drop" }, 'orderNo', 'orderNo may contain only letters, digits and "-" (at most 40)'],
      [{ orderNo: '' }, 'orderNo', 'orderNo may contain only letters, digits and "-" (at most 40)'],
      [{ consumer: 'x'.repeat(101) }, 'consumer', 'consumer must be 1 to 100 characters'],
      [
        { payTimeFrom: 'yesterday' },
        'payTimeFrom',
        'payTimeFrom must be a date-time such as 2026-11-01T00:00:00Z',
      ],
      [
        { payTimeTo: '2026-13-01T00:00:00Z' },
        'payTimeTo',
        'payTimeTo must be a date-time such as 2026-11-30T00:00:00Z',
      ],
      [
        { payTimeFrom: '2026-11-02T00:00:00Z', payTimeTo: '2026-11-01T00:00:00Z' },
        'payTimeFrom',
        'payTimeFrom must be before payTimeTo',
      ],
      [
        { sortField: 'consumerEmail' },
        'sortField',
        'sortField must be one of createdAt, orderNo, totalAmount, payTime',
      ],
      [{ sortOrder: 'up' }, 'sortOrder', 'sortOrder must be ascend or descend'],
      [{ page: 2 }, 'page', 'Unknown parameter page'],
    ])('refuses %j with a 400 envelope naming the field', async (params, fieldName, message) => {
      const res = await get(`${ORDERS}?${query(params as Record<string, string | number>)}`);
      expectError(res, 400, message);
      expect(res.json().data.fields[fieldName]).toBe(message);
    });

    it('needs a session', async () => {
      const res = await env.app.inject({ url: ORDERS });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(2000);
    });
  });

  describe('GET /user/v1/orders/:id', () => {
    it('answers the order with its items and its history', async () => {
      const id = (await env.db.one<{ id: number }>(
        `select id from orders where customer_id = $1 and status = 'Received' limit 1`,
        [demoId],
      ))!.id;
      const res = await get(`/api/user/v1/orders/${id}`);
      expect(res.statusCode).toBe(200);
      const order = res.json().data;
      expect(order.status).toBe('Received');
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.events.map((event: { toStatus: string }) => event.toStatus)).toEqual([
        'Waiting',
        'Paied',
        'Received',
      ]);
      expect(order.events[2]).toMatchObject({
        fromStatus: 'Paied',
        actorKind: 'user',
        actorEmail: 'admin@example.com',
      });
    });

    it("answers 404 for another customer's order and 400 for an id that is not one", async () => {
      const theirs = (await env.db.one<{ id: number }>(
        'select id from orders where customer_id = $1 limit 1',
        [otherId],
      ))!.id;
      expectError(await get(`/api/user/v1/orders/${theirs}`), 404, 'Order not found');
      expectError(await get('/api/user/v1/orders/999999999'), 404, 'Order not found');
      expectError(await get('/api/user/v1/orders/12abc'), 400, 'id must be a positive whole number');
      expectError(await get('/api/user/v1/orders/0'), 400, 'id must be a positive whole number');
    });
  });

  describe('the lines of a long order or cart', () => {
    // The shop's oldest order and cart (far from the first pages the other tests read) get 25 more lines each.
    const EXTRA = 25;
    let orderId = 0;
    let cartId = 0;
    let orderLines: number[] = [];
    let cartLines: number[] = [];
    const addLines = async (
      table: 'order_items' | 'cart_items',
      parent: 'order_id' | 'cart_id',
      id: number,
    ) => {
      const owner = table === 'order_items' ? 'orders' : 'carts';
      await env.db.query(
        `insert into ${table} (customer_id, ${parent}, currency, sn, name, price, count)
         select p.customer_id, p.id, p.currency, 'BULK-' || g, 'Bulk line ' || g, 100 + g, 1
           from ${owner} p, generate_series(1, ${EXTRA}) g where p.id = $1`,
        [id],
      );
      const rows = await env.db.query<{ id: number }>(
        `select id from ${table} where ${parent} = $1 order by id`,
        [id],
      );
      return rows.map((row) => Number(row.id));
    };

    beforeAll(async () => {
      orderId = (await env.db.one<{ id: number }>(
        'select id from orders where customer_id = $1 order by created_at, id limit 1',
        [demoId],
      ))!.id;
      cartId = (await env.db.one<{ id: number }>(
        'select id from carts where customer_id = $1 order by created_at, id limit 1',
        [demoId],
      ))!.id;
      orderLines = await addLines('order_items', 'order_id', orderId);
      cartLines = await addLines('cart_items', 'cart_id', cartId);
    });

    it(`sends the first ${ITEMS_INLINE} lines with the order (list, detail) and the count of all`, async () => {
      const listed = (await orders({ sortField: 'createdAt', sortOrder: 'ascend', pageSize: 1 })).list[0]!;
      const detail = (await get(`/api/user/v1/orders/${orderId}`)).json().data as Order;
      for (const order of [listed, detail]) {
        expect(order.id).toBe(orderId);
        expect(order.lineCount).toBe(orderLines.length);
        expect(order.items.map((item) => item.id)).toEqual(orderLines.slice(0, ITEMS_INLINE));
      }
      const cart = (await carts({ sortField: 'createdAt', sortOrder: 'ascend', pageSize: 1 })).list[0]!;
      expect(cart.id).toBe(cartId);
      expect(cart.lineCount).toBe(cartLines.length);
      expect(cart.items.map((item) => item.id)).toEqual(cartLines.slice(0, ITEMS_INLINE));
    });

    it('pages through all the lines in line order, each page of the size asked', async () => {
      for (const [path, lines] of [
        [`/api/user/v1/orders/${orderId}/items`, orderLines],
        [`/api/user/v1/carts/${cartId}/items`, cartLines],
      ] as const) {
        const seen: number[] = [];
        for (let pageNum = 1; pageNum <= Math.ceil(lines.length / 10); pageNum++) {
          const res = await get(`${path}?pageNum=${pageNum}&pageSize=10`);
          expect(res.statusCode, res.body).toBe(200);
          const page = res.json().data as { total: number; list: { id: number; sn: string }[] };
          expect(page.total).toBe(lines.length);
          seen.push(...page.list.map((item) => item.id));
        }
        expect(seen).toEqual(lines);
        const last = (await get(`${path}?pageNum=2&pageSize=100`)).json().data;
        expect(last).toEqual({ total: lines.length, list: [] });
      }
    });

    it('keeps the line count as lines are removed and changed, whoever writes them', async () => {
      await env.db.query(`delete from order_items where order_id = $1 and sn in ('BULK-1', 'BULK-2')`, [
        orderId,
      ]);
      await env.db.query(`update cart_items set count = 2 where cart_id = $1 and sn = 'BULK-3'`, [cartId]);
      await env.db.query(`delete from cart_items where cart_id = $1 and sn = 'BULK-4'`, [cartId]);
      const order = (await get(`/api/user/v1/orders/${orderId}`)).json().data as Order;
      expect(order.lineCount).toBe(orderLines.length - 2);
      const cart = (await get(`/api/user/v1/carts/${cartId}/items?pageSize=1`)).json().data;
      expect(cart.total).toBe(cartLines.length - 1);
    });

    it("answers 404 for another shop's order or cart, 403 without the perm, 400 for bad paging", async () => {
      const theirOrder = (await env.db.one<{ id: number }>(
        'select id from orders where customer_id = $1 limit 1',
        [otherId],
      ))!.id;
      const theirCart = (await env.db.one<{ id: number }>(
        'select id from carts where customer_id = $1 limit 1',
        [otherId],
      ))!.id;
      expectError(await get(`/api/user/v1/orders/${theirOrder}/items`), 404, 'Order not found');
      expectError(await get(`/api/user/v1/carts/${theirCart}/items`), 404, 'Cart not found');
      expectError(await get(`/api/user/v1/orders/${orderId}/items`, other), 404, 'Order not found');
      expect((await get(`/api/user/v1/orders/${orderId}/items`, limited)).statusCode).toBe(403);
      expect((await get(`/api/user/v1/carts/${cartId}/items`, limited)).statusCode).toBe(403);
      expectError(
        await get(`/api/user/v1/orders/${orderId}/items?pageSize=101`),
        400,
        'pageSize must be a whole number from 1 to 100',
      );
      expectError(await get('/api/user/v1/carts/x1/items'), 400, 'id must be a positive whole number');
    });
  });

  describe('GET /user/v1/carts/list', () => {
    it('answers carts with consumer code, item count, total and items', async () => {
      const page = await carts();
      expect(page.total).toBe(await count('from carts where customer_id = $1', [demoId]));
      expect(page.list).toHaveLength(20);
      for (const cart of page.list) {
        expect(cart.consumerCode).toMatch(/^C\d{5}$/);
        expect(cart.lineCount).toBe(cart.items.length);
        expect(cart.sum).toBe(cart.items.reduce((sum, item) => sum + item.count, 0));
        expect(cart.totalAmount).toBe(cart.items.reduce((sum, item) => sum + item.price * item.count, 0));
        expect(cart.items[0]).toMatchObject({
          sn: expect.any(String),
          name: expect.any(String),
          currency: cart.currency,
        });
      }
      const theirs = await carts({ pageSize: 100 }, other);
      const mine = new Set((await carts({ pageSize: 100 })).list.map((cart) => cart.id));
      expect(theirs.list.some((cart) => mine.has(cart.id))).toBe(false);
    });

    it('filters by consumer code and by amount in major units, in each cart currency', async () => {
      const code = (await carts()).list[0]!.consumerCode;
      const byCode = await carts({ consumerCode: code.toLowerCase(), pageSize: 100 });
      expect(byCode.list.every((cart) => cart.consumerCode === code)).toBe(true);
      expect(byCode.total).toBeGreaterThan(0);

      const ranged = await carts({ minAmount: '50', maxAmount: '100.5', pageSize: 100 });
      expect(ranged.total).toBe(
        await count(
          `from carts c join currencies x on x.code = c.currency
            where c.customer_id = $1 and c.total_amount >= 50 * 10 ^ x.exponent and c.total_amount <= 100.5 * 10 ^ x.exponent`,
          [demoId],
        ),
      );
      for (const cart of ranged.list) {
        const major = Number(minorToDecimal(cart.totalAmount, CURRENCY_EXPONENTS[cart.currency]!));
        expect(major).toBeGreaterThanOrEqual(50);
        expect(major).toBeLessThanOrEqual(100.5);
      }
      const eur = await carts({ currency: 'EUR', pageSize: 100 });
      expect(eur.list.every((cart) => cart.currency === 'EUR')).toBe(true);
      // Other Shop sells in yen too: 1000 JPY is 1000 minor units, not 100000.
      const yen = await carts(
        { currency: 'JPY', minAmount: '1000', maxAmount: '5000', pageSize: 100 },
        other,
      );
      expect(yen.list.every((cart) => cart.totalAmount >= 1000 && cart.totalAmount <= 5000)).toBe(true);
    });

    it('pages an amount filter sorted by amount exactly as one ordered list over every currency', async () => {
      // Each currency's carts come from their own index range, merged (see cartPageSource): the pages must be
      // those of the whole filtered list, in order, with no cart twice or missing, for both shops and directions.
      const reference = async (customer: number, dir: 'asc' | 'desc', offset: number, currency?: string) =>
        (
          await env.db.query<{ id: number }>(
            `select c.id from carts c join currencies x on x.code = c.currency
              where c.customer_id = $1 and c.total_amount >= 20 * 10 ^ x.exponent
                and c.total_amount <= 400 * 10 ^ x.exponent and ($3::text is null or c.currency = $3)
              order by c.total_amount ${dir}, c.id ${dir} limit 7 offset $2`,
            [customer, offset, currency ?? null],
          )
        ).map((row) => row.id);
      const cases: [string, number, string | undefined][] = [
        [admin, demoId, undefined],
        [other, otherId, undefined],
        [other, otherId, 'JPY'],
      ];
      for (const [token, customer, currency] of cases) {
        for (const sortOrder of ['ascend', 'descend'] as const) {
          for (const pageNum of [1, 2, 3]) {
            const page = await carts(
              {
                minAmount: '20',
                maxAmount: '400',
                sortField: 'totalAmount',
                sortOrder,
                pageNum,
                pageSize: 7,
                ...(currency ? { currency } : {}),
              },
              token,
            );
            expect(page.list.map((cart) => cart.id)).toEqual(
              await reference(customer, sortOrder === 'ascend' ? 'asc' : 'desc', (pageNum - 1) * 7, currency),
            );
            expect(page.total).toBe(
              await count(
                `from carts c join currencies x on x.code = c.currency
                  where c.customer_id = $1 and c.total_amount >= 20 * 10 ^ x.exponent
                    and c.total_amount <= 400 * 10 ^ x.exponent and ($2::text is null or c.currency = $2)`,
                [customer, currency ?? null],
              ),
            );
          }
        }
      }
      // The other filters still apply inside each currency's range.
      const code = (await carts({ minAmount: '20', maxAmount: '400' })).list[0]!.consumerCode;
      const byCode = await carts({
        minAmount: '20',
        maxAmount: '400',
        consumerCode: code,
        sortField: 'totalAmount',
      });
      expect(byCode.total).toBeGreaterThan(0);
      expect(byCode.list.every((cart) => cart.consumerCode === code)).toBe(true);
    });

    it('sorts by consumer code, item count and total', async () => {
      const byCode = (await carts({ sortField: 'consumerCode', sortOrder: 'ascend', pageSize: 50 })).list.map(
        (cart) => cart.consumerCode,
      );
      expect([...byCode].sort()).toEqual(byCode);
      const bySum = (await carts({ sortField: 'sum', sortOrder: 'descend', pageSize: 50 })).list.map(
        (cart) => cart.sum,
      );
      expect([...bySum].sort((a, b) => b - a)).toEqual(bySum);
      const byTotal = (await carts({ sortField: 'totalAmount', sortOrder: 'ascend', pageSize: 50 })).list.map(
        (cart) => cart.totalAmount,
      );
      expect([...byTotal].sort((a, b) => a - b)).toEqual(byTotal);
    });

    it.each([
      [{ minAmount: 'abc' }, 'minAmount', 'minAmount must be a decimal amount such as 10 or 10.50'],
      [{ maxAmount: '-5' }, 'maxAmount', 'maxAmount must be a decimal amount such as 10 or 10.50'],
      [{ minAmount: '1e3' }, 'minAmount', 'minAmount must be a decimal amount such as 10 or 10.50'],
      [{ minAmount: '10', maxAmount: '9.99' }, 'minAmount', 'minAmount must not be more than maxAmount'],
      [{ currency: 'XYZ' }, 'currency', expect.stringContaining('currency must be one of')],
      [
        { consumerCode: 'C 1' },
        'consumerCode',
        'consumerCode may contain only letters, digits and "-" (at most 32)',
      ],
      [
        { sortField: 'name' },
        'sortField',
        'sortField must be one of createdAt, consumerCode, sum, totalAmount',
      ],
      [{ pageSize: 1000 }, 'pageSize', 'pageSize must be a whole number from 1 to 100'],
    ])('refuses %j with a 400 envelope', async (params, fieldName, message) => {
      const res = await get(`${CARTS}?${query(params as Record<string, string | number>)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: -1, message, data: { fields: { [fieldName]: message } } });
    });
  });

  describe('GET /user/v1/orders/export', () => {
    it('streams every filtered order as CSV, not just one page', async () => {
      const filter = { status: 'Waiting,Paied' };
      const res = await get(`${EXPORT}?${query(filter)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{6}\.csv"$/);
      expect(res.body.startsWith('\uFEFForderNo,status,consumer,')).toBe(true);
      const [header, ...rows] = parseCsv(res.body.slice(1));
      const total = (await orders(filter)).total;
      expect(total).toBeGreaterThan(20);
      expect(rows).toHaveLength(total);
      const column = (name: string) => header!.indexOf(name);
      expect(new Set(rows.map((row) => row[column('status')]))).toEqual(new Set(['Waiting', 'Paied']));
      // Amounts are decimals in the order's currency, exactly as stored.
      const newest = (await orders({ ...filter, pageSize: 1 })).list[0]!;
      const first = rows[0]!;
      expect(first[column('orderNo')]).toBe(newest.orderNo);
      expect(first[column('totalAmount')]).toBe(
        minorToDecimal(newest.totalAmount, CURRENCY_EXPONENTS[newest.currency]!),
      );
      expect(first[column('currency')]).toBe(newest.currency);
      expect(first[column('createdAt')]).toBe(newest.createdAt);
    });

    it("holds only the signed-in customer's orders", async () => {
      const mine = parseCsv((await get(EXPORT)).body.slice(1)).slice(1);
      const theirs = parseCsv((await get(EXPORT, other)).body.slice(1)).slice(1);
      expect(mine).toHaveLength(await count('from orders where customer_id = $1', [demoId]));
      expect(theirs).toHaveLength(await count('from orders where customer_id = $1', [otherId]));
      const mineNos = new Set(mine.map((row) => row[0]));
      const theirCurrencies = new Set(theirs.map((row) => row[7]));
      expect(theirs.some((row) => mineNos.has(row[0]))).toBe(false);
      expect(theirCurrencies.has('USD')).toBe(false);
    });

    it('applies the pay-time and consumer filters like the list', async () => {
      const sample = (await orders({ status: 'Received' })).list[0]!;
      const filter = { consumer: sample.consumerCode, payTimeFrom: '2000-01-01T00:00:00Z' };
      const rows = parseCsv((await get(`${EXPORT}?${query(filter)}`)).body.slice(1)).slice(1);
      expect(rows).toHaveLength((await orders(filter)).total);
      expect(rows.every((row) => row[3] === sample.consumerCode && row[11] !== '')).toBe(true);
    });

    it('reads in keyset batches: every row once, in order', async () => {
      const all = [];
      for await (const row of exportOrders(env.db, demoId, {}, 7)) all.push(row.id);
      expect(all).toHaveLength(await count('from orders where customer_id = $1', [demoId]));
      expect(new Set(all).size).toBe(all.length);
      const expected = await env.db.query<{ id: number }>(
        'select id from orders where customer_id = $1 order by created_at desc, id desc',
        [demoId],
      );
      expect(all).toEqual(expected.map((row) => row.id));
    });

    it('needs the order:export perm and valid filters', async () => {
      expectError(await get(EXPORT, limited), 403, 'Account The account does not have permission');
      expectError(await get(`${EXPORT}?pageSize=10`), 400, 'Unknown parameter pageSize');
      expectError(
        await get(`${EXPORT}?status=Lost`),
        400,
        'status must be one or more of Waiting, Paied, Received, Canceled, separated by commas',
      );
      const exporter = await signInWithPerms(env, 'exporter@example.com', ['order:export']);
      expect((await get(EXPORT, exporter)).statusCode).toBe(200);
    });

    it('writes cells a spreadsheet cannot run as formulas', () => {
      expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
      expect(csvCell('+1555')).toBe("'+1555");
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
      expect(csvCell(null)).toBe('');
      // Numbers are data, never a formula: a negative amount keeps its sign.
      expect(csvCell(-12.5)).toBe('-12.5');
    });
  });
});

describe('money', () => {
  it('turns minor units into decimals on digits, never through floating point', () => {
    expect(minorToDecimal(123456, 2)).toBe('1234.56');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(0, 2)).toBe('0.00');
    expect(minorToDecimal(123456, 0)).toBe('123456');
    expect(minorToDecimal(1001, 3)).toBe('1.001');
    expect(minorToDecimal(9_007_199_254_740_991n, 2)).toBe('90071992547409.91');
    expect(minorToDecimal(-150, 2)).toBe('-1.50');
  });
});

describe('demo seed', () => {
  it('is deterministic: the same seed gives the same shop', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    const now = new Date('2026-11-01T00:00:00Z');
    const fingerprints: string[] = [];
    for (const name of ['A', 'B']) {
      const customer = (await db.one<{ id: number }>(
        'insert into customers (name) values ($1) returning id',
        [name],
      ))!;
      await db.transaction((tx) =>
        insertDemoData(
          tx,
          customer.id,
          {
            consumers: 20,
            carts: 30,
            orders: 50,
            currencies: [
              ['USD', 1],
              ['JPY', 1],
            ],
            spanDays: 30,
            events: true,
          },
          { seed: 42, now, actorUserId: null },
        ),
      );
      const row = await db.one<{ f: string }>(
        `select string_agg(o.order_no || o.status || o.currency || o.total_amount || o.created_at || k.code, ','
                           order by o.order_no) as f
           from orders o join consumers k on k.id = o.consumer_id where o.customer_id = $1`,
        [customer.id],
      );
      fingerprints.push(row!.f);
    }
    await db.close();
    expect(fingerprints[0]).toContain('JPY');
    expect(fingerprints[0]).toBe(fingerprints[1]);
  });
});

describe('migration 0018_line_counts', () => {
  it('counts the lines of the carts and orders made before it, and the triggers keep them after', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const before = MIGRATIONS.findIndex((migration) => migration.id === '0018_line_counts');
    await migrate(db, MIGRATIONS.slice(0, before));
    const customer = (await db.one<{ id: number }>('insert into customers (name) values ($1) returning id', [
      'Lines',
    ]))!;
    const small = { consumers: 5, carts: 10, orders: 10, currencies: [['USD', 1]] as [string, number][] };
    await db.transaction((tx) =>
      insertDemoData(
        tx,
        customer.id,
        { ...small, spanDays: 10, events: false },
        { seed: 7, now: new Date('2026-11-01T00:00:00Z'), actorUserId: null },
      ),
    );
    await migrate(db);
    const wrong = async () =>
      (await db.one<{ n: number }>(
        `select (select count(*) from orders o
                  where o.line_count <> (select count(*) from order_items i where i.order_id = o.id))
              + (select count(*) from carts c
                  where c.line_count <> (select count(*) from cart_items i where i.cart_id = c.id)) as n`,
      ))!.n;
    expect(
      (await db.one<{ n: number }>('select count(*)::int as n from orders where line_count > 0'))!.n,
    ).toBe(10);
    expect(Number(await wrong())).toBe(0);
    await db.query('delete from order_items where id in (select min(id) from order_items group by order_id)');
    expect(Number(await wrong())).toBe(0);
    await db.close();
  });
});
