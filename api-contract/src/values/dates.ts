/** A calendar day as the API writes it: `2026-11-25` (the shop's local day, no time, no zone). */
export const CALENDAR_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysIn = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;

/**
 * Whether `text` is a day that exists: `2026-02-28` is, `2026-02-30` and `2026-13-01` are not. The same rule as the
 * JSON Schema `date` format the API validates its date fields with (RFC 3339 full-date), for code that checks a
 * date outside a schema (the public booking form, the browser's filters).
 */
export function isCalendarDate(text: string): boolean {
  if (!new RegExp(CALENDAR_DATE_PATTERN).test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}
