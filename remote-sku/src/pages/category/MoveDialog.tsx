import type { SkuMoveBody } from '@console/api-contract';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { App, Form, Modal, Radio, Select } from 'antd';
import { useDebounced } from '@console/shared/list';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, skuQueries, type SkuCategory } from '../../api';
import { nameIn } from '../../components/languages';

const TOP = 0;
/** Beyond the end: the server places it last. */
export const LAST = 1_000_000;

/**
 * Move by menu: choose the new parent (searched on the server) and first or last among its children. Keyed by the
 * category, so each opens with no earlier search results.
 */
export function MoveDialog({
  open,
  category,
  onClose,
  onMoved,
}: {
  open: boolean;
  /** The category (kept while the dialog closes). */
  category: SkuCategory | null;
  onClose: () => void;
  onMoved: (moved: SkuCategory) => void;
}) {
  const { t, i18n } = useTranslation('sku');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ parentId: number; place: 'first' | 'last' }>();
  const [keyword, setKeyword] = useState('');
  const wanted = useDebounced(keyword.trim(), 250);
  const found = useApiQuery(wanted ? skuQueries.categories({ keyword: wanted, pageSize: 20 }) : null, {
    keepPreviousData: true,
  });
  const options = (found.data?.list ?? [])
    .filter((row) => row.id !== category?.id)
    .map((row) => ({ value: row.id, label: `${[...row.path, row.name].join(' › ')} (${row.code})` }));
  // A refusal is the API client's toast (the move call is not silent): nothing to show at a field.
  const move = useApiMutation(
    ({ id, body }: { id: number; body: SkuMoveBody }) => skuApi.moveCategory(id, body),
    {
      onSuccess: (moved) => {
        void message.success(t('category.moved'));
        onMoved(moved);
      },
    },
  );

  useEffect(() => {
    if (!category) return;
    form.setFieldsValue({ parentId: category.parentId ?? TOP, place: 'last' });
  }, [category, form]);

  const save = (values: { parentId: number; place: 'first' | 'last' }) => {
    if (!category) return;
    void move.mutate({
      id: category.id,
      body: {
        parentId: values.parentId === TOP ? null : values.parentId,
        position: values.place === 'first' ? 0 : LAST,
      },
    });
  };

  const current =
    category && category.parentId !== null
      ? [{ value: category.parentId, label: category.path.join(' › ') }]
      : [];
  // While a search is typed, only what matches it is listed (the first option, the one Enter picks, is a match):
  // "Top level" and the current parent only when their label holds the text; the server's results match already.
  const typed = keyword.trim().toLocaleLowerCase();
  const matches = (option: { label: string }) => !typed || option.label.toLocaleLowerCase().includes(typed);
  const fixed = [{ value: TOP, label: t('category.topLevel') }, ...current].filter(matches);
  return (
    <Modal
      open={open && category !== null}
      title={category ? t('category.moveTitle', { name: nameIn(category, i18n.resolvedLanguage) }) : ''}
      okText={t('category.move').replace('…', '')}
      cancelText={t('common.cancel')}
      confirmLoading={move.isPending}
      onCancel={onClose}
      forceRender
      // OK is the form's submit button (Enter in a field submits too); a form without one fails WCAG's H32.
      okButtonProps={{ 'data-testid': 'move-save', htmlType: 'submit', form: 'category-move' }}
    >
      <Form form={form} name="category-move" layout="vertical" onFinish={save}>
        <Form.Item name="parentId" label={t('category.moveParent')}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('category.moveParentPlaceholder')}
            data-testid="move-parent"
            options={[
              ...fixed.filter((option) => !options.some((other) => other.value === option.value)),
              ...options,
            ]}
          />
        </Form.Item>
        <Form.Item name="place" label={t('category.movePlace')}>
          <Radio.Group
            options={[
              { value: 'first', label: t('category.moveFirst') },
              { value: 'last', label: t('category.moveLast') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
