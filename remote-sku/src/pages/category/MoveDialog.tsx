import { App, Form, Modal, Radio, Select } from 'antd';
import { useApiQuery } from '@console/shared/data';
import { useDebounced } from '@console/shared/list';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, skuQueries, type SkuCategory } from '../../api';

const TOP = 0;
/** Beyond the end: the server places it last. */
export const LAST = 1_000_000;

/**
 * Move by menu: choose the new parent (searched on the server) and first or last among its children. Keyed by the
 * category, so each opens with no earlier search results.
 */
export function MoveDialog({
  category,
  onClose,
  onMoved,
}: {
  category: SkuCategory | null;
  onClose: () => void;
  onMoved: (moved: SkuCategory) => void;
}) {
  const { t } = useTranslation('sku');
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
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!category) return;
    form.setFieldsValue({ parentId: category.parentId ?? TOP, place: 'last' });
  }, [category, form]);

  const save = async (values: { parentId: number; place: 'first' | 'last' }) => {
    if (!category) return;
    setSaving(true);
    try {
      const moved = await skuApi.moveCategory(category.id, {
        parentId: values.parentId === TOP ? null : values.parentId,
        position: values.place === 'first' ? 0 : LAST,
      });
      message.success(t('category.moved'));
      onMoved(moved);
    } catch {
      // The API client has shown why.
    } finally {
      setSaving(false);
    }
  };

  const current =
    category && category.parentId !== null
      ? [{ value: category.parentId, label: category.path.join(' › ') }]
      : [];
  return (
    <Modal
      open={category !== null}
      title={category ? t('category.moveTitle', { name: category.name }) : ''}
      okText={t('category.move').replace('…', '')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      okButtonProps={{ 'data-testid': 'move-save' }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="parentId" label={t('category.moveParent')}>
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder={t('category.moveParentPlaceholder')}
            data-testid="move-parent"
            options={[
              { value: TOP, label: t('category.topLevel') },
              ...current.filter((option) => !options.some((other) => other.value === option.value)),
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
