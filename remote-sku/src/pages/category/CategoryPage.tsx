import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Access, useAccess, type QueryParams } from '@console/shared';
import { invalidateQueries } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { ListPage, type ListParams } from '@console/shared/list';
import { App, Button, Dropdown, Flex, Space, Typography } from 'antd';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuCategory, type SkuCategoryImpact } from '../../api';
import { ImportDialog } from '../../components/ImportDialog';
import {
  LanguageGate,
  LanguageNotes,
  translationColumns,
  translationFilters,
  type ShopLanguages,
} from '../../components/languages';
import { CategoryForm, type CategoryEditing } from './CategoryForm';
import { DeleteDialog } from './DeleteDialog';
import { LAST, MoveDialog } from './MoveDialog';
import { nestCategories, type CategoryRow } from './tree';

/**
 * sku Categories (/sku/category): the category tree (top-level categories paged, branches opened on demand), with
 * search by code or a name in any language, the "missing in" filter, create / edit (all languages in one form),
 * move by drag or by menu, delete that asks what happens to subcategories, CSV export and import.
 */
export default function CategoryPage() {
  return <LanguageGate>{(languages) => <Categories languages={languages} />}</LanguageGate>;
}

type Zone = 'before' | 'inside' | 'after';

function zoneOf(event: DragEvent<HTMLElement>): Zone {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - rect.top) / Math.max(1, rect.height);
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

