import { useApiQuery } from '@console/shared/data';
import { selectFilter, textFilter, type ListColumn, type ListFilter } from '@console/shared/list';
import type { TFunction } from 'i18next';
import { Alert, Button, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skuQueries, type SkuLanguages } from '../api';

export type Language = SkuLanguages['linked'][number];

/** The shop's languages: the default one and the others a row should have names in. */
export interface ShopLanguages {
  defaultCode: string;
  defaultLanguage: Language;
  others: Language[];
  retained: SkuLanguages['retained'];
  label: (code: string) => string;
}

/**
 * A category's or tag's name in `language` (the console's): its name in that language when it has one (the list's
 * column of that language), else its name in the shop's default language (the Name column), as the public site
 * falls back.
 */
export function nameIn(row: { name: string; names: Record<string, string> }, language: string | undefined) {
  return (language && row.names[language]) || row.name;
}

function shopLanguages(data: SkuLanguages): ShopLanguages {
  const byCode = new Map(data.linked.map((language) => [language.code, language]));
  const fallback = {
    code: data.defaultLanguage,
    name: data.defaultLanguage,
    nativeName: data.defaultLanguage,
  };
  return {
    defaultCode: data.defaultLanguage,
    defaultLanguage: byCode.get(data.defaultLanguage) ?? fallback,
    others: data.linked.filter((language) => language.code !== data.defaultLanguage),
    retained: data.retained,
    label: (code) => {
      const language = byCode.get(code);
      return language ? `${language.nativeName} (${code})` : code;
    },
  };
}

/**
 * Reads the shop's languages before the page (its filters and columns depend on them): a skeleton while loading,
 * the error with Retry if they cannot be read.
 */
export function LanguageGate({ children }: { children: (languages: ShopLanguages) => ReactNode }) {
  const { t } = useTranslation('sku');
  const { data, error, refetch } = useApiQuery(skuQueries.languages());
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="sku-languages-error"
        title={t('common.languagesError', { message: error.message })}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton active data-testid="sku-loading" />;
  return <>{children(shopLanguages(data))}</>;
}

/** What the page says about languages: the default, and names kept for languages no longer offered. */
export function LanguageNotes({ languages }: { languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t('common.defaultLanguage', { language: languages.label(languages.defaultCode) })}
      </Typography.Text>
      {languages.retained.length > 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="sku-retained"
          title={t('common.retained', {
            languages: languages.retained.map((language) => `${language.name} (${language.code})`).join(', '),
          })}
        />
      )}
    </Flex>
  );
}

/** The languages a row still lacks a name in, or a quiet "all languages". */
export function MissingCell({ missing, languages }: { missing: string[]; languages: ShopLanguages }) {
  const { t } = useTranslation('sku');
  if (missing.length === 0) {
    return (
      <Typography.Text type="success" data-missing="">
        {t('common.complete')}
      </Typography.Text>
    );
  }
  return (
    <Flex gap={4} wrap data-missing={missing.join(',')}>
      {missing.map((code) => (
        <Tooltip key={code} title={t('common.missingIn', { language: languages.label(code) })}>
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>
            {code}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

/**
 * The filters every translated list has (categories and tags): a keyword, and "missing a name in" one of the shop's
 * other languages.
 */
export function translationFilters(t: TFunction<'sku'>, languages: ShopLanguages): ListFilter[] {
  return [
    textFilter({
      name: 'keyword',
      label: t('common.keyword'),
      placeholder: t('common.keywordPlaceholder'),
      maxLength: 100,
      span: { lg: 10 },
    }),
    selectFilter({
      name: 'missing',
      label: t('common.missingFilter'),
      placeholder: t('common.missingAny'),
      options: languages.others.map((language) => ({
        value: language.code,
        label: languages.label(language.code),
      })),
    }),
  ];
}

/** A translated row's columns: its name in each of the shop's other languages, then the languages it lacks. */
export function translationColumns<Row extends { names: Record<string, string>; missing: string[] }>(
  t: TFunction<'sku'>,
  languages: ShopLanguages,
): ListColumn<Row>[] {
  return [
    ...languages.others.map((language) => ({
      key: `name_${language.code}`,
      title: languages.label(language.code),
      render: (_: unknown, row: Row) => <span lang={language.code}>{row.names[language.code] ?? ''}</span>,
    })),
    {
      key: 'missing',
      title: t('common.missing'),
      render: (_: unknown, row: Row) => <MissingCell missing={row.missing} languages={languages} />,
    },
  ];
}
