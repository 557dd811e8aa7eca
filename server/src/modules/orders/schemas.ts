import { envelopeSchema } from '../../platform/envelope.js';
import type { FieldMessages } from '../../platform/validation.js';
import { CURRENCY_EXPONENTS, DECIMAL_PATTERN } from './money.js';
import { ORDER_STATUSES, type OrderStatus } from './state.js';

export const PAGE_SIZE_MAX = 100;
export const PAGE_NUM_MAX = 10_000;
export const REASON_MAX = 500;

export const ORDERS_MSG = {
  pageNum: `pageNum must be a whole number from 1 to ${PAGE_NUM_MAX}`,
  pageSize: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
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
  sortField: 'sortField must be one of {fields}',
  sortOrder: 'sortOrder must be ascend or descend',
  unknown: 'Unknown parameter {name}',
  id: 'id must be a positive whole number',
  reason: `Please enter a reason (at most ${REASON_MAX} characters)`,
  customerId: 'customerId must be a positive whole number',
  signature: 'signature must be 64 hexadecimal characters',
  badSignature: 'Invalid checkout signature',
  orderNotFound: 'Order not found',
} as const;

const field = (schema: Record<string, unknown>, invalid: string, extra: FieldMessages = {}) => ({
  ...schema,
  'x-messages': { invalid, required: invalid, ...extra },
});
const trimmed = (schema: Record<string, unknown>, invalid: string) => ({
  ...field(schema, invalid),
  'x-trim': true,
});

const paging = {
  pageNum: field({ type: 'integer', minimum: 1, maximum: PAGE_NUM_MAX, default: 1 }, ORDERS_MSG.pageNum),
  pageSize: field({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 }, ORDERS_MSG.pageSize),
};
const sortOrder = field(
  { type: 'string', enum: ['ascend', 'descend'], default: 'descend' },
  ORDERS_MSG.sortOrder,
);
const sortField = (fields: readonly string[]) =>
  field(
    { type: 'string', enum: fields, default: 'createdAt' },
    ORDERS_MSG.sortField.replace('{fields}', fields.join(', ')),
  );

const STATUS_LIST = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;

/** The order filters the list and the export share. */
const orderFilters = {
  status: field({ type: 'string', pattern: STATUS_LIST, maxLength: 100 }, ORDERS_MSG.status),
  orderNo: trimmed(
    { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' },
    ORDERS_MSG.orderNo,
  ),
  consumer: trimmed({ type: 'string', minLength: 1, maxLength: 100 }, ORDERS_MSG.consumer),
  payTimeFrom: field({ type: 'string', format: 'date-time', maxLength: 40 }, ORDERS_MSG.payTimeFrom),
  payTimeTo: field({ type: 'string', format: 'date-time', maxLength: 40 }, ORDERS_MSG.payTimeTo),
};

export const ORDER_SORT_FIELDS = ['createdAt', 'orderNo', 'totalAmount', 'payTime'] as const;
export const CART_SORT_FIELDS = ['createdAt', 'consumerCode', 'sum', 'totalAmount'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type CartSortField = (typeof CART_SORT_FIELDS)[number];
export type SortOrder = 'ascend' | 'descend';

export interface OrderFilters {
  status?: string;
  orderNo?: string;
  consumer?: string;
  payTimeFrom?: string;
  payTimeTo?: string;
}
export interface OrderListQuery extends OrderFilters {
  pageNum: number;
  pageSize: number;
  sortField: OrderSortField;
  sortOrder: SortOrder;
}
export interface CartListQuery {
  pageNum: number;
  pageSize: number;
  consumerCode?: string;
  minAmount?: string;
  maxAmount?: string;
  currency?: string;
  sortField: CartSortField;
  sortOrder: SortOrder;
}

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
const dateTime = { type: 'string', format: 'date-time' };

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    sn: { type: 'string' },
    name: { type: 'string' },
    currency: { type: 'string' },
    price: { type: 'integer' },
    count: { type: 'integer' },
    description: nullable('string'),
  },
};

