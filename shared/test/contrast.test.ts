import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, textOn } from '../src/ui/contrast';

describe('WCAG contrast', () => {
  it('gives the published figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 just fails (4.48:1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#f00')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('not a colour')).toBe(0);
  });

  it('picks black or white text that reads at 4.5:1 or better on every fill (a sweep of the colour cube)', () => {
    for (let r = 0; r <= 255; r += 17)
      for (let g = 0; g <= 255; g += 17)
        for (let b = 0; b <= 255; b += 17) {
          const fill = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(textOn(fill), fill), fill).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('writes black on light fills and white on dark ones', () => {
    expect(textOn('#a0d911')).toBe('#000000');
    expect(textOn('#1b085b')).toBe('#ffffff');
  });
});
