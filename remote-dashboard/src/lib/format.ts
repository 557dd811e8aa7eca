import { numberFormat } from '@console/shared';

/** Money and numbers in the reader's language; amounts arrive as integer minor units. */

const intlLocale = (language: string | undefined) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** 123456 minor units with 2 digits -> "1234.56", on digits (never through floating point). */
export function minorToDecimal(minor: number, digits: number): string {
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** "$1,234.56" (en), "US$1,234.56" (zh); falls back to "1234.56 USD". */
export function formatMoney(minor: number, currency: string, exponent: number, language?: string): string {
  const decimal = minorToDecimal(minor, exponent);
  try {
    return numberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    }).format(decimal as `${number}`);
  } catch {
    return `${decimal} ${currency}`;
  }
}

export const formatNumber = (value: number, language?: string): string =>
  numberFormat(intlLocale(language)).format(value);

/** Today's date (YYYY-MM-DD) on the server's calendar: UTC. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

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

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
