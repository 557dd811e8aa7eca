import { numberFormat } from '@console/shared';
import dayjs from 'dayjs';

/** Minor-unit digits of a currency (USD 2, JPY 0, BHD 3), as the browser's Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 123456 minor units with 2 digits -> "1234.56", on digits (never through floating point). */
export function minorToDecimal(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

const intlLocale = (language: string | undefined) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** An amount with its currency, in the reader's language: "$1,234.56", "¥1,234", "US$1,234.56" in Chinese. */
export function formatMoney(minor: number, currency: string, language?: string): string {
  const digits = currencyDigits(currency);
  const decimal = minorToDecimal(minor, digits);
  try {
    const format = numberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // A decimal string is formatted exactly (Intl.NumberFormat v3).
    return format.format(decimal as `${number}`);
  } catch {
    return `${decimal} ${currency}`;
  }
}

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
