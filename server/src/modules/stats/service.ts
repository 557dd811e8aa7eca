import type {
  Charts,
  DayFigures,
  Device,
  Money,
  Project,
  ProjectFigures,
  Statistics,
  Summary,
} from '@console/api-contract';
import type { Queryable } from '../../db/client.js';
import { CURRENCY_EXPONENTS } from '../../platform/money.js';

/**
 * Dashboard and statistics figures, computed in SQL for one customer (tenant) only.
 *
 * Conventions (docs/dashboard.md):
 * - A day is a UTC day, as everywhere else in the console (the sign-ins chart too).
 * - Visits, visitors and IPs come from the roll-ups the visits trigger keeps (migration 0004); visitors and IPs
 *   are distinct per day (and, for the totals, over all time).
 * - An order counts on the day it was placed (created_at). Sales are the total amounts of orders that are Paied or
 *   Received now (Waiting and Canceled are left out), in the shop's main currency: the currency of most of its
 *   paid orders. Amounts in other currencies are reported next to it, never converted.
 */

const PAID = `status in ('Paied', 'Received')`;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the UTC day containing `at`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string =>
  utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY_MS));
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

const exponentOf = (currency: string): number => CURRENCY_EXPONENTS[currency] ?? 2;

interface CurrencyRow {
  currency: string;
  paid: number;
  total: number;
  today: number;
}

/** Paid amounts per currency (all time and today), main currency first: most paid orders, then code. */
async function salesByCurrency(db: Queryable, customerId: number, today: string): Promise<CurrencyRow[]> {
  return db.query<CurrencyRow>(
    `select currency, count(*)::int as paid, sum(total_amount)::bigint as total,
            coalesce(sum(total_amount) filter (where created_at >= $2), 0)::bigint as today
       from orders
      where customer_id = $1 and ${PAID}
      group by currency
      order by count(*) desc, currency`,
    [customerId, dayStart(today)],
  );
}

/** The shop's main currency: that of most paid orders; without any, that of its latest order; else null. */
async function mainCurrency(db: Queryable, customerId: number): Promise<string | null> {
  const paid = await db.one<{ currency: string }>(
    `select currency from orders where customer_id = $1 and ${PAID}
      group by currency order by count(*) desc, currency limit 1`,
    [customerId],
  );
  if (paid) return paid.currency;
  const latest = await db.one<{ currency: string }>(
    'select currency from orders where customer_id = $1 order by created_at desc, id desc limit 1',
    [customerId],
  );
  return latest?.currency ?? null;
}

export async function summary(db: Queryable, customerId: number, now: Date): Promise<Summary> {
  const today = utcDay(now);
  const counts = await db.one<{
    customers: number;
    projects: number;
    ordersToday: number;
    ordersTotal: number;
    latestCurrency: string | null;
  }>(
    `select (select count(*)::int from consumers where customer_id = $1) as customers,
            (select count(*)::int from projects where customer_id = $1) as projects,
            (select count(*)::int from orders
              where customer_id = $1 and created_at >= $2 and created_at < $3) as "ordersToday",
            (select coalesce(sum(n), 0)::int from order_counts where customer_id = $1) as "ordersTotal",
            (select currency from orders where customer_id = $1
              order by created_at desc, id desc limit 1) as "latestCurrency"`,
    [customerId, dayStart(today), dayStart(addDays(today, 1))],
  );
  const visitRows = await db.query<{ today: boolean; visits: number; visitors: number; ips: number }>(
    `select day <> 'infinity'::date as today, visits, visitors, ips from visit_days
      where customer_id = $1 and project_id = 0 and day in ($2::date, 'infinity'::date)`,
    [customerId, today],
  );
  const sales = await salesByCurrency(db, customerId, today);
  const visitToday = visitRows.find((row) => row.today);
  const visitTotal = visitRows.find((row) => !row.today);
  const money = (row: CurrencyRow): Money => ({
    currency: row.currency,
    exponent: exponentOf(row.currency),
    today: row.today,
    total: row.total,
  });
  const main = sales[0]
    ? money(sales[0])
    : counts?.latestCurrency
      ? { currency: counts.latestCurrency, exponent: exponentOf(counts.latestCurrency), today: 0, total: 0 }
      : null;
  return {
    customers: counts?.customers ?? 0,
    projects: counts?.projects ?? 0,
    visitors: { today: visitToday?.visitors ?? 0, total: visitTotal?.visitors ?? 0 },
    ips: { today: visitToday?.ips ?? 0, total: visitTotal?.ips ?? 0 },
    visits: { today: visitToday?.visits ?? 0, total: visitTotal?.visits ?? 0 },
    orders: { today: counts?.ordersToday ?? 0, total: counts?.ordersTotal ?? 0 },
    sales: main,
    otherSales: sales.slice(1).map(money),
    today,
  };
}

