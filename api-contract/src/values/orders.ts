/** Order statuses as stored, spelt as the spec spells them (the labels shown are translated). */
export const ORDER_STATUSES = ['Waiting', 'Paied', 'Received', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Minor-unit digits of the currencies the API knows (the server's `currencies` table holds the same): the server
 * checks amounts with it and the browser formats money with it.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  AUD: 2,
  BHD: 3,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  SGD: 2,
  TWD: 2,
  USD: 2,
};

/** A decimal amount as typed in a filter: digits, optionally a point and up to 4 more digits. */
export const DECIMAL_PATTERN = '^[0-9]{1,13}([.][0-9]{1,4})?$';

export const REASON_MAX = 500;

/**
 * How many lines of a cart or an order come with it (in a list page, the detail, an action's answer): a wholesale
 * order of hundreds of lines would otherwise make a page of 20 orders megabytes. The rest are read a page at a time
 * (`GET /user/v1/orders/:id/items`, `GET /user/v1/carts/:id/items`); `lineCount` says how many there are.
 */
export const ITEMS_INLINE = 10;

export const ORDER_SORT_FIELDS = ['createdAt', 'orderNo', 'totalAmount', 'payTime'] as const;
export const CART_SORT_FIELDS = ['createdAt', 'consumerCode', 'sum', 'totalAmount'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type CartSortField = (typeof CART_SORT_FIELDS)[number];
export type SortOrder = 'ascend' | 'descend';
