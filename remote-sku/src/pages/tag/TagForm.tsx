import { App, ColorPicker, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuApi, type SkuTag } from '../../api';
import { CodeAndNames, showServerErrors } from '../../components/form';
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
  const [saving, setSaving] = useState(false);
  const tag = editing === 'new' ? null : editing;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      tag
        ? { code: tag.code, name: tag.name, names: { ...tag.names }, color: tag.color }
        : { color: DEFAULT_COLOR },
    );
  }, [editing, tag, form]);

  const save = async (values: Values) => {
    const names = Object.fromEntries(
      languages.others.map((language) => [language.code, (values.names?.[language.code] ?? '').trim()]),
    );
    const body = { code: values.code.trim(), name: values.name.trim(), names, color: values.color };
    setSaving(true);
    try {
      if (tag) await skuApi.updateTag(tag.id, body);
      else await skuApi.createTag(body);
      message.success(t('common.saved'));
      onSaved();
    } catch (error) {
      if (!showServerErrors(form, error, languages)) message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={tag ? t('tag.editTitle', { code: tag.code }) : t('tag.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      okButtonProps={{ 'data-testid': 'tag-save' }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)} data-testid="tag-form">
        <CodeAndNames languages={languages} />
        <Form.Item
          name="color"
          label={t('tag.color')}
          extra={t('tag.colorHelp')}
          rules={[{ required: true }]}
          getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
        >
          <ColorPicker showText disabledAlpha format="hex" data-testid="tag-color" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
