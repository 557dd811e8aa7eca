import { DEFAULT_SETTINGS, type ConsoleSettings } from '@console/shared';
import { LIGHT_STEPS, darken, isDarkColor, normalizeHex, parseHex, primaryLightVariants } from './color';

/** Spec section 9: the sidebar logo's background is the menu colour darkened by 20 percent. */
const LOGO_DARKEN_PERCENT = 20;

/** Menu background presets (dark colours; the menu draws light text). The first is the spec's default. */
export const MENU_BG_PRESETS = [
  '#1B085B',
  '#001529',
  '#304156',
  '#191A23',
  '#1F2937',
  '#0B3D2E',
  '#3A0D2E',
  '#2B2B2B',
] as const;

/** The colours in force: stored settings, with anything that is not a colour replaced by the spec's default. */
export function themeColors(settings: Pick<ConsoleSettings, 'themeColor' | 'bgColor'>) {
  return {
    primary: normalizeHex(settings.themeColor, DEFAULT_SETTINGS.themeColor.toLowerCase()),
    menuBg: normalizeHex(settings.bgColor, DEFAULT_SETTINGS.bgColor.toLowerCase()),
  };
}

/**
 * The console's CSS variables on :root, for host and remote code that styles outside antd's tokens:
 * --console-primary, --console-primary-rgb, --console-primary-light-1..9 (alpha 1 - 0.1 x step),
 * --console-menu-bg, --console-menu-text, --console-logo-bg (menu colour darkened 20%).
 */
export function themeVariables(
  settings: Pick<ConsoleSettings, 'themeColor' | 'bgColor'>,
): Record<string, string> {
  const { primary, menuBg } = themeColors(settings);
  const variables: Record<string, string> = {
    '--console-primary': primary,
    '--console-primary-rgb': (parseHex(primary) ?? [0, 0, 0]).join(', '),
    '--console-menu-bg': menuBg,
    '--console-menu-text': isDarkColor(menuBg) ? '#ffffff' : 'rgba(0, 0, 0, 0.88)',
    '--console-logo-bg': darken(menuBg, LOGO_DARKEN_PERCENT),
  };
  primaryLightVariants(primary).forEach((value, index) => {
    variables[`--console-primary-light-${LIGHT_STEPS[index]}`] = value;
  });
  return variables;
}

export function applyVariables(element: HTMLElement, variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
}
