import { exponentOf, minorToDecimal } from '../../platform/money.js';
import type { Instant, OrderRow } from './service.js';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would run
 * as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined, text = true): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const iso = (date: Instant | null): string =>
  date === null ? '' : typeof date === 'string' ? date : date.toISOString();

/** The export's columns: a header and how each row fills it. Amounts are decimals in the row's currency. */
const ORDER_CSV_COLUMNS: readonly (readonly [string, (row: Omit<OrderRow, 'items'>) => string])[] = [
  ['orderNo', (row) => csvCell(row.orderNo)],
  ['status', (row) => csvCell(row.status)],
  ['consumer', (row) => csvCell(row.consumer)],
  ['consumerCode', (row) => csvCell(row.consumerCode)],
  ['consumerEmail', (row) => csvCell(row.consumerEmail)],
  ['consumerMobile', (row) => csvCell(row.consumerMobile)],
  ['address', (row) => csvCell(row.address)],
  ['currency', (row) => csvCell(row.currency)],
  ['totalAmount', (row) => csvCell(minorToDecimal(row.totalAmount, exponentOf(row.currency)), false)],
  ['itemCount', (row) => csvCell(row.itemCount, false)],
  ['createdAt', (row) => iso(row.createdAt)],
  ['payTime', (row) => iso(row.payTime)],
  ['receivedAt', (row) => iso(row.receivedAt)],
  ['canceledAt', (row) => iso(row.canceledAt)],
  ['cancelReason', (row) => csvCell(row.cancelReason)],
];

export const csvHeader = (): string => `${ORDER_CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`;

export const csvLine = (row: Omit<OrderRow, 'items'>): string =>
  `${ORDER_CSV_COLUMNS.map(([, cell]) => cell(row)).join(',')}\r\n`;
