/** Chart colours derived from the theme colour, so every chart follows the console's setting live. */

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean.padEnd(6, '0').slice(0, 6);
  const value = Number.parseInt(full, 16);
  return Number.isNaN(value) ? [104, 85, 236] : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The theme colour first, then hues turned around the colour wheel from it (same saturation, a lightness that
 * reads on light and dark backgrounds).
 */
export function chartPalette(themeColor: string, count = 8): string[] {
  const [h, s, l] = toHsl(parseHex(themeColor));
  const saturation = Math.max(0.45, Math.min(0.85, s));
  const lightness = Math.max(0.45, Math.min(0.62, l));
  const colors = [themeColor];
  for (let i = 1; i < count; i++) colors.push(hslHex((h + i * 47) % 360, saturation, lightness));
  return colors;
}

/** Text and line colours of a chart in the current scheme (the echarts dark theme does the rest). */
export const chartText = (dark: boolean) => (dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.65)');
