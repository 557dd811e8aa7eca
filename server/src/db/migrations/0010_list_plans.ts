/**
 * What two list plans need (docs/orders.md, "Two list plans and the pool size"):
 * - carts by currency and total: the index the amount filter sorted by amount reads, one range per currency merged
 *   in order (`cartPageSource` in modules/orders/service.ts); without it that page walked every cart above the
 *   range first;
 * - a finer histogram of order numbers: a day's prefix matches about 0.1% of a shop's orders, below what the default
 *   100 buckets can tell apart (they said 1%), so the planner walked the created-date index past thousands of
 *   orders instead of reading the prefix's range and sorting it. Takes effect at the next ANALYZE (on PGlite the API
 *   runs one at each start, db/statistics.ts; PostgreSQL's autovacuum does it by itself).
 */
export const id = '0010_list_plans';

export const sql = /* sql */ `
create index carts_customer_currency_amount_idx on carts (customer_id, currency, total_amount desc, id desc);
alter table orders alter column order_no set statistics 1000;
`;
