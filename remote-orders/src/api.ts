import { api, type QueryParams } from '@console/shared';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  Cart,
  CartListQuery,
  Order,
  OrderDetail,
  OrderFilters as OrderFilterParams,
  OrderListQuery,
  OrderStatus,
  PageOf,
} from '@console/api-contract';

export type { Cart, Order, OrderDetail, OrderStatus };
export type { CartSortField, Item, OrderEvent, OrderSortField, SortOrder } from '@console/api-contract';

/** Stored values, spelt as the spec spells them; the labels shown are translated. */
export const ORDER_STATUSES = [
  'Waiting',
  'Paied',
  'Received',
  'Canceled',
] as const satisfies readonly OrderStatus[];

export type Page<T> = PageOf<T>;

/** The order filters as the page holds them: the statuses as a list (the API takes them comma-separated). */
export type OrderFilters = Omit<OrderFilterParams, 'status'> & { status?: OrderStatus[] };

export type OrderQuery = OrderFilters &
  Pick<OrderListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

export type CartFilters = Omit<CartListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

export type CartQuery = CartListQuery;

/** The filters as the API takes them (statuses comma-separated; empty values left out by the client). */
export function orderFilterParams(filters: OrderFilters): QueryParams {
  return {
    status: filters.status?.length ? filters.status.join(',') : undefined,
    orderNo: filters.orderNo,
    consumer: filters.consumer,
    payTimeFrom: filters.payTimeFrom,
    payTimeTo: filters.payTimeTo,
  };
}

type Options = { signal?: AbortSignal };
const withSignal = (options?: Options) => (options?.signal ? { signal: options.signal } : {});

export const ordersApi = {
  list: (query: OrderQuery, options?: Options) =>
    api.get<Page<Order>>(
      '/user/v1/orders/list',
      {
        ...orderFilterParams(query),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        sortField: query.sortField,
        sortOrder: query.sortOrder,
      },
      withSignal(options),
    ),
  detail: (id: number, options?: Options) =>
    api.get<OrderDetail>(`/user/v1/orders/${id}`, undefined, withSignal(options)),
  confirm: (id: number) => api.post<Order>(`/user/v1/orders/${id}/confirm`),
  cancel: (id: number, reason: string) => api.post<Order>(`/user/v1/orders/${id}/cancel`, { reason }),
  /** Every order matching the filters as CSV (the server streams all pages). */
  exportCsv: (filters: OrderFilters) =>
    api.get<Blob>('/user/v1/orders/export', orderFilterParams(filters), { responseType: 'blob' }),
};

export const cartsApi = {
  list: (query: CartQuery, options?: Options) =>
    api.get<Page<Cart>>(
      '/user/v1/carts/list',
      {
        consumerCode: query.consumerCode,
        minAmount: query.minAmount,
        maxAmount: query.maxAmount,
        currency: query.currency,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        sortField: query.sortField,
        sortOrder: query.sortOrder,
      },
      withSignal(options),
    ),
};
