import { isDarkAtom, settingsAtom, systemPrefersDarkAtom } from '@console/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { DARK_CLASS } from './prepaint';
import { applyVariables, themeVariables } from './tokens';

/** Keeps theme 'auto' in step with the OS preference while the page is open. */
function useSystemThemeListener() {
  const setPrefersDark = useSetAtom(systemPrefersDarkAtom);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setPrefersDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setPrefersDark]);
}

/**
 * The theme on the document itself, for every page from the first one on: the `dark` class and colour scheme on
 * <html> and the console's CSS variables on :root (see tokens.ts). No antd here on purpose: the sign-in page uses
 * it too, and must not pay for the component library; antd's ConfigProvider lives in ThemeProvider,
 * inside the signed-in console.
 */
export function DocumentTheme(): null {
  const dark = useAtomValue(isDarkAtom);
  const { themeColor, bgColor } = useAtomValue(settingsAtom);
  useSystemThemeListener();

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(DARK_CLASS, dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  useLayoutEffect(() => {
    applyVariables(document.documentElement, themeVariables({ themeColor, bgColor }));
  }, [themeColor, bgColor]);

  return null;
}
