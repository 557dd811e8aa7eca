import type { ThemeConfig } from 'antd';
import { mix, readableOn } from './color';

/**
 * antd's grey texts, tuned to WCAG AA (4.5:1) in both themes. antd's defaults are below it: secondary grey text
 * (colorTextTertiary, also breadcrumbs, descriptions, captions) is 3.36:1 on white, placeholders 1.83:1, and the
 * error red of danger buttons and links 3.27:1. These are the only grey and red token overrides; the rest of antd's
 * palette is derived as usual. host/test/contrast.test.ts measures every pair below against both page backgrounds
 * (container and layout), so a change that drops under 4.5:1 fails.
 *
 * Disabled text (colorTextQuaternary) stays faint on purpose: WCAG exempts inactive controls, and a disabled control
 * should look inactive.
 */
export const AA_TEXT_TOKENS = {
  light: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    colorError: '#d4282b',
    // Success and warning texts (Typography type="success", form warnings): antd's 2.3:1 green and 2.1:1 gold.
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  },
} satisfies Record<'light' | 'dark', ThemeConfig['token']>;

/**
 * What antd's dark algorithm shows for a seed colour (colorLink, colorError…): the seed at 85% over the dark
 * background, its dark palette's sixth step. Seeds cannot be overridden after the algorithm (antd drops them from the
 * overrides), so the seed is chosen such that this result reads; contrast.test.ts checks the rule against antd.
 */
const DARK_BASE = '#141414';
const shownInDark = (seed: string) => mix(seed, DARK_BASE, 0.85);

/** antd's default error red, as the seed of the error colours. */
const ERROR_SEED = '#ff4d4f';

/** The harder of the two page backgrounds links are read on (layout #f5f5f5 in light, container #141414 in dark). */
const LINK_BACKGROUND = { light: '#f5f5f5', dark: '#141414' } as const;

/**
 * Error texts are read on popups too (a menu's danger item, a popconfirm): in dark, antd's elevated background
 * #1f1f1f is lighter than the page, so the red is chosen to read on it (#dc4c4e read 4.07:1 there).
 */
const DARK_ELEVATED = '#1f1f1f';

/**
 * The theme's tokens for a primary colour: the AA greys, and links in the nearest shade of the primary colour that
 * reads at 4.5:1 (the person's colour is kept when it already does; #6855EC does on white, not on #141414).
 */
export function contrastTokens(dark: boolean, primary: string): NonNullable<ThemeConfig['token']> {
  if (!dark) return { ...AA_TEXT_TOKENS.light, colorLink: readableOn(primary, LINK_BACKGROUND.light) };
  return {
    ...AA_TEXT_TOKENS.dark,
    colorLink: readableOn(primary, LINK_BACKGROUND.dark, 4.5, shownInDark),
    colorError: readableOn(ERROR_SEED, DARK_ELEVATED, 4.5, shownInDark),
  };
}

/**
 * Components that write text in the primary colour (the selected tab, the current page number): in the primary
 * colour's readable shade, as links. Component tokens are applied after the algorithm, so this is the colour shown.
 */
export function contrastComponents(dark: boolean, primary: string): NonNullable<ThemeConfig['components']> {
  const text = readableOn(primary, dark ? LINK_BACKGROUND.dark : LINK_BACKGROUND.light);
  return {
    Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text },
    Pagination: { itemActiveColor: text, itemActiveColorHover: text },
    // A primary danger button is colorError behind white. In dark that red is light enough to read as text on the
    // page and on popups, so white on it cannot reach 4.5:1 (3.5:1 on #dc6364): black text there (6.0:1). Light
    // keeps white (5.1:1 on #d4282b).
    ...(dark ? { Button: { dangerColor: '#000000' } } : {}),
  };
}
