import type { FieldPlaces } from '@console/shared/data/mutation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopLanguages } from './languages';

export const NAME_MAX = 100;
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** Code, the default-language name and a name per other site language: all languages of one row in one form. */
export function CodeAndNames({ languages }: { languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  return (
    <>
      <Form.Item
        name="code"
        label={t('common.code')}
        extra={t('common.codeHelp')}
        rules={[{ required: true, pattern: CODE_PATTERN, message: t('common.codeHelp') }]}
      >
        <Input maxLength={40} placeholder={t('common.codePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('common.nameDefault', { language: languages.label(languages.defaultCode) })}
        rules={[{ required: true, whitespace: true, max: NAME_MAX }]}
      >
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
      {languages.others.map((language) => (
        <Form.Item
          key={language.code}
          name={['names', language.code]}
          label={t('common.nameIn', { language: languages.label(language.code) })}
          rules={[{ max: NAME_MAX }]}
        >
          <Input maxLength={NAME_MAX} autoComplete="off" lang={language.code} />
        </Form.Item>
      ))}
    </>
  );
}

/**
 * Where the server's field messages go on a code-and-names form (the form kit's `fields`): `names` on the first
 * translated name, the form's own fields where they are.
 */
export function codeAndNamesFields(languages: ShopLanguages, own: readonly string[]): FieldPlaces {
  return (field) => {
    if (field === 'names') {
      const first = languages.others[0];
      return first ? ['names', first.code] : null;
    }
    return own.includes(field) ? field : null;
  };
}
