import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchBookings } from './pages/bookings/prefetch';

/** The booking area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'booking',
  translations: { en, zh },
  serverMessages,
  pages: { bookingList: () => import('./pages/bookings/BookingsPage') },
  prefetch: { bookingList: prefetchBookings },
});
