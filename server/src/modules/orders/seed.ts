import { columnsOf, type Db, type Queryable } from '../../db/client.js';
import { seedDemoShops } from '../../db/seed.js';
import { exponentOf } from '../../platform/money.js';
import { between, pick, prng, weighted } from '../../platform/prng.js';
import type { OrderStatus } from '@console/api-contract';

/** The catalogue demo orders and carts draw from: SKU, name, description, price in US cents. */
const PRODUCTS: readonly (readonly [string, string, string, number])[] = [
  ['SKU-1001', 'Espresso beans 1 kg', 'Dark roast, whole bean', 2450],
  ['SKU-1002', 'Filter coffee 500 g', 'Medium roast, ground', 1190],
  ['SKU-1003', 'Green tea tin', 'Sencha, 100 g', 899],
  ['SKU-1004', 'Ceramic mug', '350 ml, dishwasher safe', 1500],
  ['SKU-1005', 'Pour-over kettle', 'Gooseneck, 1 l, stainless', 4999],
  ['SKU-1006', 'Hand grinder', 'Conical burr', 6900],
  ['SKU-1007', 'Paper filters (100)', 'Size 02, unbleached', 650],
  ['SKU-1008', 'Glass server', '600 ml', 2200],
  ['SKU-1009', 'Digital scale', '0.1 g precision, timer', 3450],
  ['SKU-1010', 'Travel tumbler', 'Insulated, 450 ml', 2799],
  ['SKU-1011', 'Oolong sampler', 'Four teas, 25 g each', 1875],
  ['SKU-1012', 'Matcha whisk', 'Bamboo, 100 prongs', 1250],
  ['SKU-1013', 'Cold brew jar', '1.5 l with filter', 3199],
  ['SKU-1014', 'Milk frother', 'Battery powered', 1599],
  ['SKU-1015', 'Gift card', 'Printed card in an envelope', 5000],
  ['SKU-1016', 'Tea infuser', 'Stainless mesh', 799],
  ['SKU-1017', 'Espresso cups (2)', '90 ml, porcelain', 1999],
  ['SKU-1018', 'Barista apron', 'Canvas, adjustable', 3500],
  ['SKU-1019', 'Descaler', 'Two doses', 1099],
  ['SKU-1020', 'Moka pot', '6 cups, aluminium', 3899],
];

/** Rough rates for turning a US-cent list price into a price in another currency's minor units. */
const RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, CNY: 7.2, JPY: 150, GBP: 0.79 };

function priceIn(usCents: number, currency: string): number {
  const rate = RATES[currency] ?? 1;
  // List prices are whole numbers of minor units in every currency (JPY has none, so 150 x dollars).
  return Math.round((usCents * rate * 10 ** exponentOf(currency)) / 100);
}

const FIRST = ['Alex', 'Bea', 'Chen', 'Dana', 'Eli', 'Fatima', 'Goro', 'Hana', 'Ivan', 'Jun', 'Kai', 'Lena'];
const LAST = ['Morgan', 'Li', 'Novak', 'Okafor', 'Park', 'Quinn', 'Rossi', 'Sato', 'Tan', 'Wang', 'Young'];
const STREETS = ['Harbour St', 'Maple Ave', 'Station Rd', 'Garden Ln', 'Hill Crescent', 'River Walk'];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Shanghai', 'Osaka', 'Berlin', 'Lyon'];
const CANCEL_REASONS = [
  'Customer asked to cancel',
  'Out of stock',
  'Payment not received in time',
  'Duplicate order',
  'Address could not be verified',
];

interface DemoVolume {
  consumers: number;
  carts: number;
  orders: number;
  /** Currencies and their weights, e.g. [['USD', 7], ['EUR', 2]]. */
  currencies: readonly (readonly [string, number])[];
  /** Orders are spread over this many days before `now`. */
  spanDays: number;
  /** Write the per-order event log (placed, paid, confirmed, canceled). */
  events: boolean;
  /** Orders per insert statement. */
  batch?: number;
  /** Order numbers are <prefix><yyyymmdd>-<sequence>; tenants use different prefixes. */
  orderPrefix?: string;
}

const STATUS_WEIGHTS: readonly (readonly [OrderStatus, number])[] = [
  ['Waiting', 25],
  ['Paied', 25],
  ['Received', 35],
  ['Canceled', 15],
];

const DAY = 86_400_000;
const ymd = (date: Date): string => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Deterministic demo data for one customer (same seed, same data), inserted in bulk: one statement per table
 * per batch. Totals come from the items through the triggers. `actorUserId` is who confirmed and canceled.
 */
