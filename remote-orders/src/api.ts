import { api, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type {
  Cart,
  Item,
  CartListQuery,
  ItemListQuery,
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
export { ITEMS_INLINE, ORDER_STATUSES } from '@console/api-contract/values';

/** Whose lines: an order's or a cart's (each has its own items call). */
export type LinesOf = 'order' | 'cart';

export type Page<T> = PageOf<T>;

/** The order filters as the page holds them: the statuses as a list (the API takes them comma-separated). */
export type OrderFilters = Omit<OrderFilterParams, 'status'> & { status?: OrderStatus[] };

export type OrderQuery = OrderFilters &
  Pick<OrderListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

export type CartFilters = Omit<CartListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

export type CartQuery = CartListQuery;

type Options = { signal?: AbortSignal };
const withSignal = (options?: Options) => (options?.signal ? { signal: options.signal } : {});

/**
 * The list functions take the list kit's flat parameters (filters as the address and the API spell them: statuses
 * comma-separated; pageNum, pageSize, sortField, sortOrder); `OrderQuery` and `CartQuery` above describe them.
 */
export const ordersApi = {
  list: (params: QueryParams) => api.get<Page<Order>>('/user/v1/orders/list', params),
  detail: (id: number, options?: Options) =>
    api.get<OrderDetail>(`/user/v1/orders/${id}`, undefined, withSignal(options)),
  confirm: (id: number) => api.post<Order>(`/user/v1/orders/${id}/confirm`),
  cancel: (id: number, reason: string) => api.post<Order>(`/user/v1/orders/${id}/cancel`, { reason }),
  /** Every order matching the filters as CSV (the server streams all pages). */
  exportCsv: (filters: QueryParams) =>
    api.get<Blob>('/user/v1/orders/export', filters, { responseType: 'blob' }),
};

export const cartsApi = {
  list: (params: QueryParams) => api.get<Page<Cart>>('/user/v1/carts/list', params),
};

/** A page of an order's or a cart's lines (beyond the first ITEMS_INLINE, which come with it). */
export const itemsApi = {
  list: (of: LinesOf, id: number, params: ItemListQuery) =>
    api.get<Page<Item>>(`/user/v1/${of === 'order' ? 'orders' : 'carts'}/${id}/items`, params),
};

/**
 * The area's queries (docs/data-layer.md, "Keys"): `[area, resource, ...inputs]`, every input of the request in
 * the key. Pages, prefetches and invalidations take them from here, never spell a key themselves.
 */
export const ordersQueries = {
  all: ['orders'] as const,
  carts: (params: QueryParams) => queryOptions(['orders', 'carts', params], () => cartsApi.list(params)),
  list: (params: QueryParams) => queryOptions(['orders', 'list', params], () => ordersApi.list(params)),
  items: (of: LinesOf, id: number, params: ItemListQuery) =>
    queryOptions(['orders', 'items', of, id, params], () => itemsApi.list(of, id, params)),
  /** The status is in the key: an action on the order reads its history again. */
  detail: (order: Pick<Order, 'id' | 'status'>) =>
    queryOptions(['orders', 'detail', order.id, order.status], () => ordersApi.detail(order.id)),
};
