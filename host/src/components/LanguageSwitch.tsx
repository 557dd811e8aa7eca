import { TranslationOutlined } from '@ant-design/icons';
import { setLanguage, settingsAtom, type Language } from '@console/shared';
import { Button, Dropdown } from 'antd';
import { useSetAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { inHeader } from './popup-container';

const LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

/** Switches the one shared i18n instance, so host and every open remote page change together. */
export function LanguageSwitch({ style }: { style?: CSSProperties }) {
  const { t, i18n } = useTranslation('host');
  const setSettings = useSetAtom(settingsAtom);
  const choose = (language: Language) => {
    setLanguage(language);
    setSettings({ language });
  };
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inHeader}
      menu={{
        selectable: true,
        selectedKeys: [i18n.resolvedLanguage ?? 'en'],
        items: (Object.keys(LABELS) as Language[]).map((key) => ({
          key,
          label: LABELS[key],
          onClick: () => choose(key),
        })),
      }}
    >
      <Button
        type="text"
        style={style}
        icon={<TranslationOutlined />}
        aria-label={t('layout.language')}
        data-testid="language-switch"
      />
    </Dropdown>
  );
}