export async function insertDemoData(
  tx: Queryable,
  customerId: number,
  volume: DemoVolume,
  options: { seed: number; now: Date; actorUserId: number | null },
): Promise<{ consumers: number; carts: number; orders: number }> {
  const rng = prng(options.seed);
  const now = options.now.getTime();

  // Consumers
  const consumerRows = Array.from({ length: volume.consumers }, (_, index) => {
    const first = pick(rng, FIRST);
    const last = pick(rng, LAST);
    return {
      code: `C${String(index + 1).padStart(5, '0')}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${index + 1}@example.com`.toLowerCase(),
      mobile: `+1555${String(between(rng, 0, 9_999_999)).padStart(7, '0')}`,
      address: `${between(rng, 1, 250)} ${pick(rng, STREETS)}, ${pick(rng, CITIES)}`,
      createdAt: new Date(now - volume.spanDays * DAY - between(rng, 1, 30) * DAY),
    };
  });
  const consumers = await tx.query<{ id: number; code: string; address: string }>(
    `insert into consumers (customer_id, code, name, email, mobile, address, created_at)
     select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
     returning id, code, address`,
    [customerId, ...columnsOf(consumerRows, ['code', 'name', 'email', 'mobile', 'address', 'createdAt'])],
  );
  consumers.sort((a, b) => a.code.localeCompare(b.code));

  // Carts: recent, each with 1-5 lines.
  const cartConsumers: number[] = [];
  const cartCodes: string[] = [];
  const cartCurrencies: string[] = [];
  const cartCreated: Date[] = [];
  const cartLines: { cart: number; product: (typeof PRODUCTS)[number]; count: number }[] = [];
  for (let index = 0; index < volume.carts; index++) {
    const consumer = pick(rng, consumers);
    cartConsumers.push(consumer.id);
    cartCodes.push(consumer.code);
    cartCurrencies.push(weighted(rng, volume.currencies));
    cartCreated.push(new Date(now - Math.floor(rng() * 30 * DAY)));
    for (let line = between(rng, 1, 5); line > 0; line--) {
      cartLines.push({ cart: index, product: pick(rng, PRODUCTS), count: between(rng, 1, 4) });
    }
  }
  for (let start = 0; start < volume.carts; start += volume.batch ?? 20_000) {
    const end = Math.min(volume.carts, start + (volume.batch ?? 20_000));
    const carts = await tx.query<{ id: number }>(
      `insert into carts (customer_id, consumer_id, consumer_code, currency, created_at, updated_at)
       select $1, c, code, cur, at, at
         from unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[]) as t (c, code, cur, at)
       returning id`,
      [
        customerId,
        cartConsumers.slice(start, end),
        cartCodes.slice(start, end),
        cartCurrencies.slice(start, end),
        cartCreated.slice(start, end),
      ],
    );
    const lines = cartLines.filter((line) => line.cart >= start && line.cart < end);
    await tx.query(
      `insert into cart_items (customer_id, cart_id, currency, sn, name, price, count, description)
       select $1, * from unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::int[], $8::text[])`,
      [
        customerId,
        lines.map((line) => carts[line.cart - start]!.id),
        lines.map((line) => cartCurrencies[line.cart]),
        lines.map((line) => line.product[0]),
        lines.map((line) => line.product[1]),
        lines.map((line) => priceIn(line.product[3], cartCurrencies[line.cart]!)),
        lines.map((line) => line.count),
        lines.map((line) => line.product[2]),
      ],
    );
  }

  // Orders: spread over the span, in creation order (so ids follow time), every status.
  const created = Array.from({ length: volume.orders }, () => now - Math.floor(rng() * volume.spanDays * DAY))
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
  const batch = volume.batch ?? 20_000;
  for (let start = 0; start < volume.orders; start += batch) {
    const end = Math.min(volume.orders, start + batch);
    const rows: {
      orderNo: string;
      consumer: number;
      status: string;
      currency: string;
      address: string;
      createdAt: Date;
      payTime: Date | null;
      receivedAt: Date | null;
      canceledAt: Date | null;
      reason: string | null;
    }[] = [];
    const items: {
      orderNo: string;
      sn: string;
      name: string;
      price: number;
      count: number;
      description: string;
    }[] = [];
    for (let index = start; index < end; index++) {
      const createdAt = created[index]!;
      const status = weighted(rng, STATUS_WEIGHTS);
      const consumer = pick(rng, consumers);
      const currency = weighted(rng, volume.currencies);
      const orderNo = `${volume.orderPrefix ?? 'SO'}${ymd(createdAt)}-${String(index + 1).padStart(6, '0')}`;
      // Each later moment lies between the previous one and now, so history never runs ahead of the clock.
      const after = (from: number, share: number): number => from + Math.floor((now - from) * share * rng());
      const paidBeforeCancel = status === 'Canceled' && rng() < 0.4;
      const payMs =
        status === 'Paied' || status === 'Received' || paidBeforeCancel
          ? after(createdAt.getTime(), 0.3)
          : null;
      const receivedMs = status === 'Received' && payMs !== null ? after(payMs, 0.5) : null;
      const canceledMs = status === 'Canceled' ? after(payMs ?? createdAt.getTime(), 0.5) : null;
      rows.push({
        orderNo,
        consumer: consumer.id,
        status,
        currency,
        address: consumer.address,
        createdAt,
        payTime: payMs === null ? null : new Date(payMs),
        receivedAt: receivedMs === null ? null : new Date(receivedMs),
        canceledAt: canceledMs === null ? null : new Date(canceledMs),
        reason: canceledMs === null ? null : pick(rng, CANCEL_REASONS),
      });
      for (let line = between(rng, 1, 4); line > 0; line--) {
        const product = pick(rng, PRODUCTS);
        items.push({
          orderNo,
          sn: product[0],
          name: product[1],
          price: priceIn(product[3], currency),
          count: between(rng, 1, 3),
          description: product[2],
        });
      }
    }
    await tx.query(
      `insert into orders (customer_id, order_no, consumer_id, status, currency, address, created_at, updated_at,
                           pay_time, received_at, received_by, canceled_at, canceled_by, cancel_reason)
       select $1, o.no, o.consumer, o.status, o.currency, o.address, o.created,
              greatest(o.created, o.paid, o.received, o.canceled),
              o.paid, o.received, case when o.received is null then null else $12::bigint end,
              o.canceled, case when o.canceled is null then null else $12::bigint end, o.reason
         from unnest($2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::timestamptz[],
                     $8::timestamptz[], $9::timestamptz[], $10::timestamptz[], $11::text[])
           as o (no, consumer, status, currency, address, created, paid, received, canceled, reason)`,
      [
        customerId,
        ...columnsOf(rows, [
          'orderNo',
          'consumer',
          'status',
          'currency',
          'address',
          'createdAt',
          'payTime',
          'receivedAt',
          'canceledAt',
          'reason',
        ]),
        options.actorUserId,
      ],
    );
    await tx.query(
      `insert into order_items (customer_id, order_id, currency, sn, name, price, count, description)
       select $1, o.id, o.currency, i.sn, i.name, i.price, i.count, i.description
         from unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::text[])
           as i (no, sn, name, price, count, description)
         join orders o on o.customer_id = $1 and o.order_no = i.no`,
      [customerId, ...columnsOf(items, ['orderNo', 'sn', 'name', 'price', 'count', 'description'])],
    );
  }

  if (volume.events) {
    // The history each order's timestamps imply: placed and paid by the checkout, confirmed and canceled by staff.
    await tx.query(
      `insert into order_events (customer_id, order_id, from_status, to_status, actor_kind, actor_user_id, reason, created_at)
       select customer_id, id, null::text, 'Waiting', 'checkout', null::bigint, null::text, created_at
         from orders where customer_id = $1
       union all
       select customer_id, id, 'Waiting', 'Paied', 'checkout', null, null, pay_time
         from orders where customer_id = $1 and pay_time is not null
       union all
       select customer_id, id, 'Paied', 'Received', 'user', received_by, null, received_at
         from orders where customer_id = $1 and received_at is not null
       union all
       select customer_id, id, case when pay_time is null then 'Waiting' else 'Paied' end, 'Canceled', 'user',
              canceled_by, cancel_reason, canceled_at
         from orders where customer_id = $1 and canceled_at is not null
       order by 8, 2`,
      [customerId],
    );
  }
  return { consumers: consumers.length, carts: volume.carts, orders: volume.orders };
}

