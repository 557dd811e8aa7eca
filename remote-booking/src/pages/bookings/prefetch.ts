import { prefetchListPage, prefetchQuery, type FirstListPage } from '@console/shared/data';
import { bookingQueries } from '../../api';

/** The bookings list's first request as the page declares it (BookingList passes these to the list kit). */
export const BOOKINGS_LIST = { sort: { field: 'createdAt' } } as const satisfies FirstListPage;

/**
 * The bookings route's `prefetch`: the per-project settings (every view reads them) and, for the list view the
 * page opens with, the list's first page start beside the page's code, not after it.
 */
export function prefetchBookings(): void {
  void prefetchQuery(bookingQueries.settings());
  prefetchListPage(bookingQueries.list, BOOKINGS_LIST);
}