export const orderRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderNo: { type: 'string' },
    consumer: { type: 'string' },
    consumerCode: { type: 'string' },
    consumerEmail: nullable('string'),
    consumerMobile: nullable('string'),
    address: nullable('string'),
    status: { type: 'string', enum: ORDER_STATUSES },
    currency: { type: 'string' },
    totalAmount: { type: 'integer' },
    itemCount: { type: 'integer' },
    createdAt: dateTime,
    payTime: nullable('string', { format: 'date-time' }),
    receivedAt: nullable('string', { format: 'date-time' }),
    canceledAt: nullable('string', { format: 'date-time' }),
    cancelReason: nullable('string'),
    items: { type: 'array', items: itemSchema },
  },
};

export const orderListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...paging,
      ...orderFilters,
      sortField: sortField(ORDER_SORT_FIELDS),
      sortOrder,
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { list: { type: 'array', items: orderRowSchema }, total: { type: 'integer' } },
    }),
  },
};

export const orderExportSchema = {
  querystring: { type: 'object', properties: { ...orderFilters } },
};

const idParams = {
  type: 'object',
  required: ['id'],
  // Path parameters arrive as text and are not converted: digits only, at most 15 (below 2^53).
  properties: { id: field({ type: 'string', pattern: '^[1-9][0-9]{0,14}$' }, ORDERS_MSG.id) },
};

export const orderDetailSchema = {
  params: idParams,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        ...orderRowSchema.properties,
        events: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              fromStatus: nullable('string'),
              toStatus: { type: 'string' },
              actorKind: { type: 'string' },
              actorName: nullable('string'),
              actorEmail: nullable('string'),
              reason: nullable('string'),
              createdAt: dateTime,
            },
          },
        },
      },
    }),
  },
};

export const confirmSchema = {
  params: idParams,
  response: { 200: envelopeSchema(orderRowSchema) },
};

export const cancelSchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['reason'],
    properties: {
      reason: {
        type: 'string',
        minLength: 1,
        maxLength: REASON_MAX,
        'x-trim': true,
        'x-messages': { required: ORDERS_MSG.reason, invalid: ORDERS_MSG.reason },
      },
    },
  },
  response: { 200: envelopeSchema(orderRowSchema) },
};

export interface CancelBody {
  reason: string;
}

export const cartListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...paging,
      consumerCode: trimmed(
        { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' },
        ORDERS_MSG.consumerCode,
      ),
      minAmount: field({ type: 'string', pattern: DECIMAL_PATTERN }, ORDERS_MSG.minAmount),
      maxAmount: field({ type: 'string', pattern: DECIMAL_PATTERN }, ORDERS_MSG.maxAmount),
      currency: field({ type: 'string', enum: Object.keys(CURRENCY_EXPONENTS) }, ORDERS_MSG.currency),
      sortField: sortField(CART_SORT_FIELDS),
      sortOrder,
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        list: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              consumerCode: { type: 'string' },
              consumer: { type: 'string' },
              currency: { type: 'string' },
              sum: { type: 'integer' },
              totalAmount: { type: 'integer' },
              createdAt: dateTime,
              updatedAt: dateTime,
              items: { type: 'array', items: itemSchema },
            },
          },
        },
        total: { type: 'integer' },
      },
    }),
  },
};

export const checkoutPaidSchema = {
  body: {
    type: 'object',
    required: ['customerId', 'orderNo', 'signature'],
    properties: {
      customerId: field(
        { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        ORDERS_MSG.customerId,
      ),
      orderNo: trimmed(
        { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' },
        ORDERS_MSG.orderNo,
      ),
      signature: field({ type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, ORDERS_MSG.signature),
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        orderNo: { type: 'string' },
        status: { type: 'string' },
        payTime: nullable('string', { format: 'date-time' }),
      },
    }),
  },
};

export interface CheckoutPaidBody {
  customerId: number;
  orderNo: string;
  signature: string;
}

export const checkoutKeySchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        customerId: { type: 'integer' },
        secret: { type: 'string' },
        algorithm: { type: 'string' },
        message: { type: 'string' },
        endpoint: { type: 'string' },
        createdAt: dateTime,
      },
    }),
  },
};

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
