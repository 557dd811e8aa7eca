import { isDarkAtom, settingsAtom, type ConsoleSettings } from '@console/shared';
import { ConfigProvider, theme, type ConfigProviderProps } from 'antd';
// The ES module builds: `antd/locale/*` is CommonJS and brought its own copies of the date-picker and pagination
// locales that antd's components already load as ES modules (~5 KiB gzip on every page).
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastComponents, contrastTokens } from './contrast';
import './antd-a11y.module.css';
import { themeColors } from './tokens';

const BUTTON_CONFIG: ConfigProviderProps['button'] = { autoInsertSpace: false };

/** Spec size names to antd's: 'default' is antd's 'middle'. Anything unknown (a hand-edited setting) is 'middle'. */
function componentSize(size: ConsoleSettings['size']): ConfigProviderProps['componentSize'] {
  return size === 'large' || size === 'small' ? size : 'middle';
}

/** The page behind everything (and the first frame after the pre-paint script) matches antd's layout colour. */
function DocumentBackground() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    document.documentElement.style.backgroundColor = token.colorBgLayout;
  }, [token.colorBgLayout]);
  return null;
}

// Screen-reader names for antd's hard-coded English and for icons: needed at once in Chinese, and in English only
// for icon names beside labels, so there it waits for the first idle moment and stays off the first page's path.
const ComponentLanguage = lazy(() =>
  import('./ComponentLanguage').then((module) => ({ default: module.ComponentLanguage })),
);

function DeferredComponentLanguage({ zh }: { zh: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => setIdle(true));
    return () => cancel(handle);
  }, []);
  // Once shown it stays: switching back to English must restore the names it rewrote.
  const [shown, setShown] = useState(false);
  if ((zh || idle) && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ComponentLanguage />
    </Suspense>
  ) : null;
}

/**
 * The console's theme for host and remotes alike: antd's algorithm (light/dark), primary colour and component
 * size through the one ConfigProvider (antd is a federation singleton, so remote pages inherit it live). The
 * document-level part (dark class, CSS variables, following the OS) is DocumentTheme, mounted for every page.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useAtomValue(isDarkAtom);
  const settings = useAtomValue(settingsAtom);
  const { i18n } = useTranslation();

  const { themeColor, bgColor, size } = settings;
  const { primary } = themeColors({ themeColor, bgColor });
  const themeConfig = useMemo<ConfigProviderProps['theme']>(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: primary, ...contrastTokens(dark, primary) },
      components: contrastComponents(dark, primary),
    }),
    [dark, primary],
  );

  return (
    <ConfigProvider
      locale={i18n.resolvedLanguage === 'zh' ? zhCN : enUS}
      componentSize={componentSize(size)}
      theme={themeConfig}
      // antd spaces out a two-character Chinese label ("编 辑"): the visible text is then not the start of an
      // aria-label that reads "编辑 …" (axe label-content-name-mismatch), and screen readers spell it out.
      button={BUTTON_CONFIG}
    >
      <DocumentBackground />
      <DeferredComponentLanguage zh={i18n.resolvedLanguage === 'zh'} />
      {children}
    </ConfigProvider>
  );
}
