import { AppstoreOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** Projects, folders and payment information under /pkg. Pages arrive with the pkg issue. */
export default defineRemoteModule({
  name: 'pkg',
  namespace: 'pkg',
  translations: { en, zh },
  order: 20,
  routes: [
    {
      path: '/pkg',
      name: 'Pkg',
      redirect: '/pkg/project-list',
      meta: { title: 'route.site', icon: <AppstoreOutlined />, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/pkg/pkg-list',
          name: 'pkgList',
          meta: { title: 'route.pkgList', roles: [ADMIN_ROLE] },
          page: placeholder,
        },
        {
          path: '/pkg/project-list',
          name: 'projectList',
          meta: { title: 'route.projectList', roles: [ADMIN_ROLE] },
          page: placeholder,
        },
        {
          path: '/pkg/pay-message',
          name: 'payMessage',
          meta: { title: 'route.payMessage', roles: [ADMIN_ROLE] },
          page: placeholder,
        },
      ],
    },
  ],
});
