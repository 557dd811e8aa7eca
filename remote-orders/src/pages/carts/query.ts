import type { CartQuery, CartSortField } from '../../api';
import type { UrlParams } from '../../lib/useUrlQuery';

export const PAGE_SIZES = [10, 20, 50, 100];
const SORT_FIELDS: CartSortField[] = ['createdAt', 'consumerCode', 'sum', 'totalAmount'];
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,4})?$/;
/** The currencies the API knows (server/src/db/migrations/0002_orders.ts). */
export const CURRENCIES = [
  'AUD',
  'BHD',
  'CAD',
  'CHF',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'JPY',
  'KRW',
  'KWD',
  'SGD',
  'TWD',
  'USD',
];

export const DEFAULT_CART_QUERY: CartQuery = {
  pageNum: 1,
  pageSize: 20,
  sortField: 'createdAt',
  sortOrder: 'descend',
};

const positive = (text: string | null, fallback: number, max: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};
const amount = (text: string | null): string | undefined =>
  text && AMOUNT_PATTERN.test(text) ? text : undefined;

export function parseCartQuery(params: URLSearchParams): CartQuery {
  const sortField = params.get('sortField') as CartSortField | null;
  const pageSize = positive(params.get('pageSize'), DEFAULT_CART_QUERY.pageSize, 100);
  const code = params.get('consumerCode')?.trim();
  const currency = params.get('currency');
  return {
    consumerCode: code && /^[A-Za-z0-9-]{1,32}$/.test(code) ? code : undefined,
    minAmount: amount(params.get('minAmount')),
    maxAmount: amount(params.get('maxAmount')),
    currency: currency && CURRENCIES.includes(currency) ? currency : undefined,
    pageNum: positive(params.get('pageNum'), 1, 10_000),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_CART_QUERY.pageSize,
    sortField: sortField && SORT_FIELDS.includes(sortField) ? sortField : DEFAULT_CART_QUERY.sortField,
    sortOrder: params.get('sortOrder') === 'ascend' ? 'ascend' : 'descend',
  };
}

export function serializeCartQuery(query: CartQuery): UrlParams {
  return {
    consumerCode: query.consumerCode,
    minAmount: query.minAmount,
    maxAmount: query.maxAmount,
    currency: query.currency,
    pageNum: query.pageNum !== 1 ? String(query.pageNum) : undefined,
    pageSize: query.pageSize !== DEFAULT_CART_QUERY.pageSize ? String(query.pageSize) : undefined,
    sortField: query.sortField !== DEFAULT_CART_QUERY.sortField ? query.sortField : undefined,
    sortOrder: query.sortOrder !== DEFAULT_CART_QUERY.sortOrder ? query.sortOrder : undefined,
  };
}
