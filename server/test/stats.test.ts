import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { hashPassword } from '../src/platform/password.js';
import { deviceOf } from '../src/modules/stats/service.js';
import { auth, createUser, describeOnTargets, expectError, nextIp, signIn } from './helpers.js';

const SUMMARY = '/api/user/v1/dashboard/summary';
const CHARTS = '/api/user/v1/dashboard/charts';
const PROJECTS = '/api/user/v1/dashboard/projects';
const STATISTICS = '/api/user/v1/statistics';
const VISIT = '/api/open/stats/v1/visit';

const UA = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** The clock is moved far past the seeded data; D is "today" for the figures. */
const D = '2031-05-10';
const D1 = '2031-05-09';
const at = (day: string, time: string) => `${day}T${time}Z`;

async function makeShop(db: Db, name: string, email: string, perms: string[] = ['dashboard:view']) {
  const customer = (await db.one<{ id: number }>('insert into customers (name) values ($1) returning id', [
    name,
  ]))!;
  await db.query(
    `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms)
     values ($1, $2, $3, 'Stat', 'Tester', 'active', '{ADMIN}', $4)`,
    [customer.id, email, await hashPassword('stats123'), perms],
  );
  return customer.id;
}

async function addProject(db: Db, customerId: number, title: string, siteKey: string, status = 'normal') {
  const row = await db.one<{ id: number }>(
    `insert into projects (customer_id, title, site_key, status) values ($1, $2, $3, $4) returning id`,
    [customerId, title, siteKey, status],
  );
  return row!.id;
}

/** One order with one line (the totals trigger sums the items), placed at `created` in `status`. */
async function addOrder(
  db: Db,
  o: {
    customerId: number;
    consumerId: number;
    no: string;
    status: 'Waiting' | 'Paied' | 'Received' | 'Canceled';
    currency: string;
    amount: number;
    created: string;
    projectId: number | null;
  },
) {
  const paid = o.status === 'Paied' || o.status === 'Received' ? o.created : null;
  const row = await db.one<{ id: number }>(
    `insert into orders (customer_id, order_no, consumer_id, status, currency, created_at, updated_at, pay_time,
                         received_at, canceled_at, cancel_reason, project_id)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11) returning id`,
    [
      o.customerId,
      o.no,
      o.consumerId,
      o.status,
      o.currency,
      o.created,
      paid,
      o.status === 'Received' ? o.created : null,
      o.status === 'Canceled' ? o.created : null,
      o.status === 'Canceled' ? 'test' : null,
      o.projectId,
    ],
  );
  await db.query(
    `insert into order_items (customer_id, order_id, currency, sn, name, price, count)
     values ($1, $2, $3, 'SKU-1', 'Thing', $4, 1)`,
    [o.customerId, row!.id, o.currency, o.amount],
  );
}

