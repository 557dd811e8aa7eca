/**
 * Money is an integer count of minor units (cents, yen, fils) plus an ISO 4217 currency. Conversions to and from
 * decimal text are done on digits, never through floating point.
 */
import { CURRENCY_EXPONENTS } from '@console/api-contract';

/** Minor-unit digits of the currencies the database knows (the contract lists them; the `currencies` table too). */
export { CURRENCY_EXPONENTS };

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
