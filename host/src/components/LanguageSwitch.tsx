import { TranslationOutlined } from '@ant-design/icons';
import { setLanguage, settingsAtom, type Language } from '@console/shared';
import { useSetAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from './ChoiceMenu';

const LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

/** Switches the one shared i18n instance, so host and every open remote page change together. */
export function LanguageSwitch({ style }: { style?: CSSProperties }) {
  const { t, i18n } = useTranslation('host');
  const setSettings = useSetAtom(settingsAtom);
  const choose = (language: Language) => {
    setLanguage(language);
    setSettings({ language });
  };
  const label = t('layout.language');
  return (
    <ChoiceMenu
      label={label}
      // All the button shows: named as the button, not "translation" (the icon's English name).
      icon={<TranslationOutlined aria-label={label} />}
      style={style}
      testId="language-switch"
      selected={(i18n.resolvedLanguage ?? 'en') as Language}
      choices={(Object.keys(LABELS) as Language[]).map((key) => ({ key, label: LABELS[key] }))}
      onChoose={choose}
    />
  );
}
