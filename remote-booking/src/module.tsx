import { CalendarOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

/** The booking area under /booking. Pages arrive with the booking issue. */
export default defineRemoteModule({
  name: 'booking',
  namespace: 'booking',
  translations: { en, zh },
  order: 50,
  routes: [
    {
      path: '/booking',
      name: 'Booking',
      redirect: '/booking/list',
      meta: { title: 'route.booking', icon: <CalendarOutlined />, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/booking/list',
          name: 'bookingList',
          meta: { title: 'route.list', roles: [ADMIN_ROLE], keepAlive: true },
          page: async () => ({ default: () => <ComingSoon /> }),
        },
      ],
    },
  ],
});
