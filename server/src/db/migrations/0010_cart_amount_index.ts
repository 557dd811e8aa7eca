/**
 * Carts by currency and total: the index the amount filter sorted by amount reads, one range per currency merged
 * in order (see `cartsByAmount` in modules/orders/service.ts). Without it that page walked every cart above the
 * range first.
 */
export const id = '0010_cart_amount_index';

export const sql = /* sql */ `
create index carts_customer_currency_amount_idx on carts (customer_id, currency, total_amount desc, id desc);
`;
