import { describe, expect, it } from 'vitest';
import { numberFormat } from '../src/i18n/number-format';

describe('numberFormat', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const first = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(first);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(first);
    expect(numberFormat('zh-CN')).not.toBe(numberFormat('en-US'));
    expect(first.format(1234.5)).toBe('$1,234.50');
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
  });

  it('throws for a currency Intl does not accept, and caches nothing for it', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
  });
});
