import { ORDER_STATUSES, type OrderQuery, type OrderSortField, type OrderStatus } from '../../api';
import type { UrlParams } from '../../lib/useUrlQuery';

export const PAGE_SIZES = [10, 20, 50, 100];
const SORT_FIELDS: OrderSortField[] = ['createdAt', 'orderNo', 'totalAmount', 'payTime'];

export const DEFAULT_ORDER_QUERY: OrderQuery = {
  pageNum: 1,
  pageSize: 20,
  sortField: 'createdAt',
  sortOrder: 'descend',
};

const positive = (text: string | null, fallback: number, max: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};
const instant = (text: string | null): string | undefined =>
  text && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined;
const term = (text: string | null): string | undefined => text?.trim() || undefined;

/** The list query from the address (anything invalid falls back to the default). */
export function parseOrderQuery(params: URLSearchParams): OrderQuery {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status));
  const sortField = params.get('sortField') as OrderSortField | null;
  const pageSize = positive(params.get('pageSize'), DEFAULT_ORDER_QUERY.pageSize, 100);
  return {
    status: statuses.length ? [...new Set(statuses)] : undefined,
    orderNo: term(params.get('orderNo')),
    consumer: term(params.get('consumer')),
    payTimeFrom: instant(params.get('payTimeFrom')),
    payTimeTo: instant(params.get('payTimeTo')),
    pageNum: positive(params.get('pageNum'), 1, 10_000),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_ORDER_QUERY.pageSize,
    sortField: sortField && SORT_FIELDS.includes(sortField) ? sortField : DEFAULT_ORDER_QUERY.sortField,
    sortOrder: params.get('sortOrder') === 'ascend' ? 'ascend' : 'descend',
  };
}

/** What goes into the address: only what differs from the defaults. */
export function serializeOrderQuery(query: OrderQuery): UrlParams {
  return {
    status: query.status?.join(','),
    orderNo: query.orderNo,
    consumer: query.consumer,
    payTimeFrom: query.payTimeFrom,
    payTimeTo: query.payTimeTo,
    pageNum: query.pageNum !== 1 ? String(query.pageNum) : undefined,
    pageSize: query.pageSize !== DEFAULT_ORDER_QUERY.pageSize ? String(query.pageSize) : undefined,
    sortField: query.sortField !== DEFAULT_ORDER_QUERY.sortField ? query.sortField : undefined,
    sortOrder: query.sortOrder !== DEFAULT_ORDER_QUERY.sortOrder ? query.sortOrder : undefined,
  };
}
