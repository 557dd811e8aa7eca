import type { FieldPlaces } from '@console/shared/data/mutation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopLanguages } from './languages';

export const NAME_MAX = 100;
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/**
 * Why a code is refused, in words that say what to change (the help under the field already says what is allowed,
 * so repeating it told the person nothing): the characters not allowed, or a first character that is not a letter
 * or digit. Resolves for an empty value (the required rule speaks then).
 */
function codeProblem(
  value: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string | undefined,
) {
  const code = typeof value === 'string' ? value : '';
  if (code === '' || CODE_PATTERN.test(code)) return Promise.resolve();
  const bad = [...new Set([...code].filter((char) => !/[A-Za-z0-9_.-]/.test(char)))];
  if (bad.length > 0) {
    const chars = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      bad.map((char) => (char === ' ' ? t('common.codeSpace') : `"${char}"`)),
    );
    return Promise.reject(new Error(t('common.codeBadChars', { chars, count: bad.length })));
  }
  return Promise.reject(new Error(t('common.codeFirst')));
}

/** Code, the default-language name and a name per other site language: all languages of one row in one form. */
export function CodeAndNames({ languages }: { languages: ShopLanguages }) {
  const { t, i18n } = useTranslation('sku');
  return (
    <>
      <Form.Item
        name="code"
        label={t('common.code')}
        extra={t('common.codeHelp')}
        rules={[
          { required: true, message: t('common.codeRequired') },
          { validator: (_, value: unknown) => codeProblem(value, t, i18n.resolvedLanguage) },
        ]}
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
