import type { CsvColumns } from '../../platform/csv.js';
import { exponentOf, minorToDecimal } from '../../platform/money.js';
import type { Instant, OrderRow } from './service.js';

const iso = (date: Instant | null): string | null =>
  date === null ? null : typeof date === 'string' ? date : date.toISOString();

/** The export's columns: a header and how each row fills it. Amounts are decimals in the row's currency. */
export const ORDER_CSV_COLUMNS: CsvColumns<Omit<OrderRow, 'items'>> = [
  ['orderNo', (row) => row.orderNo],
  ['status', (row) => row.status],
  ['consumer', (row) => row.consumer],
  ['consumerCode', (row) => row.consumerCode],
  ['consumerEmail', (row) => row.consumerEmail],
  ['consumerMobile', (row) => row.consumerMobile],
  ['address', (row) => row.address],
  ['currency', (row) => row.currency],
  ['totalAmount', (row) => minorToDecimal(row.totalAmount, exponentOf(row.currency))],
  ['itemCount', (row) => row.itemCount],
  ['createdAt', (row) => iso(row.createdAt)],
  ['payTime', (row) => iso(row.payTime)],
  ['receivedAt', (row) => iso(row.receivedAt)],
  ['canceledAt', (row) => iso(row.canceledAt)],
  ['cancelReason', (row) => row.cancelReason],
];
