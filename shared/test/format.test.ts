import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from '../src/format/format';

describe('one date format everywhere', () => {
  it('shows a day as YYYY-MM-DD in the browser time zone, the day formatDateTime shows', () => {
    const iso = '2026-11-25T08:00:00.000Z';
    const local = new Date(iso);
    const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(formatDate(iso)).toBe(day);
    expect(formatDateTime(iso).startsWith(`${formatDate(iso)} `)).toBe(true);
    expect(formatDate(iso)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('amounts without a currency sign', () => {
  it('are grouped like every other figure, in the currency digits, exactly', () => {
    expect(formatAmount(123456789, 'USD', 'en')).toBe('1,234,567.89');
    expect(formatAmount(123456789, 'USD', 'zh')).toBe('1,234,567.89');
    expect(formatAmount(1234567, 'JPY', 'en')).toBe('1,234,567');
    expect(formatAmount(1234567, 'BHD', 'en')).toBe('1,234.567');
    expect(formatAmount(99, 'USD', 'en')).toBe('0.99');
    // Beyond double precision of the major units: formatted from the decimal string, no rounding.
    expect(formatAmount(900719925474099, 'USD', 'en')).toBe('9,007,199,254,740.99');
  });
});