await describeOnTargets('dashboard and statistics on %s', (env) => {
  let app: FastifyInstance;
  let tokenA = '';
  let tokenB = '';
  let shopA = 0;
  let p1 = 0;
  let p2 = 0;
  let p3 = 0;
  let pB = 0;

  const visit = (body: Record<string, unknown>, options: { ua?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: VISIT,
      headers: { 'user-agent': options.ua ?? UA.desktop, 'x-forwarded-for': options.ip ?? nextIp() },
      payload: body,
    });
  const get = (url: string, token = tokenA) => app.inject({ url, headers: auth(token) });

  beforeAll(async () => {
    ({ app } = env);
    const { db, clock } = env;
    shopA = await makeShop(db, 'Stats Shop A', 'stats-a@example.com');
    const shopB = await makeShop(db, 'Stats Shop B', 'stats-b@example.com');
    p1 = await addProject(db, shopA, 'One', 'site-a-one1');
    p2 = await addProject(db, shopA, 'Two', 'site-a-two2');
    p3 = await addProject(db, shopA, 'Closed', 'site-a-closed', 'closed');
    pB = await addProject(db, shopB, 'B One', 'site-b-one1');

    // Visits recorded through the open endpoint, across midnight.
    const record = async (time: string, body: Record<string, unknown>, ua: string, ip: string) => {
      clock.set(time);
      const res = await visit(body, { ua, ip });
      expect(res.json()).toEqual({ code: 0, data: { recorded: true }, message: 'ok' });
    };
    // When, what the page sent, from which device and address: the day's visits, in order.
    const visits: [string, Record<string, unknown>, string, string][] = [
      [
        at(D1, '23:59:30'),
        { siteKey: 'site-a-one1', visitorId: 'visitor-a1', referrer: 'https://www.google.com/search?q=x' },
        UA.desktop,
        '10.1.0.1',
      ],
      [at(D, '00:00:10'), { siteKey: 'site-a-one1', visitorId: 'visitor-a1' }, UA.iphone, '10.1.0.1'],
      [
        at(D, '08:00:00'),
        { siteKey: 'site-a-two2', visitorId: 'visitor-a2', referrer: 'https://t.co/abc' },
        UA.ipad,
        '10.1.0.2',
      ],
      [
        at(D, '09:00:00'),
        { siteKey: 'site-a-one1', visitorId: 'visitor-a2', referrer: '' },
        UA.desktop,
        '10.1.0.2',
      ],
      [at(D, '10:00:00'), { siteKey: 'site-a-two2', visitorId: 'visitor-a3' }, UA.android, '10.1.0.1'],
      [at(D, '10:30:00'), { siteKey: 'site-b-one1', visitorId: 'visitor-b1' }, UA.desktop, '10.2.0.1'],
    ];
    for (const [time, body, ua, ip] of visits) await record(time, body, ua, ip);
    await app.visits.flush();

    // Orders: one the evening before, four today (one cancelled, one waiting), one in another currency.
    const consumers = await db.query<{ id: number }>(
      `insert into consumers (customer_id, code, name) values ($1, 'C1', 'Ann'), ($1, 'C2', 'Bob') returning id`,
      [shopA],
    );
    const [c1, c2] = consumers.map((row) => row.id) as [number, number];
    const base = { customerId: shopA, consumerId: c1 };
    await addOrder(db, {
      ...base,
      no: 'T1',
      status: 'Paied',
      currency: 'USD',
      amount: 1000,
      created: at(D1, '23:30:00'),
      projectId: p1,
    });
    await addOrder(db, {
      ...base,
      no: 'T2',
      status: 'Received',
      currency: 'USD',
      amount: 2500,
      created: at(D, '00:30:00'),
      projectId: p1,
    });
    await addOrder(db, {
      ...base,
      no: 'T3',
      status: 'Canceled',
      currency: 'USD',
      amount: 9999,
      created: at(D, '01:00:00'),
      projectId: p2,
    });
    await addOrder(db, {
      ...base,
      consumerId: c2,
      no: 'T4',
      status: 'Waiting',
      currency: 'USD',
      amount: 700,
      created: at(D, '02:00:00'),
      projectId: p2,
    });
    await addOrder(db, {
      ...base,
      consumerId: c2,
      no: 'T5',
      status: 'Paied',
      currency: 'EUR',
      amount: 400,
      created: at(D, '03:00:00'),
      projectId: null,
    });
    await db.query(
      `insert into carts (customer_id, consumer_id, consumer_code, currency, created_at) values ($1, $2, 'C1', 'USD', $3)`,
      [shopA, c1, at(D, '00:20:00')],
    );

    clock.set(at(D, '12:00:00'));
    tokenA = await signIn(app, 'stats-a@example.com', 'stats123');
    tokenB = await signIn(app, 'stats-b@example.com', 'stats123');
  });

  it('summary: the hand-computed figures, today being the UTC day', async () => {
    const res = await get(SUMMARY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'ok',
      data: {
        customers: 2,
        projects: 3,
        // today: a1 (00:00:10), a2 twice, a3; the 23:59:30 visit belongs to yesterday
        visits: { today: 4, total: 5 },
        visitors: { today: 3, total: 3 },
        ips: { today: 2, total: 2 },
        orders: { today: 4, total: 5 },
        // USD is the main currency (two paid orders); cancelled and waiting orders are not sales
        sales: { currency: 'USD', exponent: 2, today: 2500, total: 3500 },
        otherSales: [{ currency: 'EUR', exponent: 2, today: 400, total: 400 }],
        today: D,
      },
    });
  });

  it('charts: per-day bars, funnel, origins, devices and projects of the last 7 days', async () => {
    const res = await get(`${CHARTS}?days=7`);
    const data = res.json().data;
    expect(data.from).toBe('2031-05-04');
    expect(data.to).toBe(D);
    expect(data.currency).toBe('USD');
    expect(data.daily).toHaveLength(7);
    expect(
      data.daily
        .slice(0, 5)
        .every((day: { visits: number; orders: number }) => day.visits + day.orders === 0),
    ).toBe(true);
    expect(data.daily.slice(5)).toEqual([
      { date: D1, visits: 1, visitors: 1, ips: 1, orders: 1, sales: 1000 },
      { date: D, visits: 4, visitors: 3, ips: 2, orders: 4, sales: 2500 },
    ]);
    expect(data.funnel).toEqual({ visits: 5, carts: 1, orders: 5, paid: 3, received: 1 });
    expect(data.origins).toEqual([
      { origin: 'direct', visits: 3 },
      { origin: 'https://t.co', visits: 1 },
      { origin: 'https://www.google.com', visits: 1 },
    ]);
    expect(data.devices).toEqual({ desktop: 2, mobile: 2, tablet: 1 });
    expect(data.projects).toEqual([
      { id: p1, title: 'One', visits: 3, orders: 2, sales: 3500, conversion: 66.67 },
      { id: p2, title: 'Two', visits: 2, orders: 2, sales: 0, conversion: 100 },
      { id: p3, title: 'Closed', visits: 0, orders: 0, sales: 0, conversion: 0 },
    ]);
    const thirty = (await get(`${CHARTS}?days=30`)).json().data;
    expect(thirty.daily).toHaveLength(30);
    expect(thirty.funnel).toEqual(data.funnel);
  });

  it('charts: days must be 7 or 30', async () => {
    for (const days of ['1', '31', 'abc', '']) {
      const res = await get(`${CHARTS}?days=${days}`);
      expectError(res, 400, 'days must be 7 or 30');
    }
  });

  it('statistics: per-day rows, zero-filled, with totals; filtered by project', async () => {
    const res = await get(`${STATISTICS}?from=2031-05-08&to=${D}`);
    expect(res.json().data).toEqual({
      from: '2031-05-08',
      to: D,
      projectId: null,
      currency: 'USD',
      exponent: 2,
      days: [
        { date: '2031-05-08', visits: 0, visitors: 0, ips: 0, orders: 0, sales: 0 },
        { date: D1, visits: 1, visitors: 1, ips: 1, orders: 1, sales: 1000 },
        { date: D, visits: 4, visitors: 3, ips: 2, orders: 4, sales: 2500 },
      ],
      totals: { visits: 5, visitors: 4, ips: 3, orders: 5, sales: 3500 },
    });
    const one = (await get(`${STATISTICS}?from=${D1}&to=${D}&projectId=${p1}`)).json().data;
    expect(one.days).toEqual([
      { date: D1, visits: 1, visitors: 1, ips: 1, orders: 1, sales: 1000 },
      { date: D, visits: 2, visitors: 2, ips: 2, orders: 1, sales: 2500 },
    ]);
    const two = (await get(`${STATISTICS}?from=${D}&to=${D}&projectId=${p2}`)).json().data;
    expect(two.days).toEqual([{ date: D, visits: 2, visitors: 2, ips: 2, orders: 2, sales: 0 }]);
  });

  it('statistics: bounded, well-formed ranges only', async () => {
    expectError(await get(`${STATISTICS}?from=${D}&to=${D1}`), 400, 'from must not be after to');
    expectError(
      await get(`${STATISTICS}?from=2030-05-09&to=2031-05-10`),
      400,
      'The range may cover at most 366 days',
    );
    expect((await get(`${STATISTICS}?from=2030-05-10&to=2031-05-10`)).json().data.days).toHaveLength(366);
    expectError(
      await get(`${STATISTICS}?from=2031-02-30&to=${D}`),
      400,
      'from must be a date such as 2026-11-01',
    );
    expectError(await get(`${STATISTICS}?from=${D}`), 400, 'to must be a date such as 2026-11-30');
    expectError(
      await get(`${STATISTICS}?from=${D}&to=${D}&projectId=0`),
      400,
      'projectId must be a positive whole number',
    );
  });

  it("tenant isolation: another shop's figures, project and statistics stay its own", async () => {
    const b = (await get(SUMMARY, tokenB)).json().data;
    expect(b).toMatchObject({
      customers: 0,
      projects: 1,
      visits: { today: 1, total: 1 },
      visitors: { today: 1, total: 1 },
      orders: { today: 0, total: 0 },
      sales: null,
      otherSales: [],
    });
    const bCharts = (await get(`${CHARTS}?days=7`, tokenB)).json().data;
    expect(bCharts.projects).toEqual([
      { id: pB, title: 'B One', visits: 1, orders: 0, sales: 0, conversion: 0 },
    ]);
    expect((await get(PROJECTS, tokenB)).json().data).toEqual([
      { id: pB, title: 'B One', status: 'normal', siteKey: 'site-b-one1' },
    ]);
    expectError(
      await get(`${STATISTICS}?from=${D}&to=${D}&projectId=${p1}`, tokenB),
      404,
      'Project not found',
    );
    expectError(await get(`${STATISTICS}?from=${D}&to=${D}&projectId=${pB}`), 404, 'Project not found');
  });

  it('counts the visits of a project in its view count', async () => {
    const row = await env.db.one<{ view_count: number }>('select view_count from projects where id = $1', [
      p1,
    ]);
    expect(row?.view_count).toBe(3);
  });

  it('needs a session and the dashboard:view permission', async () => {
    expectError(await app.inject({ url: SUMMARY }), 401, 'Token is invalid or expired', 2000);
    await createUser(env.db, {
      email: 'stats-orders@example.com',
      password: 'orders123',
      perms: ['order:confirm'],
    });
    const ordersOnly = await signIn(app, 'stats-orders@example.com', 'orders123');
    for (const url of [SUMMARY, `${CHARTS}?days=7`, PROJECTS, `${STATISTICS}?from=${D}&to=${D}`]) {
      expectError(await get(url, ordersOnly), 403, 'Account The account does not have permission');
    }
  });

  describe('the open visit endpoint', () => {
    const figures = async () => (await get(SUMMARY)).json().data.visits as { today: number; total: number };

    it.each([
      [{}, 'siteKey must be 8 to 64 letters, digits, "_" or "-"'],
      [{ siteKey: 'site-a-one1' }, 'visitorId must be 8 to 64 letters, digits, ".", "_", ":" or "-"'],
      [{ siteKey: 'short', visitorId: 'visitor-x1' }, 'siteKey must be 8 to 64 letters, digits, "_" or "-"'],
      [
        { siteKey: 'site-a-one1', visitorId: 'bad id with spaces' },
        'visitorId must be 8 to 64 letters, digits, ".", "_", ":" or "-"',
      ],
      [
        { siteKey: 'site-a-one1', visitorId: 12345678 },
        'visitorId must be 8 to 64 letters, digits, ".", "_", ":" or "-"',
      ],
      [
        { siteKey: 'site-a-one1', visitorId: 'visitor-x1', referrer: 'javascript:alert(1)' },
        'referrer must be a URL of at most 2048 characters',
      ],
      [
        { siteKey: 'site-a-one1', visitorId: 'visitor-x1', referrer: `https://a.com/${'x'.repeat(2048)}` },
        'referrer must be a URL of at most 2048 characters',
      ],
    ])('rejects %j with a clear message', async (body, message) => {
      const before = await figures();
      expectError(await visit(body), 400, message);
      expect(await figures()).toEqual(before);
    });

    it('rejects a body that is not JSON, and unknown or closed sites', async () => {
      const res = await app.inject({
        method: 'POST',
        url: VISIT,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        payload: '{"siteKey":',
      });
      expectError(res, 400, 'Request body is not valid JSON');
      expectError(await visit({ siteKey: 'site-unknown', visitorId: 'visitor-x1' }), 404, 'Unknown site');
      expectError(await visit({ siteKey: 'site-a-closed', visitorId: 'visitor-x1' }), 404, 'Unknown site');
    });

    it('answers public sites with CORS, acknowledges crawlers without counting them', async () => {
      const preflight = await app.inject({ method: 'OPTIONS', url: VISIT });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      const before = await figures();
      const res = await visit({ siteKey: 'site-a-one1', visitorId: 'crawler-1' }, { ua: UA.bot });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.json().data).toEqual({ recorded: false });
      expect(await figures()).toEqual(before);
    });

    it('counts a visitor once a day however often it reports; made-up ids from one address at most 20 times', async () => {
      const before = (await get(SUMMARY, tokenB)).json().data.visits as { today: number; total: number };
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        const res = await visit({ siteKey: 'site-b-one1', visitorId: 'visitor-again' }, { ip });
        expect(res.json().data, `report ${i}`).toEqual({ recorded: i === 0 });
      }
      const madeUp = nextIp();
      const recorded: boolean[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await visit(
          { siteKey: 'site-b-one1', visitorId: `made-up-${String(i).padStart(4, '0')}` },
          { ip: madeUp },
        );
        recorded.push(res.json().data.recorded as boolean);
      }
      expect(recorded.filter(Boolean)).toHaveLength(20);
      // Written in batches: nothing reaches the figures until the counter writes its queue.
      await app.visits.flush();
      expect((await get(SUMMARY, tokenB)).json().data.visits).toEqual({
        today: before.today + 21,
        total: before.total + 21,
      });
      // The next day the same visitor counts again.
      env.clock.advance(86_400);
      expect(
        (await visit({ siteKey: 'site-b-one1', visitorId: 'visitor-again' }, { ip })).json().data,
      ).toEqual({
        recorded: true,
      });
      await app.visits.flush();
      const signedInAgain = await signIn(app, 'stats-b@example.com', 'stats123'); // the day ended the session
      expect((await get(SUMMARY, signedInAgain)).json().data.visits).toMatchObject({
        total: before.total + 22,
      });
    });

    it('takes 120 reports a minute from one address (a sliding window), then 429 until the oldest is a minute old', async () => {
      const ip = nextIp();
      for (let i = 0; i < 120; i++) {
        env.clock.advance(0.25);
        const res = await visit(
          { siteKey: 'site-b-one1', visitorId: `burst-${String(i).padStart(4, '0')}` },
          { ip },
        );
        expect(res.statusCode, `report ${i}`).toBe(200);
      }
      const limited = await visit({ siteKey: 'site-b-one1', visitorId: 'visitor-last' }, { ip });
      expectError(limited, 429, 'Too many attempts, please try again later');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await visit({ siteKey: 'site-b-one1', visitorId: 'visitor-other' })).statusCode).toBe(200);
      // 30 s later the first reports are a minute old: room for those, not for more.
      env.clock.advance(30.5);
      expect((await visit({ siteKey: 'site-b-one1', visitorId: 'visitor-last' }, { ip })).statusCode).toBe(
        200,
      );
    });
  });
});

describe('device classes from the User-Agent', () => {
  it.each([
    [UA.desktop, 'desktop'],
    [UA.iphone, 'mobile'],
    [UA.android, 'mobile'],
    [UA.ipad, 'tablet'],
    [UA.androidTablet, 'tablet'],
    ['', 'desktop'],
  ])('%s -> %s', (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });
});
