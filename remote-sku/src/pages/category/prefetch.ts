import { prefetchListPage, type FirstListPage } from '@console/shared/data';
import { skuQueries } from '../../api';

/** The categories list's first request as the page declares it (CategoryPage passes these to the list kit). */
export const CATEGORY_LIST = {
  sort: { field: 'position', order: 'ascend' },
} as const satisfies FirstListPage;

/** The categories route's `prefetch`: the list's first page starts beside the page's code, not after it. */
export function prefetchCategories(): void {
  prefetchListPage(skuQueries.categories, CATEGORY_LIST);
}
