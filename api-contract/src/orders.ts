import { Type, type Static } from 'typebox';
import {
  DateTime,
  IdNumber,
  type IdParams,
  IdParamsSchema,
  messages,
  Nullable,
  ReasonBody,
  StatusEvent,
  StringEnum,
  trim,
  WithEvents,
} from './common.js';
import { answers, FileAnswer } from './routes.js';
import { Page, Paging, Sorting, StatusList } from './lists.js';
import {
  CART_SORT_FIELDS,
  CURRENCY_EXPONENTS,
  DECIMAL_PATTERN,
  ITEMS_INLINE,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  REASON_MAX,
  UNKNOWN_PARAMETER,
} from './values/index.js';

export const ORDERS_MSG = {
  status: `status must be one or more of ${ORDER_STATUSES.join(', ')}, separated by commas`,
  orderNo: 'orderNo may contain only letters, digits and "-" (at most 40)',
  consumer: 'consumer must be 1 to 100 characters',
  consumerCode: 'consumerCode may contain only letters, digits and "-" (at most 32)',
  payTimeFrom: 'payTimeFrom must be a date-time such as 2026-11-01T00:00:00Z',
  payTimeTo: 'payTimeTo must be a date-time such as 2026-11-30T00:00:00Z',
  payTimeRange: 'payTimeFrom must be before payTimeTo',
  minAmount: 'minAmount must be a decimal amount such as 10 or 10.50',
  maxAmount: 'maxAmount must be a decimal amount such as 10 or 10.50',
  amountRange: 'minAmount must not be more than maxAmount',
  currency: `currency must be one of ${Object.keys(CURRENCY_EXPONENTS).join(', ')}`,
  unknown: UNKNOWN_PARAMETER,
  reason: `Please enter a reason (at most ${REASON_MAX} characters)`,
  customerId: 'customerId must be a positive whole number',
  signature: 'signature must be 64 hexadecimal characters',
  badSignature: 'Invalid checkout signature',
  orderNotFound: 'Order not found',
  cartNotFound: 'Cart not found',
} as const;

const ORDER_NO = { minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' };

/** The order filters the list and the export share. */
const orderFilters = {
  status: Type.Optional(StatusList(ORDER_STATUSES, 100, ORDERS_MSG.status)),
  orderNo: Type.Optional(Type.String({ ...ORDER_NO, ...messages(ORDERS_MSG.orderNo), ...trim })),
  consumer: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, ...messages(ORDERS_MSG.consumer), ...trim }),
  ),
  /** ISO instants; the range is [from, to). */
  payTimeFrom: Type.Optional(DateTime({ maxLength: 40, ...messages(ORDERS_MSG.payTimeFrom) })),
  payTimeTo: Type.Optional(DateTime({ maxLength: 40, ...messages(ORDERS_MSG.payTimeTo) })),
};

export const OrderFiltersSchema = Type.Object(orderFilters);
export type OrderFilters = Static<typeof OrderFiltersSchema>;

export const OrderListQuerySchema = Type.Object({
  ...Paging,
  ...orderFilters,
  ...Sorting(ORDER_SORT_FIELDS, { field: 'createdAt', order: 'descend' }),
});
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

/** Money is an integer count of minor units (cents, yen) in `currency`. */
export const ItemSchema = Type.Object({
  id: Type.Integer(),
  sn: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  price: Type.Integer(),
  count: Type.Integer(),
  description: Nullable(Type.String()),
});
export type Item = Static<typeof ItemSchema>;

/** A cart's or an order's lines beyond those it comes with: a page of them, in line order. */
export const ItemListQuerySchema = Type.Object({ ...Paging });
export type ItemListQuery = Static<typeof ItemListQuerySchema>;

export const ItemPageSchema = Page(ItemSchema);

/** The lines that come with a cart or an order, and how many it has in all. */
const inlineLines = {
  lineCount: Type.Integer({ description: `How many lines it has; items holds the first ${ITEMS_INLINE}` }),
  items: Type.Array(ItemSchema, {
    maxItems: ITEMS_INLINE,
    description: `Its first ${ITEMS_INLINE} lines, in line order; the rest through its items call`,
  }),
};

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  consumer: Type.String(),
  consumerCode: Type.String(),
  consumerEmail: Nullable(Type.String()),
  consumerMobile: Nullable(Type.String()),
  address: Nullable(Type.String()),
  status: StringEnum(ORDER_STATUSES),
  currency: Type.String(),
  totalAmount: Type.Integer(),
  itemCount: Type.Integer(),
  createdAt: DateTime(),
  payTime: Nullable(DateTime()),
  /** When the payment was confirmed (Payment Confirm). */
  receivedAt: Nullable(DateTime()),
  canceledAt: Nullable(DateTime()),
  cancelReason: Nullable(Type.String()),
  ...inlineLines,
});
export type Order = Static<typeof OrderSchema>;

