import { csvColumns } from '../../platform/csv.js';
import { exponentOf, minorToDecimal } from '../../platform/money.js';
import type { OrderRow } from './service.js';

/** The export's columns: the order's fields under their own names. Amounts are decimals in the row's currency. */
export const ORDER_CSV_COLUMNS = csvColumns<Omit<OrderRow, 'items'>>([
  'orderNo',
  'status',
  'consumer',
  'consumerCode',
  'consumerEmail',
  'consumerMobile',
  'address',
  'currency',
  ['totalAmount', (row) => minorToDecimal(row.totalAmount, exponentOf(row.currency))],
  'itemCount',
  'createdAt',
  'payTime',
  'receivedAt',
  'canceledAt',
  'cancelReason',
]);
