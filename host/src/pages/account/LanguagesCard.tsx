import { PlusOutlined } from '@ant-design/icons';
import { useAccess } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { useApiMutation } from '@console/shared/data/mutation';
import { Alert, Button, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, accountQueries, type SiteLanguage } from './api';
import { serverText } from '../../components/form-hooks';
import { QueryCard } from './ResourceError';
import { useFeedback } from '../../components/useFeedback';

/** A language's name in the interface language (from the browser's Intl data), else the catalogue's English name. */
function useLanguageName() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'zh' ? 'zh-CN' : 'en';
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'language' });
    } catch {
      names = null;
    }
    return (entry: SiteLanguage) => {
      const local = names?.of(entry.code);
      return local && local !== entry.code ? local : entry.name;
    };
  }, [language]);
}

/**
 * The languages the customer's site offers (spec: language link list, unlink list, add link; plus removal).
 * Changing them needs the account:edit permission; the server checks it again.
 */
export function LanguagesCard() {
  const { t } = useTranslation('host');
  const { message } = useFeedback();
  const { hasPerm } = useAccess();
  const canEdit = hasPerm('account:edit');
  const languages = useApiQuery(accountQueries.languages());
  const data = languages.data;
  const nameOf = useLanguageName();
  const [chosen, setChosen] = useState<string[]>([]);
  const change = useApiMutation(({ action }: { action: () => Promise<unknown>; done: string }) => action(), {
    errorDisplay: 'inline',
    translate: serverText,
    invalidate: [accountQueries.languages().queryKey],
    onSuccess: (_result, { done }) => void message.success(done),
  });
  const busy = change.isPending;
  const error = change.error;

  const add = async () => {
    const done = await change.mutate({
      action: () => accountApi.addLanguages(chosen),
      done: t('account.languages.added'),
    });
    if (done.ok) setChosen([]);
  };
  const remove = (entry: SiteLanguage) =>
    void change.mutate({
      action: () => accountApi.removeLanguage(entry.code),
      done: t('account.languages.removed', { name: nameOf(entry) }),
    });

  const label = (entry: SiteLanguage) => {
    const name = nameOf(entry);
    return name === entry.nativeName ? name : `${name} · ${entry.nativeName}`;
  };

  return (
    <QueryCard title={t('account.languages.title')} query={languages} testId="account-languages">
      {data && (
        <>
          <Typography.Paragraph type="secondary">{t('account.languages.hint')}</Typography.Paragraph>
          {!canEdit && (
            <Alert type="info" showIcon title={t('account.readOnly')} style={{ marginBottom: 16 }} />
          )}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          {data.linked.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.languages.none')} />
          ) : (
            <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="linked-languages">
              {data.linked.map((entry) => (
                <Tag
                  key={entry.code}
                  color="purple"
                  data-testid={`language-${entry.code}`}
                  closable={
                    canEdit && !busy
                      ? {
                          'aria-label': t('account.languages.remove', { name: nameOf(entry) }),
                        }
                      : false
                  }
                  onClose={(event) => {
                    // The list re-renders from the server's answer; the tag must not hide itself first.
                    event.preventDefault();
                    remove(entry);
                  }}
                  style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
                >
                  {label(entry)} <Typography.Text type="secondary">({entry.code})</Typography.Text>
                </Tag>
              ))}
            </Flex>
          )}
          {canEdit &&
            (data.unlinked.length === 0 ? (
              <Typography.Text type="secondary">{t('account.languages.all')}</Typography.Text>
            ) : (
              <Flex gap={8}>
                <Select
                  mode="multiple"
                  style={{ flex: 1, minWidth: 0 }}
                  value={chosen}
                  onChange={setChosen}
                  placeholder={t('account.languages.choose')}
                  aria-label={t('account.languages.choose')}
                  optionFilterProp="label"
                  options={data.unlinked.map((entry) => ({
                    value: entry.code,
                    label: `${label(entry)} (${entry.code})`,
                  }))}
                  data-testid="language-select"
                />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={add}
                  disabled={chosen.length === 0}
                  loading={busy}
                  data-testid="language-add"
                >
                  {t('account.languages.add')}
                </Button>
              </Flex>
            ))}
        </>
      )}
    </QueryCard>
  );
}
