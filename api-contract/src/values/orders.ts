/** Order statuses as stored, spelt as the spec spells them (the labels shown are translated). */
export const ORDER_STATUSES = ['Waiting', 'Paied', 'Received', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses as a person reads them in English: the console's labels (remote-orders' `status` strings), not the
 * stored spellings ('Paied' is the spec's stored value, 'Paid' what every screen says). The server's messages use these.
 */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  Waiting: 'Awaiting payment',
  Paied: 'Paid',
  Received: 'Received',
  Canceled: 'Canceled',
};

export const ORDER_ACTIONS = ['pay', 'confirm', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The order state machine (the server's modules/orders/state.ts applies it):
 *   pay      Waiting -> Paied      (the shop's public checkout, signed)
 *   confirm  Paied -> Received     (Payment Confirm)
 *   cancel   Waiting|Paied -> Canceled (with a reason)
 * `done` are the statuses in which the action has already happened: asking again answers success, unchanged.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus; done: readonly OrderStatus[] }>
> = {
  pay: { from: ['Waiting'], to: 'Paied', done: ['Paied', 'Received'] },
  confirm: { from: ['Paied'], to: 'Received', done: ['Received'] },
  cancel: { from: ['Waiting', 'Paied'], to: 'Canceled', done: ['Canceled'] },
};

const ORDER_ACTION_RULE: Readonly<Record<OrderAction, string>> = {
  pay: `Only an order ${ORDER_STATUS_LABEL.Waiting.toLowerCase()} can be marked as paid`,
  confirm: `Only a ${ORDER_STATUS_LABEL.Paied} order can be confirmed`,
  cancel: `Only an order ${ORDER_STATUS_LABEL.Waiting.toLowerCase()} or ${ORDER_STATUS_LABEL.Paied} can be canceled`,
};

/** The 409 of an action the order's status does not allow. */
export function orderTransitionRefusal(action: OrderAction, status: OrderStatus): string {
  return `${ORDER_ACTION_RULE[action]} (this order is ${ORDER_STATUS_LABEL[status]})`;
}

/** Every such refusal the API can send (keyed `action.status`), for the console's translations. */
export const ORDER_TRANSITION_REFUSALS: Readonly<Record<string, string>> = Object.fromEntries(
  ORDER_ACTIONS.flatMap((action) =>
    ORDER_STATUSES.filter(
      (status) =>
        !ORDER_TRANSITIONS[action].from.includes(status) && !ORDER_TRANSITIONS[action].done.includes(status),
    ).map((status) => [`${action}.${status}`, orderTransitionRefusal(action, status)]),
  ),
);

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