export const OrderEventSchema = StatusEvent(ORDER_STATUSES, ['user', 'checkout', 'system'], {
  actorEmail: Nullable(Type.String()),
});
export type OrderEvent = Static<typeof OrderEventSchema>;

export const OrderDetailSchema = WithEvents(OrderSchema, OrderEventSchema);
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const OrderPageSchema = Page(OrderSchema);

export const OrderIdParamsSchema = IdParamsSchema;
export type OrderIdParams = IdParams;

export const CancelBodySchema = ReasonBody(REASON_MAX, ORDERS_MSG.reason);
export type CancelBody = Static<typeof CancelBodySchema>;

export const CartListQuerySchema = Type.Object({
  ...Paging,
  consumerCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[A-Za-z0-9-]+$',
      ...messages(ORDERS_MSG.consumerCode),
      ...trim,
    }),
  ),
  /** Decimal amounts in major units (10.50), compared in each cart's currency. */
  minAmount: Type.Optional(Type.String({ pattern: DECIMAL_PATTERN, ...messages(ORDERS_MSG.minAmount) })),
  maxAmount: Type.Optional(Type.String({ pattern: DECIMAL_PATTERN, ...messages(ORDERS_MSG.maxAmount) })),
  currency: Type.Optional(StringEnum(Object.keys(CURRENCY_EXPONENTS), messages(ORDERS_MSG.currency))),
  ...Sorting(CART_SORT_FIELDS, { field: 'createdAt', order: 'descend' }),
});
export type CartListQuery = Static<typeof CartListQuerySchema>;

export const CartSchema = Type.Object({
  id: Type.Integer(),
  consumerCode: Type.String(),
  consumer: Type.String(),
  currency: Type.String(),
  /** Number of pieces in the cart. */
  sum: Type.Integer(),
  totalAmount: Type.Integer(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  ...inlineLines,
});
export type Cart = Static<typeof CartSchema>;

export const CartPageSchema = Page(CartSchema);

export const CheckoutPaidBodySchema = Type.Object({
  customerId: IdNumber(ORDERS_MSG.customerId),
  orderNo: Type.String({ ...ORDER_NO, ...messages(ORDERS_MSG.orderNo), ...trim }),
  signature: Type.String({ pattern: '^[0-9a-fA-F]{64}$', ...messages(ORDERS_MSG.signature) }),
});
export type CheckoutPaidBody = Static<typeof CheckoutPaidBodySchema>;

export const CheckoutPaidSchema = Type.Object({
  orderNo: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  payTime: Nullable(DateTime()),
});
export type CheckoutPaid = Static<typeof CheckoutPaidSchema>;

export const CheckoutKeySchema = Type.Object({
  customerId: Type.Integer(),
  secret: Type.String(),
  algorithm: Type.String(),
  message: Type.String(),
  endpoint: Type.String(),
  createdAt: DateTime(),
});
export type CheckoutKey = Static<typeof CheckoutKeySchema>;

/** The routes of the orders area (paths under the client's `/api` base). */
export const ordersRoutes = {
  cartList: answers(CartPageSchema, { querystring: CartListQuerySchema }),
  orderList: answers(OrderPageSchema, { querystring: OrderListQuerySchema }),
  orderExport: {
    querystring: OrderFiltersSchema,
    response: FileAnswer('text/csv', 'Every matching order as CSV (UTF-8 with a byte-order mark), streamed'),
  },
  orderDetail: answers(OrderDetailSchema, { params: OrderIdParamsSchema }),
  orderItems: answers(ItemPageSchema, { params: OrderIdParamsSchema, querystring: ItemListQuerySchema }),
  cartItems: answers(ItemPageSchema, { params: IdParamsSchema, querystring: ItemListQuerySchema }),
  confirm: answers(OrderSchema, { params: OrderIdParamsSchema }),
  cancel: answers(OrderSchema, { params: OrderIdParamsSchema, body: CancelBodySchema }),
  checkoutPaid: answers(CheckoutPaidSchema, { body: CheckoutPaidBodySchema }),
  checkoutKey: answers(CheckoutKeySchema),
};
