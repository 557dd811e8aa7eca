/**
 * Money is an integer count of minor units (cents, yen, fils) plus an ISO 4217 currency. Conversions to and from
 * decimal text are done on digits, never through floating point.
 */

/** Minor-unit digits of the currencies the database knows (mirrors the `currencies` table). */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  AUD: 2,
  BHD: 3,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  SGD: 2,
  TWD: 2,
  USD: 2,
};

export function exponentOf(currency: string): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent === undefined) throw new Error(`unknown currency ${currency}`);
  return exponent;
}

/** 123456 minor units of USD -> "1234.56"; of JPY -> "123456". */
export function minorToDecimal(minor: number | bigint, exponent: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** A decimal amount as typed in a filter: digits, optionally a point and up to 4 more digits. */
export const DECIMAL_PATTERN = '^[0-9]{1,13}([.][0-9]{1,4})?$';
