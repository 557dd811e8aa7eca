import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The SKU area's menu (served as menu.json): categories and tags under /sku. */
export default defineRemoteMenu({
  name: 'sku',
  namespace: 'sku',
  order: 40,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/sku',
      name: 'Sku',
      redirect: '/sku/category',
      meta: { title: 'route.sku', icon: TagsOutlined, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/sku/category',
          name: 'skuCategory',
          meta: { title: 'route.category', roles: [ADMIN_ROLE], perms: ['sku:view'] },
        },
        {
          path: '/sku/tag',
          name: 'skuTag',
          meta: { title: 'route.tag', roles: [ADMIN_ROLE], perms: ['sku:view'] },
        },
      ],
    },
  ],
});
