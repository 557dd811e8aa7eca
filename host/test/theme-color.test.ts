import { DEFAULT_SETTINGS, THEME_COLOR_PRESETS } from '@console/shared';
import { describe, expect, it } from 'vitest';
import {
  darken,
  isDarkColor,
  normalizeHex,
  parseHex,
  primaryLightVariants,
  rgba,
  toHex,
} from '../src/theme/color';
import { MENU_BG_PRESETS, themeColors, themeVariables } from '../src/theme/tokens';

describe('hex colours', () => {
  it('parses 6- and 3-digit hex, with or without #, any case', () => {
    expect(parseHex('#6855EC')).toEqual([104, 85, 236]);
    expect(parseHex('6855ec')).toEqual([104, 85, 236]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex(' #1B085B ')).toEqual([27, 8, 91]);
  });

  it('refuses what is not a hex colour', () => {
    for (const text of ['', '#12', '#12345', '#1234567', 'red', '#ggg', 'rgb(1,2,3)'])
      expect(parseHex(text)).toBeNull();
  });

  it('writes lower-case 6-digit hex, clamping and rounding channels', () => {
    expect(toHex([104, 85, 236])).toBe('#6855ec');
    expect(toHex([-20, 300, 12.6])).toBe('#00ff0d');
  });

  it('falls back for a hand-edited setting that is not a colour', () => {
    expect(normalizeHex('#6855EC', '#000000')).toBe('#6855ec');
    expect(normalizeHex('purple', '#6855ec')).toBe('#6855ec');
    expect(normalizeHex(42, '#6855ec')).toBe('#6855ec');
  });
});

describe('primary light variants (spec section 9: alpha 1 - 0.1 x step, steps 1-9)', () => {
  it('gives nine translucent versions of the colour, alpha 0.9 down to 0.1', () => {
    expect(primaryLightVariants('#6855EC')).toEqual([
      'rgba(104, 85, 236, 0.9)',
      'rgba(104, 85, 236, 0.8)',
      'rgba(104, 85, 236, 0.7)',
      'rgba(104, 85, 236, 0.6)',
      'rgba(104, 85, 236, 0.5)',
      'rgba(104, 85, 236, 0.4)',
      'rgba(104, 85, 236, 0.3)',
      'rgba(104, 85, 236, 0.2)',
      'rgba(104, 85, 236, 0.1)',
    ]);
  });

  it('has no floating-point noise in the alpha', () => {
    for (const value of primaryLightVariants('#123456')) expect(value).toMatch(/, 0\.\d\)$/);
    expect(rgba('#000', 1 - 0.1 * 3)).toBe('rgba(0, 0, 0, 0.7)');
  });
});

describe('darken (spec section 9: the sidebar logo is the menu colour darkened by 20 percent)', () => {
  it('takes 20% of the full range (51) off every channel, floored at 0', () => {
    expect(darken('#1B085B', 20)).toBe('#000028');
    expect(darken('#6855EC', 20)).toBe('#3522b9');
    expect(darken('#FFFFFF', 20)).toBe('#cccccc');
    expect(darken('#000000', 20)).toBe('#000000');
  });

  it('is the identity at 0% and black at 100%', () => {
    expect(darken('#304156', 0)).toBe('#304156');
    expect(darken('#304156', 100)).toBe('#000000');
  });

  it('leaves a non-colour as it is', () => {
    expect(darken('nope', 20)).toBe('nope');
  });
});

describe('contrast', () => {
  it('calls the default menu colour dark and white light', () => {
    expect(isDarkColor('#1B085B')).toBe(true);
    expect(isDarkColor('#6855EC')).toBe(true);
    expect(isDarkColor('#FFFFFF')).toBe(false);
    expect(isDarkColor('#FAAD14')).toBe(false);
  });

  it('offers only dark menu presets (the menu draws light text) and starts both lists at the spec default', () => {
    expect(MENU_BG_PRESETS.every((color) => isDarkColor(color))).toBe(true);
    expect(MENU_BG_PRESETS[0]).toBe(DEFAULT_SETTINGS.bgColor);
    expect(THEME_COLOR_PRESETS[0]).toBe(DEFAULT_SETTINGS.themeColor);
  });
});

describe('theme CSS variables', () => {
  it('exposes the defaults of spec sections 2 and 9', () => {
    const variables = themeVariables(DEFAULT_SETTINGS);
    expect(variables['--console-primary']).toBe('#6855ec');
    expect(variables['--console-primary-rgb']).toBe('104, 85, 236');
    expect(variables['--console-primary-light-1']).toBe('rgba(104, 85, 236, 0.9)');
    expect(variables['--console-primary-light-9']).toBe('rgba(104, 85, 236, 0.1)');
    expect(variables['--console-menu-bg']).toBe('#1b085b');
    expect(variables['--console-logo-bg']).toBe('#000028');
    expect(variables['--console-menu-text']).toBe('#ffffff');
    expect(Object.keys(variables).filter((name) => name.startsWith('--console-primary-light-'))).toHaveLength(
      9,
    );
  });

  it('follows the settings and repairs colours that are not colours', () => {
    expect(themeColors({ themeColor: '#1677FF', bgColor: '#001529' })).toEqual({
      primary: '#1677ff',
      menuBg: '#001529',
    });
    expect(themeColors({ themeColor: 'oops', bgColor: '' })).toEqual({
      primary: '#6855ec',
      menuBg: '#1b085b',
    });
  });
});
