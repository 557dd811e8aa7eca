import { isDarkAtom, settingsAtom } from '@console/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { IconButton } from './plain-ui/Button';
import { MoonIcon, SunIcon } from './plain-ui/icons';

/**
 * Dark-mode switch (a toggle button: aria-pressed tells its state) for pages outside the layout (sign-in, map).
 * Writes the shared settings, so it persists. No antd (the sign-in page must stay small); the colour is
 * the surrounding text's.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('host');
  const dark = useAtomValue(isDarkAtom);
  const setSettings = useSetAtom(settingsAtom);
  const label = t('login.darkMode');
  return (
    <IconButton
      className={className}
      aria-label={label}
      title={label}
      aria-pressed={dark}
      data-testid="theme-toggle"
      onClick={() => setSettings({ theme: dark ? 'light' : 'dark' })}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
