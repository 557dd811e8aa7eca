import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The booking area's menu (served as menu.json), under /booking. */
export default defineRemoteMenu({
  name: 'booking',
  namespace: 'booking',
  order: 50,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/booking',
      name: 'Booking',
      redirect: '/booking/list',
      meta: { title: 'route.booking', icon: CalendarOutlined, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/booking/list',
          name: 'bookingList',
          meta: {
            title: 'route.list',
            roles: [ADMIN_ROLE],
            perms: ['booking:view'],
            keepAlive: true,
            // The pending bookings, live beside the entry (the host polls it; the page asks it to re-read).
            badge: {
              path: '/user/v1/booking/pending',
              field: 'pending',
              perm: 'booking:view',
              intervalSeconds: 15,
            },
          },
        },
      ],
    },
  ],
});
