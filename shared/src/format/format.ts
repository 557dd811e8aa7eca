import { CURRENCY_EXPONENTS } from '@console/api-contract/values';
import { numberFormat } from '../i18n/number-format';

/**
 * Money is an integer count of minor units (cents, yen, fils) plus an ISO 4217 currency. Every part formats it
 * here, so a currency has one number of digits everywhere.
 */

/**
 * Minor-unit digits of the currencies the API knows: the contract's own table (`@console/api-contract/values`).
 * A currency not listed falls back to Intl's digits.
 */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = CURRENCY_EXPONENTS;

/** The currencies the API knows, in code order (filter choices). */
export const CURRENCIES = Object.keys(CURRENCY_DIGITS);

/** Minor-unit digits of a currency (USD 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  const known = CURRENCY_DIGITS[currency];
  if (known !== undefined) return known;
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

/** The Intl locale of a console language. */
export const intlLocale = (language: string | undefined) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** An amount with its currency in the reader's language: "$1,234.56", "¥1,234", "US$1,234.56" in Chinese. */
export function formatMoney(minor: number, currency: string, language?: string): string {
  const digits = currencyDigits(currency);
  const decimal = minorToDecimal(minor, digits);
  try {
    const format = numberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // A decimal string is formatted exactly (Intl.NumberFormat v3).
    return format.format(decimal as `${number}`);
  } catch {
    return `${decimal} ${currency}`;
  }
}

/**
 * An amount without its currency (a column whose header names it) in the reader's language, grouped like every
 * other figure: 123456789 USD minor units -> "1,234,567.89". Exact: formatted from the decimal string.
 */
export function formatAmount(minor: number, currency: string, language?: string): string {
  const digits = currencyDigits(currency);
  const decimal = minorToDecimal(minor, digits);
  return numberFormat(intlLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimal as `${number}`);
}

/** A count in the reader's language: "12,345". */
export const formatNumber = (value: number, language?: string): string =>
  numberFormat(intlLocale(language)).format(value);

const two = (value: number) => String(value).padStart(2, '0');

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The console's one date format: a calendar day as "2026-11-20", in the browser's time zone, in English and
 * Chinese alike (the ISO order the tables, the statistics and the booking calendar already show, and the
 * spec's format; the locale's own short forms differ by language and are ambiguous across locales, 11/05 vs
 * 05/11). Every date a person reads goes through this or formatDateTime. Empty for none.
 */
export function formatDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  // Plain Date fields, not dayjs: this module is in @console/shared's main entry, which the sign-in page loads.
  return date ? `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` : '';
}

/**
 * A point in time as every table, drawer and export of the console shows it: "2026-11-20 09:30:00" in the
 * browser's time zone: formatDate's day and the time. Empty for none.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  if (!date) return '';
  return `${formatDate(iso)} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** A cell of a CSV line: quoted when it holds a separator, quote or line break; formula triggers neutralised. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte-order mark and CRLF line ends, so Excel opens Chinese headers correctly. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text or a blob as a file through a temporary link. */
export function downloadFile(
  content: Blob | string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