/**
 * Per-day figures from `from` to `to` (inclusive, UTC days), zero-filled: visits, distinct visitors and IPs (of the
 * project when given, else of the whole shop), orders placed and their paid amount in `currency`.
 */
async function perDay(
  db: Queryable,
  customerId: number,
  from: string,
  to: string,
  currency: string | null,
  projectId: number | null,
): Promise<DayFigures[]> {
  return db.query<DayFigures>(
    `with day as (
       select d::date as d from generate_series($2::date, $3::date, interval '1 day') as d
     ),
     o as (
       select (created_at at time zone 'UTC')::date as d, count(*)::int as orders,
              coalesce(sum(total_amount) filter (where ${PAID} and currency = $4), 0)::bigint as sales
         from orders
        where customer_id = $1 and created_at >= ($2::date::timestamp at time zone 'UTC')
          and created_at < (($3::date + 1)::timestamp at time zone 'UTC')
          and ($5::bigint is null or project_id = $5)
        group by 1
     )
     select to_char(day.d, 'YYYY-MM-DD') as date,
            coalesce(v.visits, 0)::int as visits, coalesce(v.visitors, 0)::int as visitors,
            coalesce(v.ips, 0)::int as ips, coalesce(o.orders, 0)::int as orders, coalesce(o.sales, 0)::bigint as sales
       from day
       left join visit_days v
         on v.customer_id = $1 and v.project_id = coalesce($5::bigint, 0) and v.day = day.d
       left join o on o.d = day.d
      order by day.d`,
    [customerId, from, to, currency, projectId],
  );
}

/** Referer origins beyond this many are summed under "other". */
const ORIGINS_SHOWN = 7;
const OTHER_ORIGIN = 'other';

