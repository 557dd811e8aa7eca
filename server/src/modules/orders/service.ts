import { prepared, type Queryable } from '../../db/client.js';
import { invalidFields } from '../../platform/errors.js';
import { CURRENCY_EXPONENTS, exponentOf } from '../../platform/money.js';
import {
  ORDERS_MSG,
  type Cart,
  type CartListQuery,
  type CartSortField,
  ITEMS_INLINE,
  type Item,
  type ItemListQuery,
  type Order,
  type OrderEvent as OrderEventOut,
  type OrderFilters,
  type OrderListQuery,
  type OrderSortField,
  type PageOf,
  type SortOrder,
} from '@console/api-contract';
import type { WithDates } from '../../platform/type-provider.js';

/** A moment: a Date from a plain query, ISO 8601 text (UTC, milliseconds) from a JSON-built page. */
export type Instant = Date | string;

export type OrderRow = WithDates<Order, 'createdAt' | 'payTime' | 'receivedAt' | 'canceledAt'>;
type OrderEvent = WithDates<OrderEventOut, 'createdAt'>;

/** Collects positional parameters while a statement is put together. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The texts that start with `prefix`, in byte order: [prefix, prefix with its last character one higher). Exact
 * for the characters an order number may hold (letters, digits, `-`: none is the highest character).
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

const direction = (order: SortOrder): 'asc' | 'desc' => (order === 'ascend' ? 'asc' : 'desc');

/** Each sort follows an index (see 0002_orders); the id breaks ties so pages never overlap. */
function orderSort(field: OrderSortField, order: SortOrder, alias = 'o'): string {
  const dir = direction(order);
  switch (field) {
    case 'orderNo':
      return `${alias}.order_no collate "C" ${dir}, ${alias}.id ${dir}`;
    case 'totalAmount':
      return `${alias}.total_amount ${dir}, ${alias}.id ${dir}`;
    case 'payTime':
      // Newest first puts unpaid orders last; oldest first puts them first (one index serves both).
      return `${alias}.pay_time ${dir} nulls ${dir === 'desc' ? 'last' : 'first'}, ${alias}.id ${dir}`;
    case 'createdAt':
      return `${alias}.created_at ${dir}, ${alias}.id ${dir}`;
  }
}

function cartSort(field: CartSortField, order: SortOrder, alias = 'c'): string {
  const dir = direction(order);
  switch (field) {
    case 'consumerCode':
      return `${alias}.consumer_code collate "C" ${dir}, ${alias}.id ${dir}`;
    case 'sum':
      return `${alias}.item_count ${dir}, ${alias}.id ${dir}`;
    case 'totalAmount':
      return `${alias}.total_amount ${dir}, ${alias}.id ${dir}`;
    case 'createdAt':
      return `${alias}.created_at ${dir}, ${alias}.id ${dir}`;
  }
}

/** Filters with the consumer search already turned into the matching consumers' ids. */
type ResolvedFilters = Omit<OrderFilters, 'consumer'> & { consumerIds?: number[] };

/**
 * Looks the consumer search up first (a substring of code, name, email or mobile, any case; consumers.search
 * holds them in lower case): with the ids in hand the planner walks the (customer, consumer) index instead of
 * guessing how many consumers match. Null when nobody matches.
 */
async function resolveFilters(
  db: Queryable,
  customerId: number,
  filters: OrderFilters,
): Promise<ResolvedFilters | null> {
  const { consumer, ...rest } = filters;
  if (!consumer) return rest;
  const rows = await db.query<{ id: number }>(
    prepared('select id from consumers where customer_id = $1 and strpos(search, $2) > 0'),
    [customerId, consumer.trim().toLowerCase()],
  );
  return rows.length === 0 ? null : { ...rest, consumerIds: rows.map((row) => row.id) };
}

/** Where-clause of the order filters (list and export share it). Always starts with the tenant. */
function orderWhere(customerId: number, filters: ResolvedFilters, params: Params): string {
  const tenant = params.add(customerId);
  const where = [`o.customer_id = ${tenant}`];
  if (filters.status) {
    const statuses = [...new Set(filters.status.split(','))];
    where.push(
      statuses.length === 1
        ? `o.status = ${params.add(statuses[0])}`
        : `o.status = any(${params.add(statuses)}::text[])`,
    );
  }
  if (filters.orderNo) {
    // Stored upper case; a prefix matches (the whole number matches itself). Written as the byte range of the
    // numbers that start with it rather than `like 'P%'`: a prepared statement's generic plan cannot turn a
    // pattern parameter into an index range, and the planner then walked the date index past thousands of rows.
    const { from, to } = prefixRange(filters.orderNo.toUpperCase());
    where.push(
      `(o.order_no collate "C") >= ${params.add(from)} and (o.order_no collate "C") < ${params.add(to)}`,
    );
  }
  if (filters.consumerIds) where.push(`o.consumer_id = any(${params.add(filters.consumerIds)}::bigint[])`);
  if (filters.payTimeFrom)
    where.push(`o.pay_time >= ${params.add(new Date(filters.payTimeFrom))}::timestamptz`);
  if (filters.payTimeTo) where.push(`o.pay_time < ${params.add(new Date(filters.payTimeTo))}::timestamptz`);
  return where.join(' and ');
}

