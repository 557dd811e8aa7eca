import type { SkuCategoryBody } from '@console/api-contract';
import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { App, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuCategory } from '../../api';
import { CodeAndNames, codeAndNamesFields } from '../../components/form';
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
  const saveCategory = useApiMutation(
    (body: Omit<SkuCategoryBody, 'parentId'>) =>
      editing?.mode === 'edit'
        ? skuApi.updateCategory(editing.category.id, body)
        : skuApi.createCategory({ ...body, parentId: editing?.parent?.id ?? null }),
    {
      form,
      fields: codeAndNamesFields(languages, ['code', 'name']),
      onSuccess: (saved) => {
        void message.success(t('common.saved'));
        onSaved(saved);
      },
    },
  );

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === 'edit') {
      const { category } = editing;
      form.setFieldsValue({ code: category.code, name: category.name, names: { ...category.names } });
    }
  }, [editing, form]);

  const save = (values: Values) => {
    if (!editing) return;
    const names = Object.fromEntries(
      languages.others.map((language) => [language.code, (values.names?.[language.code] ?? '').trim()]),
    );
    const body = { code: values.code.trim(), name: values.name.trim(), names };
    void saveCategory.mutate(body);
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
    <FormDialog
      open={editing !== null}
      title={title}
      name="category-form"
      form={form}
      onFinish={save}
      pending={saveCategory.isPending}
      onClose={onClose}
      okTestId="category-save"
      keepMounted
    >
      <Typography.Paragraph type="secondary">
        {t('category.path')}: {path.length ? path.join(' › ') : t('category.topLevel')}
      </Typography.Paragraph>
      <CodeAndNames languages={languages} />
    </FormDialog>
  );
}