function Categories({ languages }: { languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  const { message } = App.useApp();
  const { hasPerm } = useAccess();
  const canEdit = hasPerm('sku:edit');
  const [editing, setEditing] = useState<CategoryEditing>(null);
  const [moving, setMoving] = useState<SkuCategory | null>(null);
  const [deleting, setDeleting] = useState<{ category: SkuCategory; impact: SkuCategoryImpact } | null>(null);
  const [importing, setImporting] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [searching, setSearching] = useState(false);
  const [dropTarget, setDropTarget] = useState<{ id: number; zone: Zone } | null>(null);
  const expandedRef = useRef<number[]>([]);
  const byId = useRef(new Map<number, SkuCategory>());
  const total = useRef(0);
  const dragged = useRef<SkuCategory | null>(null);

  const refresh = () => void invalidateQueries(['sku']);
  const setOpen = (ids: number[]) => {
    expandedRef.current = ids;
    setExpanded(ids);
    void invalidateQueries(['sku', 'categories']);
  };

  const load = useCallback(async (params: ListParams) => {
    const filtered = Boolean(params.keyword || params.missing);
    const query: QueryParams = { ...params };
    if (!filtered && expandedRef.current.length) query.expanded = expandedRef.current.slice(0, 200).join(',');
    const page = await skuApi.categories(query);
    setSearching(filtered);
    byId.current = new Map(page.list.map((row) => [row.id, row]));
    if (!filtered) total.current = page.total;
    return { total: page.total, list: nestCategories(page.list, filtered) };
  }, []);

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
      onSuccess: (_moved, { parentId }) => {
        void message.success(t('category.moved'));
        if (parentId !== null && !expandedRef.current.includes(parentId))
          setOpen([...expandedRef.current, parentId]);
        else refresh();
      },
    },
  );
  const move = (category: SkuCategory, parentId: number | null, position: number) =>
    moveCategory.mutate({ category, parentId, position });

  const siblings = (category: SkuCategory) =>
    category.parentId === null ? total.current : (byId.current.get(category.parentId)?.childCount ?? 0);

  const drop = (target: SkuCategory, zone: Zone) => {
    const source = dragged.current;
    dragged.current = null;
    setDropTarget(null);
    if (!source || source.id === target.id) return;
    if (zone === 'inside') return void move(source, target.id, LAST);
    const sameParent = source.parentId === target.parentId;
    const index = target.position - (sameParent && source.position < target.position ? 1 : 0);
    void move(source, target.parentId, zone === 'before' ? index : index + 1);
  };

  const askDelete = async (category: SkuCategory) => {
    try {
      setDeleting({ category, impact: await skuApi.impact(category.id) });
    } catch {
      // The API client has shown why.
    }
  };

  const rowMenu = (category: SkuCategory) => ({
    items: [
      { key: 'child', icon: <PlusOutlined />, label: t('category.addChild') },
      { key: 'move', icon: <DragOutlined />, label: t('category.move') },
      {
        key: 'up',
        icon: <ArrowUpOutlined />,
        label: t('category.moveUp'),
        disabled: category.position === 0,
      },
      {
        key: 'down',
        icon: <ArrowDownOutlined />,
        label: t('category.moveDown'),
        disabled: category.position >= siblings(category) - 1,
      },
      { type: 'divider' as const },
      { key: 'delete', icon: <DeleteOutlined />, label: t('common.delete'), danger: true },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'child') setEditing({ mode: 'create', parent: category });
      else if (key === 'move') setMoving(category);
      else if (key === 'up') void move(category, category.parentId, category.position - 1);
      else if (key === 'down') void move(category, category.parentId, category.position + 1);
      else if (key === 'delete') void askDelete(category);
    },
  });

  const dropStyle = (id: number) => {
    if (dropTarget?.id !== id) return undefined;
    const line = '2px solid var(--ant-color-primary, #6855ec)';
    return dropTarget.zone === 'before'
      ? { boxShadow: `inset 0 2px 0 0 var(--ant-color-primary, #6855ec)` }
      : dropTarget.zone === 'after'
        ? { boxShadow: `inset 0 -2px 0 0 var(--ant-color-primary, #6855ec)` }
        : { outline: line, outlineOffset: -2 };
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <LanguageNotes languages={languages} />
        <Access perm="sku:edit">
          <Space wrap>
            <Button
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="category-import"
            >
              {t('common.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'create', parent: null })}
              data-testid="category-add"
            >
              {t('category.add')}
            </Button>
          </Space>
        </Access>
      </Flex>
      {canEdit && !searching && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('category.moveHint')}
        </Typography.Text>
      )}
      <ListPage<CategoryRow>
        area="sku"
        name="categories"
        table="categoryTable"
        title={t('category.title')}
        load={load}
        rowKey="id"
        sort={{ field: 'position', order: 'ascend' }}
        filtersTestId="category-filters"
        filters={translationFilters(t, languages)}
        columns={[
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
          ...(searching
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
        ]}
        rowActions={{
          title: t('common.actions'),
          perms: ['sku:edit'],
          render: (category) => (
            <Space size={4}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing({ mode: 'edit', category })}
                aria-label={`${t('common.edit')} ${category.code}`}
                data-testid={`category-edit-${category.code}`}
              >
                {t('common.edit')}
              </Button>
              <Dropdown menu={rowMenu(category)} trigger={['click']}>
                <Button
                  size="small"
                  icon={<MoreOutlined />}
                  aria-label={t('common.more', { name: category.name })}
                  data-testid={`category-more-${category.code}`}
                />
              </Dropdown>
            </Space>
          ),
        }}
        export={{
          perm: 'sku:view',
          label: t('common.export'),
          fileName: 'sku-categories',
          fetch: () => skuApi.exportCsv('category'),
          done: (count) => t('common.exported', { count }),
        }}
        empty={{ filtered: t('category.empty'), all: t('category.emptyAll') }}
        tableProps={{
          expandable: {
            expandedRowKeys: expanded,
            onExpand: (open, row) =>
              setOpen(
                open ? [...expandedRef.current, row.id] : expandedRef.current.filter((id) => id !== row.id),
              ),
          },
          onRow: (row) =>
            canEdit && !searching
              ? {
                  draggable: true,
                  style: dropStyle(row.id),
                  onDragStart: (event: DragEvent<HTMLElement>) => {
                    dragged.current = row;
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', row.code);
                  },
                  onDragOver: (event: DragEvent<HTMLElement>) => {
                    if (!dragged.current || dragged.current.id === row.id) return;
                    event.preventDefault();
                    const zone = zoneOf(event);
                    if (dropTarget?.id !== row.id || dropTarget.zone !== zone)
                      setDropTarget({ id: row.id, zone });
                  },
                  onDragLeave: () => setDropTarget(null),
                  onDragEnd: () => {
                    dragged.current = null;
                    setDropTarget(null);
                  },
                  onDrop: (event: DragEvent<HTMLElement>) => {
                    event.preventDefault();
                    drop(row, zoneOf(event));
                  },
                }
              : {},
        }}
        extras={() => (
          <>
            <CategoryForm
              languages={languages}
              editing={editing}
              onClose={() => setEditing(null)}
              onSaved={(saved) => {
                setEditing(null);
                if (saved.parentId !== null && !expandedRef.current.includes(saved.parentId)) {
                  setOpen([...expandedRef.current, saved.parentId]);
                }
                refresh();
              }}
            />
            <MoveDialog
              key={`move-${moving?.id ?? 0}`}
              category={moving}
              onClose={() => setMoving(null)}
              onMoved={(moved) => {
                setMoving(null);
                if (moved.parentId !== null && !expandedRef.current.includes(moved.parentId)) {
                  setOpen([...expandedRef.current, moved.parentId]);
                }
                refresh();
              }}
            />
            <DeleteDialog
              key={`delete-${deleting?.category.id ?? 0}`}
              target={deleting}
              onClose={() => setDeleting(null)}
              onDeleted={() => {
                setDeleting(null);
                refresh();
              }}
            />
            <ImportDialog
              kind="category"
              open={importing}
              languages={languages}
              onClose={() => setImporting(false)}
              onImported={refresh}
            />
          </>
        )}
      />
    </Flex>
  );
}
