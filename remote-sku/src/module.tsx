import { TagsOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** The SKU area: categories and tags under /sku. Pages arrive with the SKU issue. */
export default defineRemoteModule({
  name: 'sku',
  namespace: 'sku',
  translations: { en, zh },
  order: 40,
  routes: [
    {
      path: '/sku',
      name: 'Sku',
      redirect: '/sku/category',
      meta: { title: 'route.sku', icon: <TagsOutlined />, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/sku/category',
          name: 'skuCategory',
          meta: { title: 'route.category', roles: [ADMIN_ROLE] },
          page: placeholder,
        },
        {
          path: '/sku/tag',
          name: 'skuTag',
          meta: { title: 'route.tag', roles: [ADMIN_ROLE] },
          page: placeholder,
        },
      ],
    },
  ],
});