/** The charts of the dashboard over the last `days` UTC days (today included). */
export async function charts(db: Queryable, customerId: number, days: number, now: Date): Promise<Charts> {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const currency = await mainCurrency(db, customerId);
  const daily = await perDay(db, customerId, from, to, currency, null);

  const funnel = await db.one<Charts['funnel'] & { desktop: number; mobile: number; tablet: number }>(
    `select (select coalesce(sum(visits), 0)::int from visit_days
              where customer_id = $1 and project_id = 0 and day between $4::date and $5::date) as visits,
            (select coalesce(sum(desktop), 0)::int from visit_days
              where customer_id = $1 and project_id = 0 and day between $4::date and $5::date) as desktop,
            (select coalesce(sum(mobile), 0)::int from visit_days
              where customer_id = $1 and project_id = 0 and day between $4::date and $5::date) as mobile,
            (select coalesce(sum(tablet), 0)::int from visit_days
              where customer_id = $1 and project_id = 0 and day between $4::date and $5::date) as tablet,
            (select count(*)::int from carts
              where customer_id = $1 and created_at >= $2 and created_at < $3) as carts,
            o.orders, o.paid, o.received
       from (select count(*)::int as orders, count(*) filter (where ${PAID})::int as paid,
                    count(*) filter (where status = 'Received')::int as received
               from orders where customer_id = $1 and created_at >= $2 and created_at < $3) o`,
    [customerId, start, end, from, to],
  );

  const originRows = await db.query<{ origin: string; visits: number }>(
    `select origin, sum(visits)::int as visits from visit_day_origins
      where customer_id = $1 and day between $2::date and $3::date
      group by origin order by 2 desc, 1`,
    [customerId, from, to],
  );
  const origins = originRows.slice(0, ORIGINS_SHOWN);
  const rest = originRows.slice(ORIGINS_SHOWN).reduce((sum, row) => sum + row.visits, 0);
  if (rest > 0) origins.push({ origin: OTHER_ORIGIN, visits: rest });

  const projects = await db.query<ProjectFigures>(
    `select p.id, p.title,
            coalesce((select sum(visits) from visit_days v
                       where v.customer_id = $1 and v.project_id = p.id and v.day between $4::date and $5::date), 0)::int
              as visits,
            coalesce(o.orders, 0)::int as orders, coalesce(o.sales, 0)::bigint as sales
       from projects p
       left join lateral (
         select count(*) as orders,
                sum(total_amount) filter (where ${PAID} and currency = $6) as sales
           from orders
          where customer_id = $1 and project_id = p.id and created_at >= $2 and created_at < $3
       ) o on true
      where p.customer_id = $1
      order by p.id`,
    [customerId, start, end, from, to, currency],
  );

  return {
    days,
    from,
    to,
    currency,
    exponent: currency ? exponentOf(currency) : 2,
    daily,
    funnel: {
      visits: funnel?.visits ?? 0,
      carts: funnel?.carts ?? 0,
      orders: funnel?.orders ?? 0,
      paid: funnel?.paid ?? 0,
      received: funnel?.received ?? 0,
    },
    origins,
    devices: { desktop: funnel?.desktop ?? 0, mobile: funnel?.mobile ?? 0, tablet: funnel?.tablet ?? 0 },
    projects: projects.map((project) => ({
      ...project,
      conversion: project.visits > 0 ? Math.round((project.orders / project.visits) * 10_000) / 100 : 0,
    })),
  };
}

export async function statistics(
  db: Queryable,
  customerId: number,
  range: { from: string; to: string; projectId: number | null },
): Promise<Statistics> {
  const currency = await mainCurrency(db, customerId);
  const days = await perDay(db, customerId, range.from, range.to, currency, range.projectId);
  const totals = { visits: 0, visitors: 0, ips: 0, orders: 0, sales: 0 };
  for (const day of days) {
    totals.visits += day.visits;
    totals.visitors += day.visitors;
    totals.ips += day.ips;
    totals.orders += day.orders;
    totals.sales += day.sales;
  }
  return {
    ...range,
    currency,
    exponent: currency ? exponentOf(currency) : 2,
    days,
    totals,
  };
}

export async function projectExists(db: Queryable, customerId: number, projectId: number): Promise<boolean> {
  return (
    (await db.one('select 1 from projects where customer_id = $1 and id = $2', [customerId, projectId])) !==
    null
  );
}

export async function listProjects(db: Queryable, customerId: number): Promise<Project[]> {
  return db.query(
    'select id, title, status, site_key as "siteKey" from projects where customer_id = $1 order by id',
    [customerId],
  );
}

// ---- recording a visit ------------------------------------------------------------------------------------------

/** Device class from a User-Agent: tablets first (an Android tablet has no "Mobile"), then phones. */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** Crawlers announce themselves; their visits are acknowledged but not counted. */
export function isBot(userAgent: string | undefined): boolean {
  return /bot\b|crawler|spider|slurp|headless|lighthouse|curl\/|wget\//i.test(userAgent ?? '');
}

/** The origin (scheme://host[:port]) of an http(s) URL in lower case, or null when it is not one. */
export function originOf(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

interface SiteProject {
  id: number;
  customerId: number;
  status: string;
}

export async function findSite(db: Queryable, siteKey: string): Promise<SiteProject | null> {
  return db.one<SiteProject>(
    'select id, customer_id as "customerId", status from projects where site_key = $1',
    [siteKey],
  );
}