/** Cross-field checks the schema cannot express. */
export function checkOrderFilters(filters: OrderFilters): void {
  if (
    filters.payTimeFrom &&
    filters.payTimeTo &&
    new Date(filters.payTimeFrom) >= new Date(filters.payTimeTo)
  ) {
    throw invalidFields({ payTimeFrom: ORDERS_MSG.payTimeRange });
  }
}

/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it. */
const iso = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An order row's fields as (name, expression) pairs (`o` the order, `k` its consumer); `instant` spells times. */
const orderFields = (instant: (column: string) => string = (column) => column): [string, string][] => [
  ['id', 'o.id'],
  ['orderNo', 'o.order_no'],
  ['consumer', 'k.name'],
  ['consumerCode', 'k.code'],
  ['consumerEmail', 'k.email'],
  ['consumerMobile', 'k.mobile'],
  ['address', 'o.address'],
  ['status', 'o.status'],
  ['currency', 'o.currency'],
  ['totalAmount', 'o.total_amount'],
  ['itemCount', 'o.item_count'],
  ['lineCount', 'o.line_count'],
  ['createdAt', instant('o.created_at')],
  ['payTime', instant('o.pay_time')],
  ['receivedAt', instant('o.received_at')],
  ['canceledAt', instant('o.canceled_at')],
  ['cancelReason', 'o.cancel_reason'],
];

/** The fields as a select list (`expression as "name"`). */
const selectList = (fields: [string, string][]): string =>
  fields.map(([name, expression]) => `${expression} as "${name}"`).join(', ');

/** The fields as one JSON object per row, keys in the contract's order (json_build_object takes up to 50 pairs). */
const jsonObject = (fields: [string, string][]): string =>
  `json_build_object(${fields.map(([name, expression]) => `'${name}', ${expression}`).join(', ')})`;

/** As Dates, for a plain query. */
const ORDER_COLUMNS = selectList(orderFields());

/** The row's consumer by primary key; `offset 0` keeps it a per-row lookup (not a hash join over all consumers). */
const CONSUMER_BY_KEY = `select k.name, k.code, k.email, k.mobile from consumers k
  where k.id = o.consumer_id and k.customer_id = o.customer_id offset 0`;

/**
 * A list page as the JSON text of `{ total, list }`, built by the database and sent to the client as it is (see
 * `okJson`): no row crosses into JavaScript objects. On the embedded database most of a list call's time went into
 * handing 20 rows of 17 columns across to JavaScript, and Node then parsed the JSON and serialised it again.
 * Rules: each row object must have exactly the contract's fields with the contract's JSON types (times as ISO text
 * via `iso`, bigint amounts as numbers); `test/orders-list.test.ts` compares this text with the schema's
 * serialisation of the same page. `rowObject` and `sort` refer to the page's rows as `from`'s aliases.
 */
const jsonPage = (countSql: string, rowObject: string, sort: string, from: string): string =>
  `select json_build_object('total', (${countSql}),
                            'list', coalesce(json_agg(${rowObject} order by ${sort}), '[]'::json))::text as page
     from ${from}`;

/** JSON text of a value of type T, built by the database (the brand keeps a page's text from posing as another's). */
export type JsonText<T> = string & { readonly jsonOf?: T };

/** A cart's or an order's lines: the table of the carts or orders, that of their lines, and the lines' column naming it. */
const LINES = {
  order: { owner: 'orders', table: 'order_items', parent: 'order_id' },
  cart: { owner: 'carts', table: 'cart_items', parent: 'cart_id' },
} as const;
type LinesOf = keyof typeof LINES;

const ITEM_FIELDS = 'i.id, i.sn, i.name, i.currency, i.price, i.count, i.description';

/**
 * A row's first ITEMS_INLINE lines as one JSON array, so a page and its lines come back in one round trip; the
 * rest are read a page at a time (listItems). `alias` is the cart's or the order's alias in the statement.
 */
