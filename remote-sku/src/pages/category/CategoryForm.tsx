import { App, Form, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuCategory } from '../../api';
import { CodeAndNames, showServerErrors } from '../../components/form';
import type { ShopLanguages } from '../../components/languages';

interface Values {
  code: string;
  name: string;
  names?: Record<string, string | undefined>;
}

/** What the form is for: a new category (top level or under `parent`) or an existing one. */
export type CategoryEditing =
  { mode: 'create'; parent: SkuCategory | null } | { mode: 'edit'; category: SkuCategory } | null;

/** Create or edit one category: code and its names in every site language, in one form. */
export function CategoryForm({
  languages,
  editing,
  onClose,
  onSaved,
}: {
  languages: ShopLanguages;
  editing: CategoryEditing;
  onClose: () => void;
  onSaved: (saved: SkuCategory) => void;
}) {
  const { t } = useTranslation('sku');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === 'edit') {
      const { category } = editing;
      form.setFieldsValue({ code: category.code, name: category.name, names: { ...category.names } });
    }
  }, [editing, form]);

  const save = async (values: Values) => {
    if (!editing) return;
    const names = Object.fromEntries(
      languages.others.map((language) => [language.code, (values.names?.[language.code] ?? '').trim()]),
    );
    const body = { code: values.code.trim(), name: values.name.trim(), names };
    setSaving(true);
    try {
      const saved =
        editing.mode === 'edit'
          ? await skuApi.updateCategory(editing.category.id, body)
          : await skuApi.createCategory({ ...body, parentId: editing.parent?.id ?? null });
      message.success(t('common.saved'));
      onSaved(saved);
    } catch (error) {
      if (!showServerErrors(form, error, languages)) message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const title = !editing
    ? ''
    : editing.mode === 'edit'
      ? t('category.editTitle', { code: editing.category.code })
      : editing.parent
        ? t('category.createChildTitle', { name: editing.parent.name })
        : t('category.createTitle');
  const path =
    editing?.mode === 'create' && editing.parent
      ? [...editing.parent.path, editing.parent.name]
      : editing?.mode === 'edit'
        ? editing.category.path
        : [];
  return (
    <Modal
      open={editing !== null}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      okButtonProps={{ 'data-testid': 'category-save' }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        data-testid="category-form"
      >
        <Typography.Paragraph type="secondary">
          {t('category.path')}: {path.length ? path.join(' › ') : t('category.topLevel')}
        </Typography.Paragraph>
        <CodeAndNames languages={languages} />
      </Form>
    </Modal>
  );
}
