import { api, type QueryParams } from '@console/shared';

/** Stored values, spelt as the spec spells them; the labels shown are translated. */
export const ORDER_STATUSES = ['Waiting', 'Paied', 'Received', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type SortOrder = 'ascend' | 'descend';

/** Money is an integer count of minor units (cents, yen) in `currency`. */
export interface Item {
  id: number;
  sn: string;
  name: string;
  currency: string;
  price: number;
  count: number;
  description: string | null;
}

export interface Order {
  id: number;
  orderNo: string;
  consumer: string;
  consumerCode: string;
  consumerEmail: string | null;
  consumerMobile: string | null;
  address: string | null;
  status: OrderStatus;
  currency: string;
  totalAmount: number;
  itemCount: number;
  createdAt: string;
  payTime: string | null;
  /** When the payment was confirmed (Payment Confirm). */
  receivedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  items: Item[];
}

export interface OrderEvent {
  id: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorKind: 'user' | 'checkout' | 'system';
  actorName: string | null;
  actorEmail: string | null;
  reason: string | null;
  createdAt: string;
}

export interface OrderDetail extends Order {
  events: OrderEvent[];
}

export interface Cart {
  id: number;
  consumerCode: string;
  consumer: string;
  currency: string;
  /** Number of pieces in the cart. */
  sum: number;
  totalAmount: number;
  createdAt: string;
  updatedAt: string;
  items: Item[];
}

export interface Page<T> {
  list: T[];
  total: number;
}

export type OrderSortField = 'createdAt' | 'orderNo' | 'totalAmount' | 'payTime';
export type CartSortField = 'createdAt' | 'consumerCode' | 'sum' | 'totalAmount';

export interface OrderFilters {
  status?: OrderStatus[];
  orderNo?: string;
  consumer?: string;
  /** ISO instants; the range is [from, to). */
  payTimeFrom?: string;
  payTimeTo?: string;
}

export interface OrderQuery extends OrderFilters {
  pageNum: number;
  pageSize: number;
  sortField: OrderSortField;
  sortOrder: SortOrder;
}

export interface CartFilters {
  consumerCode?: string;
  /** Decimal amounts in major units (10.50), compared in each cart's currency. */
  minAmount?: string;
  maxAmount?: string;
  currency?: string;
}

export interface CartQuery extends CartFilters {
  pageNum: number;
  pageSize: number;
  sortField: CartSortField;
  sortOrder: SortOrder;
}

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
