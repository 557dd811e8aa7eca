import { prefetchListPage, type FirstListPage } from '@console/shared/data';
import { ordersQueries } from '../../api';

/** The carts list's first request as the page declares it (CartsPage passes these to the list kit). */
export const CARTS_LIST = { sort: { field: 'createdAt' } } as const satisfies FirstListPage;

/** The carts route's `prefetch`: the list's first page starts beside the page's code, not after it. */
export function prefetchCarts(): void {
  prefetchListPage(ordersQueries.carts, CARTS_LIST);
}
