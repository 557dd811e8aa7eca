import { useApiMutation } from '@console/shared/data/mutation';
import { FormDialog } from '@console/shared/list';
import { App, ColorPicker, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkuTagBody } from '@console/api-contract';
import { skuApi, type SkuTag } from '../../api';
import { CodeAndNames, codeAndNamesFields } from '../../components/form';
import type { ShopLanguages } from '../../components/languages';

interface Values {
  code: string;
  name: string;
  names?: Record<string, string | undefined>;
  color: string;
}

const DEFAULT_COLOR = '#1677ff';

/** Create or edit one tag: code, colour and its names in every site language, in one form. */
export function TagForm({
  languages,
  editing,
  onClose,
  onSaved,
}: {
  languages: ShopLanguages;
  editing: SkuTag | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('sku');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const tag = editing === 'new' ? null : editing;
  const saveTag = useApiMutation(
    (body: SkuTagBody) => (tag ? skuApi.updateTag(tag.id, body) : skuApi.createTag(body)),
    {
      form,
      fields: codeAndNamesFields(languages, ['code', 'name', 'color']),
      onSuccess: () => {
        void message.success(t('common.saved'));
        onSaved();
      },
    },
  );

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      tag
        ? { code: tag.code, name: tag.name, names: { ...tag.names }, color: tag.color }
        : { color: DEFAULT_COLOR },
    );
  }, [editing, tag, form]);

  const save = (values: Values) => {
    const names = Object.fromEntries(
      languages.others.map((language) => [language.code, (values.names?.[language.code] ?? '').trim()]),
    );
    const body = { code: values.code.trim(), name: values.name.trim(), names, color: values.color };
    void saveTag.mutate(body);
  };

  return (
    <FormDialog
      open={editing !== null}
      title={tag ? t('tag.editTitle', { code: tag.code }) : t('tag.createTitle')}
      name="tag-form"
      form={form}
      onFinish={save}
      pending={saveTag.isPending}
      onClose={onClose}
      okTestId="tag-save"
      keepMounted
    >
      <CodeAndNames languages={languages} />
      <Form.Item
        name="color"
        label={t('tag.color')}
        extra={t('tag.colorHelp')}
        // No required rule: the picker starts at a colour and cannot be emptied, and a required mark would put
        // aria-required on its trigger, a plain div where ARIA does not allow it.
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker showText disabledAlpha format="hex" data-testid="tag-color" />
      </Form.Item>
    </FormDialog>
  );
}
