/**
 * The client's reading of a mobile number, the same as the server's: spaces, dots, dashes and brackets are ignored,
 * a leading 00 counts as +, and what is left must be + and 7 to 15 digits (E.164).
 */
export function normalizeMobile(raw: string): string | null {
  let value = raw.trim().replace(/[\s().-]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  return /^\+[1-9]\d{6,14}$/.test(value) ? value : null;
}
