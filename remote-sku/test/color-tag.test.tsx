import { describe, expect, it } from 'vitest';
import { textOn } from '../src/components/ColorTag';

const luminance = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * linear((value >> 16) & 0xff) +
    0.7152 * linear((value >> 8) & 0xff) +
    0.0722 * linear(value & 0xff)
  );
};
const ratio = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe('a tag in the shop’s own colour', () => {
  it('reads at 4.5:1 or better on every colour (a sweep of the colour cube)', () => {
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(ratio(textOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#a0d911')).toBe('#000000');
    expect(textOn('#1b085b')).toBe('#ffffff');
  });
});
