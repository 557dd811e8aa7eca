import type { ListColumn } from '@console/shared/list';
import type { TFunction } from 'i18next';
import type { SkuCategory } from '../../api';
import { translationColumns, type ShopLanguages } from '../../components/languages';
import type { CategoryRow } from './tree';

/** The category table's columns; search results (flat) add each category's path. */
export function categoryColumns(
  t: TFunction<'sku'>,
  languages: ShopLanguages,
  filtered: boolean,
): ListColumn<CategoryRow>[] {
  return [
    {
      key: 'name',
      title: t('common.name'),
      pinned: 'left',
      render: (_, category) => (
        <span data-testid={`category-${category.code}`} data-depth={category.depth}>
          {category.name}
        </span>
      ),
    },
    { key: 'code', title: t('common.code'), dataIndex: 'code' },
    ...(filtered
      ? [
          {
            key: 'path',
            title: t('category.path'),
            render: (_: unknown, category: SkuCategory) =>
              category.path.length ? category.path.join(' › ') : t('category.topLevel'),
          },
        ]
      : []),
    ...translationColumns<CategoryRow>(t, languages),
    { key: 'uses', title: t('common.uses'), dataIndex: 'uses', align: 'right' },
  ];
}
