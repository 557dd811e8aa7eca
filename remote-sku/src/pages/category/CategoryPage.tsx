import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Access, useAccess } from '@console/shared';
import { invalidateQueries } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListView, useListPage, type Page } from '@console/shared/list';
import { App, Button, Flex, Typography } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, skuQueries, type SkuCategory } from '../../api';
import {
  LanguageGate,
  LanguageNotes,
  translationFilters,
  type ShopLanguages,
} from '../../components/languages';
import { CategoryDialogs, type Opened } from './CategoryDialogs';
import { LAST } from './MoveDialog';
import { categoryColumns } from './columns';
import { CATEGORY_LIST } from './prefetch';
import { RowActions, type RowAction } from './RowActions';
import { nestCategories, type CategoryRow } from './tree';
import { useRowDrag, type Zone } from './useRowDrag';

/**
 * sku Categories (/sku/category): the category tree (top-level categories paged, branches opened on demand), with
 * search by code or a name in any language, the "missing in" filter, create / edit (all languages in one form),
 * move by drag or by menu, delete that asks what happens to subcategories, CSV export and import.
 */
export default function CategoryPage() {
  return <LanguageGate>{(languages) => <Categories languages={languages} />}</LanguageGate>;
}

function Categories({ languages }: { languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  const { message } = App.useApp();
  const canEdit = useAccess().hasPerm('sku:edit');
  const [opened, setOpened] = useState<Opened>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  /** After a change below `parentId`: open it (a new query, so the change is seen there). */
  const openBelow = (parentId?: number | null) => {
    if (parentId != null && !expanded.includes(parentId)) setExpanded([...expanded, parentId]);
  };
  /** After a dialog's change: read the lists again and open the branch it happened in. */
  const showBelow = (parentId?: number | null) => {
    void invalidateQueries(skuQueries.all);
    openBelow(parentId);
  };
  // A drag's or a menu's move; a refusal is the API client's toast (the move call is not silent).
  const moveCategory = useApiMutation(
    ({
      category,
      parentId,
      position,
    }: {
      category: SkuCategory;
      parentId: number | null;
      position: number;
    }) => skuApi.moveCategory(category.id, { parentId, position }),
    {
      invalidate: [skuQueries.all],
      onSuccess: (_moved, { parentId }) => {
        void message.success(t('category.moved'));
        openBelow(parentId);
      },
    },
  );
  const move = (category: SkuCategory, parentId: number | null, position: number) =>
    moveCategory.mutate({ category, parentId, position });
  const dragProps = useRowDrag((source, target, zone: Zone) => {
    if (zone === 'inside') return void move(source, target.id, LAST);
    const sameParent = source.parentId === target.parentId;
    const index = target.position - (sameParent && source.position < target.position ? 1 : 0);
    void move(source, target.parentId, zone === 'before' ? index : index + 1);
  });
  const act = async (action: RowAction, category: SkuCategory) => {
    if (action === 'edit') setOpened({ kind: 'form', editing: { mode: 'edit', category } });
    else if (action === 'child') setOpened({ kind: 'form', editing: { mode: 'create', parent: category } });
    else if (action === 'move') setOpened({ kind: 'move', category });
    else if (action === 'up' || action === 'down')
      await move(category, category.parentId, category.position + (action === 'up' ? -1 : 1));
    else setOpened({ kind: 'delete', category, impact: await skuApi.impact(category.id) });
  };
  /** How many categories share a parent: the page's total for the top level, the parent's count below. */
  const siblings = (category: SkuCategory, page: Page<CategoryRow>) =>
    category.parentId === null
      ? page.total
      : (page.list.find((row) => row.id === category.parentId)?.childCount ?? 0);

  const list = useListPage<CategoryRow>({
    name: 'categories',
    table: 'categoryTable',
    title: t('category.title'),
    // The open branches are an input of the request like the filters: the kit puts them in the query's key.
    query: skuQueries.categories,
    tree: { param: 'expanded', max: 200, nest: nestCategories, expanded, onExpandedChange: setExpanded },
    sort: CATEGORY_LIST.sort,
    filters: translationFilters(t, languages),
    columns: ({ filtered }) => categoryColumns(t, languages, filtered),
    rowActions: {
      title: t('common.actions'),
      perms: ['sku:edit'],
      render: (category, page) => (
        <RowActions
          category={category}
          siblings={siblings(category, page)}
          onAction={(action) => void act(action, category).catch(() => undefined)}
        />
      ),
    },
    empty: { filtered: t('category.empty'), all: t('category.emptyAll') },
  });
  const dragging = canEdit && !list.filtered;

  return (
    <Flex vertical gap={12}>
      <LanguageNotes languages={languages} />
      {dragging && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('category.moveHint')}
        </Typography.Text>
      )}
      <ListView<CategoryRow>
        list={list}
        title={t('category.title')}
        actions={
          <Access perm="sku:edit">
            <Button
              icon={<UploadOutlined />}
              onClick={() => setOpened({ kind: 'import' })}
              data-testid="category-import"
            >
              {t('common.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpened({ kind: 'form', editing: { mode: 'create', parent: null } })}
              data-testid="category-add"
            >
              {t('category.add')}
            </Button>
          </Access>
        }
        export={{
          perm: 'sku:view',
          fileName: 'sku-categories',
          fetch: () => skuApi.exportCsv('category'),
          done: (count) => t('common.exported', { count }),
        }}
        tableProps={{ onRow: (row) => (dragging ? dragProps(row) : {}) }}
        extras={() => (
          <CategoryDialogs
            opened={opened}
            languages={languages}
            onClose={() => setOpened(null)}
            onChanged={showBelow}
          />
        )}
      />
    </Flex>
  );
}
