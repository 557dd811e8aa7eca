import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, THEME_COLOR_PRESETS } from '@console/shared';
import { parseHex, readableOn, toHex } from '../src/theme/color';
import { contrastComponents, contrastTokens } from '../src/theme/contrast';

/** An antd colour token ('#rrggbb' or 'rgba(r, g, b, a)') as the opaque colour it shows on `background`. */
function over(color: string, background: string): string {
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (!rgba) return toHex(parseHex(color)!);
  const [red, green, blue, alpha = 1] = rgba[1]!.split(',').map(Number) as [number, number, number, number?];
  const base = parseHex(background)!;
  return toHex([red, green, blue].map((value, index) => value * alpha + base[index]! * (1 - alpha)) as never);
}

/** The design tokens antd derives for the console's theme, as ThemeProvider configures it. */
function tokensFor(dark: boolean, primary: string) {
  return theme.getDesignToken({
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primary, ...contrastTokens(dark, primary) },
  });
}

const TEXTS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
];

describe('text contrast of the theme (WCAG AA, 4.5:1)', () => {
  for (const dark of [false, true]) {
    for (const primary of THEME_COLOR_PRESETS) {
      it(`${dark ? 'dark' : 'light'}, primary ${primary}: greys, links and error text on both page backgrounds`, () => {
        const token = tokensFor(dark, primary);
        const texts = { ...Object.fromEntries(TEXTS.map((name) => [name, token[name as 'colorText']])) };
        texts.colorLink = token.colorLink;
        texts.colorError = token.colorError;
        texts.colorSuccessText = token.colorSuccessText;
        texts.colorWarningText = token.colorWarningText;
        texts.colorErrorText = token.colorErrorText;
        for (const background of [token.colorBgContainer, token.colorBgLayout]) {
          const solid = over(background, dark ? '#000000' : '#ffffff');
          for (const [name, value] of Object.entries(texts)) {
            const ratio = contrastRatio(over(value, solid), solid);
            expect(ratio, `${name} ${value} on ${solid}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      });
    }
  }

  for (const dark of [false, true]) {
    for (const primary of THEME_COLOR_PRESETS) {
      it(`${dark ? 'dark' : 'light'}, primary ${primary}: error texts on popups (a menu's danger item)`, () => {
        const token = tokensFor(dark, primary);
        const popup = over(token.colorBgElevated, dark ? '#000000' : '#ffffff');
        for (const name of ['colorError', 'colorErrorText'] as const) {
          const ratio = contrastRatio(over(token[name], popup), popup);
          expect(ratio, `${name} ${token[name]} on ${popup}`).toBeGreaterThanOrEqual(4.5);
        }
      });

      it(`${dark ? 'dark' : 'light'}, primary ${primary}: the text of a primary danger button on its red`, () => {
        const token = tokensFor(dark, primary);
        // antd's solid danger button: its background is colorError, its text the Button token dangerColor, which
        // antd derives from colorTextLightSolid (white) unless the theme sets it.
        const text = contrastComponents(dark, primary).Button?.dangerColor ?? token.colorTextLightSolid;
        const background = over(token.colorError, dark ? '#000000' : '#ffffff');
        const ratio = contrastRatio(over(text, background), background);
        expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("antd's own greys fail, so the overrides are what passes", () => {
    const plain = theme.getDesignToken({ token: { colorPrimary: '#6855EC' } });
    expect(contrastRatio(over(plain.colorTextTertiary, '#ffffff'), '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(over(plain.colorTextPlaceholder, '#ffffff'), '#ffffff')).toBeLessThan(4.5);
  });

  it('readableOn keeps a readable colour and shades one that is not', () => {
    expect(readableOn('#6855ec', '#ffffff')).toBe('#6855ec');
    const shaded = readableOn('#faad14', '#ffffff');
    expect(contrastRatio(shaded, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#6855ec', '#141414'), '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