/** What each demo tenant gets. Seeds differ so the two shops do not look alike. */
const DEMO: readonly { owner: string; seed: number; volume: DemoVolume }[] = [
  {
    owner: 'admin@example.com',
    seed: 20_261_122,
    volume: {
      consumers: 120,
      carts: 240,
      orders: 360,
      currencies: [
        ['USD', 7],
        ['EUR', 2],
        ['GBP', 1],
      ],
      spanDays: 120,
      events: true,
    },
  },
  {
    owner: 'other@example.com',
    seed: 7_000_001,
    volume: {
      consumers: 80,
      carts: 200,
      orders: 300,
      currencies: [
        ['CNY', 3],
        ['JPY', 2],
      ],
      spanDays: 120,
      events: true,
      orderPrefix: 'OS',
    },
  },
];

/**
 * Consumers, carts and orders for the demo tenants. Idempotent: a tenant that already has consumers is left as
 * it is; the check and the inserts run under the schema lock, so parallel starts do not both seed.
 * Returns the owners' addresses whose shops it filled.
 */
export async function seedOrdersDemo(db: Db, now: Date = new Date()): Promise<string[]> {
  return seedDemoShops(
    db,
    DEMO,
    'consumers',
    (tx, owner, demo) =>
      insertDemoData(tx, owner.customerId, demo.volume, { seed: demo.seed, now, actorUserId: owner.userId }),
    'consumers, carts, cart_items, orders, order_items, order_events',
  );
}