const itemsJson = (of: LinesOf, alias: string) =>
  `coalesce((select json_agg(x) from (select ${ITEM_FIELDS} from ${LINES[of].table} i
                                       where i.customer_id = ${alias}.customer_id and i.${LINES[of].parent} = ${alias}.id
                                       order by i.id limit ${ITEMS_INLINE}) x), '[]'::json)`;

/**
 * A page of a cart's or an order's lines in line order, with how many it has (its trigger-kept `line_count`), as JSON
 * text; null when the customer has no such cart or order (no row: the parent is looked up by its key and tenant).
 */
export async function listItems(
  db: Queryable,
  customerId: number,
  of: LinesOf,
  id: number,
  query: ItemListQuery,
): Promise<JsonText<PageOf<Item>> | null> {
  const row = await db.one<{ page: string }>(
    prepared(
      `select json_build_object('total', p.line_count,
                                'list', coalesce((select json_agg(x order by x.id) from (
                                   select ${ITEM_FIELDS} from ${LINES[of].table} i
                                    where i.customer_id = p.customer_id and i.${LINES[of].parent} = p.id
                                    order by i.id limit $3 offset $4) x), '[]'::json))::text as page
         from ${LINES[of].owner} p where p.customer_id = $1 and p.id = $2`,
    ),
    [customerId, id, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return row?.page ?? null;
}

/** True when only the status narrows the list, so the trigger-kept counters give the exact total. */
const statusOnly = (filters: ResolvedFilters): boolean =>
  !filters.orderNo && !filters.consumerIds && !filters.payTimeFrom && !filters.payTimeTo;

/** The exact number of matching orders: from the counters when only the status narrows, else counted. */
function orderCountSql(customerId: number, filters: ResolvedFilters, params: Params): string {
  if (!statusOnly(filters))
    return `select count(*)::int from orders o where ${orderWhere(customerId, filters, params)}`;
  const statuses = filters.status ? [...new Set(filters.status.split(','))] : null;
  return `select coalesce(sum(oc.n), 0)::int from order_counts oc where oc.customer_id = ${params.add(customerId)}${
    statuses ? ` and oc.status = any(${params.add(statuses)}::text[])` : ''
  }`;
}

/** The fields of an order in a list page: times as ISO text, the consumer's from `k`, its first lines inline. */
const ORDER_PAGE_ROW = jsonObject([...orderFields(iso), ['items', itemsJson('order', 'o')]]);

/** One page of the customer's orders (with their items) and how many match in all, as JSON text. */
export async function listOrders(
  db: Queryable,
  customerId: number,
  query: OrderListQuery,
): Promise<JsonText<PageOf<Order>>> {
  checkOrderFilters(query);
  const filters = await resolveFilters(db, customerId, query);
  if (!filters) return EMPTY_PAGE;
  const params = new Params();
  const where = orderWhere(customerId, filters, params);
  const count = orderCountSql(customerId, filters, params);
  const sort = orderSort(query.sortField, query.sortOrder);
  // The page is chosen on orders alone (an index walk), then each row fetches its consumer and its items by key;
  // the whole page comes back as one JSON text with the total beside it (see jsonPage). The text depends only on
  // which filters are set and the sort, so it is one of a few hundred prepared statements.
  const page = await db.one<{ page: string }>(
    prepared(
      jsonPage(
        count,
        ORDER_PAGE_ROW,
        sort,
        `(select o.* from orders o where ${where} order by ${sort}
          limit ${params.add(query.pageSize)} offset ${params.add((query.pageNum - 1) * query.pageSize)}) o
         cross join lateral (${CONSUMER_BY_KEY}) k`,
      ),
    ),
    params.values,
  );
  return page?.page ?? EMPTY_PAGE;
}

const EMPTY_PAGE = '{"total":0,"list":[]}';

/** One order of the customer with its first lines, or null when the customer has no such order. */
export async function findOrder(db: Queryable, customerId: number, id: number): Promise<OrderRow | null> {
  return db.one<OrderRow>(
    `select ${ORDER_COLUMNS}, ${itemsJson('order', 'o')} as items
       from orders o
       join consumers k on k.customer_id = o.customer_id and k.id = o.consumer_id
      where o.customer_id = $1 and o.id = $2`,
    [customerId, id],
  );
}

/** The order's history, oldest first, with who made each change. */
export function orderEvents(db: Queryable, customerId: number, orderId: number): Promise<OrderEvent[]> {
  return db.query<OrderEvent>(
    `select e.id, e.from_status as "fromStatus", e.to_status as "toStatus", e.actor_kind as "actorKind",
            nullif(trim(u.name || ' ' || u.last_name), '') as "actorName", u.email as "actorEmail",
            e.reason, e.created_at as "createdAt"
       from order_events e
       left join users u on u.id = e.actor_user_id and u.customer_id = e.customer_id
      where e.customer_id = $1 and e.order_id = $2
      order by e.created_at, e.id`,
    [customerId, orderId],
  );
}

/**
 * Every order matching the filters, newest first, fetched `batch` rows at a time by keyset (created_at, id):
 * a constant cost per batch however far the export has come, and other requests run between batches.
 */
export async function* exportOrders(
  db: Queryable,
  customerId: number,
  filters: OrderFilters,
  batch = 1000,
): AsyncGenerator<Omit<OrderRow, 'items'>> {
  checkOrderFilters(filters);
  const resolved = await resolveFilters(db, customerId, filters);
  if (!resolved) return;
  // The cursor is the last row's exact created_at (as text: microseconds survive) and id.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const params = new Params();
    const where = orderWhere(customerId, resolved, params);
    const keyset = after
      ? ` and (o.created_at, o.id) < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::bigint)`
      : '';
    const rows: (Omit<OrderRow, 'items'> & { cursorAt: string })[] = await db.query<
      Omit<OrderRow, 'items'> & { cursorAt: string }
    >(
      `with page as (select o.* from orders o where ${where}${keyset}
                     order by o.created_at desc, o.id desc limit ${params.add(batch)})
       select ${ORDER_COLUMNS}, o.created_at::text as "cursorAt" from page o
         join consumers k on k.customer_id = o.customer_id and k.id = o.consumer_id
        order by o.created_at desc, o.id desc`,
      params.values,
    );
    for (const { cursorAt: _cursor, ...row } of rows) yield row;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/** A decimal amount in major units as an exact count of minor units: rounded up for a lower bound, down for an upper. */
function toMinor(text: string, exponent: number, round: 'up' | 'down'): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const dropped = fraction.slice(exponent);
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(kept || '0');
  return round === 'up' && /[1-9]/.test(dropped) ? minor + 1n : minor;
}

/**
 * The cart total between two major-unit amounts, each cart in its own currency: one integer range per currency
 * exponent (10.50 is 1050 cents, 10 yen, 10500 fils), OR-ed, so the comparison is exact and each range can walk
 * the (customer, total) index.
 */
function amountRange(
  min: string | undefined,
  max: string | undefined,
  params: Params,
  only?: string,
): string {
  const byExponent = new Map<number, string[]>();
  for (const [code, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
    if (only && code !== only) continue;
    byExponent.set(exponent, [...(byExponent.get(exponent) ?? []), code]);
  }
  const ranges = [...byExponent.entries()].map(([exponent, codes]) =>
    [`c.currency = any(${params.add(codes)}::text[])`, ...amountBounds(min, max, exponent, params)].join(
      ' and ',
    ),
  );
  return `(${ranges.map((range) => `(${range})`).join(' or ')})`;
}

/** The cart total from `min` to `max` (major units, either may be absent) in minor units of one exponent. */
function amountBounds(
  min: string | undefined,
  max: string | undefined,
  exponent: number,
  params: Params,
): string[] {
  const bounds: string[] = [];
  if (min !== undefined)
    bounds.push(`c.total_amount >= ${params.add(toMinor(min, exponent, 'up').toString())}::bigint`);
  if (max !== undefined)
    bounds.push(`c.total_amount <= ${params.add(toMinor(max, exponent, 'down').toString())}::bigint`);
  return bounds;
}

/** Codes are stored upper case; any part of the code matches. */
const consumerCodeMatch = (code: string, params: Params): string =>
  `strpos(c.consumer_code, ${params.add(code.toUpperCase())}) > 0`;

/** Cross-field checks of the cart filters. */
function checkCartFilters(query: CartListQuery): void {
  if (query.minAmount !== undefined && query.maxAmount !== undefined) {
    if (toMinor(query.minAmount, 4, 'down') > toMinor(query.maxAmount, 4, 'down')) {
      throw invalidFields({ minAmount: ORDERS_MSG.amountRange });
    }
  }
}

const hasAmount = (query: CartListQuery): boolean =>
  query.minAmount !== undefined || query.maxAmount !== undefined;

const cartFiltered = (query: CartListQuery): boolean =>
  Boolean(query.consumerCode || query.currency || hasAmount(query));

function cartWhere(customerId: number, query: CartListQuery, params: Params): string {
  const where = [`c.customer_id = ${params.add(customerId)}`];
  if (query.consumerCode) where.push(consumerCodeMatch(query.consumerCode, params));
  if (query.currency) where.push(`c.currency = ${params.add(query.currency)}`);
  // Amounts are typed in major units (10.50) and compared with each cart in its own currency's minor units.
  if (hasAmount(query)) {
    where.push(amountRange(query.minAmount, query.maxAmount, params, query.currency));
  }
  return where.join(' and ');
}

function cartCountSql(customerId: number, query: CartListQuery, params: Params): string {
  if (hasAmount(query)) {
    const counts = cartAmountBranches(customerId, query, params).map(
      (where) => `select count(*) as n from carts c where ${where}`,
    );
    return `select coalesce(sum(n), 0)::int from (${counts.join(' union all ')}) counts`;
  }
  return cartFiltered(query)
    ? `select count(*)::int from carts c where ${cartWhere(customerId, query, params)}`
    : `select coalesce(sum(cc.n), 0)::int from cart_counts cc where cc.customer_id = ${params.add(customerId)}`;
}

/**
 * The amount filter as one where-clause per currency (each an exact range of minor units on
 * `carts_customer_currency_amount_idx`), with the other filters in each. The OR of ranges per exponent
 * (amountRange) is right for a walk in another order, but no single index walk serves it in amount order or counts
 * it: the planner walked the (customer, total) index from the top and dropped every cart above the range (5,000
 * rows for a page of 20), and counted with a scan of every cart. (Not `cartWhere` with the currency set: the
 * `currency = any(...)` it adds as well made the prepared statement about half as fast.)
 */
function cartAmountBranches(customerId: number, query: CartListQuery, params: Params): string[] {
  const currencies = query.currency ? [query.currency] : Object.keys(CURRENCY_EXPONENTS);
  return currencies.map((code) => {
    const where = [
      `c.customer_id = ${params.add(customerId)}`,
      `c.currency = ${params.add(code)}`,
      ...amountBounds(query.minAmount, query.maxAmount, exponentOf(code), params),
    ];
    if (query.consumerCode) where.push(consumerCodeMatch(query.consumerCode, params));
    return where.join(' and ');
  });
}

/**
 * The carts a page is cut from (a from-item aliased `c`). Sorted by amount under an amount filter: each currency's
 * first `pageNum * pageSize` carts in order (an index range read in order, stopped early), merged; otherwise the
 * filtered table, which the planner walks in the sort's own index.
 */
function cartPageSource(customerId: number, query: CartListQuery, sort: string, params: Params): string {
  if (query.sortField !== 'totalAmount' || !hasAmount(query))
    return `carts c where ${cartWhere(customerId, query, params)}`;
  const enough = params.add(query.pageNum * query.pageSize);
  const branches = cartAmountBranches(customerId, query, params).map(
    (where) => `(select c.* from carts c where ${where} order by ${sort} limit ${enough})`,
  );
  return `(${branches.join(' union all ')}) c`;
}

/** The fields of a cart in a list page (`c` the cart, `k` its consumer). */
const CART_PAGE_ROW = jsonObject([
  ['id', 'c.id'],
  ['consumerCode', 'c.consumer_code'],
  ['consumer', 'k.name'],
  ['currency', 'c.currency'],
  ['sum', 'c.item_count'],
  ['totalAmount', 'c.total_amount'],
  ['createdAt', iso('c.created_at')],
  ['updatedAt', iso('c.updated_at')],
  ['lineCount', 'c.line_count'],
  ['items', itemsJson('cart', 'c')],
]);

/** One page of the customer's carts (with their items) and how many match in all, as JSON text. */
export async function listCarts(
  db: Queryable,
  customerId: number,
  query: CartListQuery,
): Promise<JsonText<PageOf<Cart>>> {
  checkCartFilters(query);
  const params = new Params();
  const sort = cartSort(query.sortField, query.sortOrder);
  const carts = cartPageSource(customerId, query, sort, params);
  const count = cartCountSql(customerId, query, params);
  const page = await db.one<{ page: string }>(
    prepared(
      jsonPage(
        count,
        CART_PAGE_ROW,
        sort,
        `(select c.* from ${carts} order by ${sort}
          limit ${params.add(query.pageSize)} offset ${params.add((query.pageNum - 1) * query.pageSize)}) c
         cross join lateral (select k.name from consumers k
                              where k.id = c.consumer_id and k.customer_id = c.customer_id offset 0) k`,
      ),
    ),
    params.values,
  );
  return page?.page ?? EMPTY_PAGE;
}
