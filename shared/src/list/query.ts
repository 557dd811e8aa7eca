import type { TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@console/shared';

export type SortOrder = 'ascend' | 'descend';
/** Applied filter values as the address and the API carry them: text, empty values absent. */
export type FilterValues = Record<string, string | undefined>;

/** What a list page asks the server for: its filters, one page, one sort. */
export interface ListQuery {
  filters: FilterValues;
  pageNum: number;
  pageSize: number;
  sortField: string;
  sortOrder: SortOrder;
}

/** How a page's query is read from and written to the address. */
export interface QueryShape {
  /** Each filter key with the check of its text from the address (undefined: not a valid value, dropped). */
  filters: readonly { key: string; parse: (text: string) => string | undefined }[];
  sortFields: readonly string[];
  defaults: Omit<ListQuery, 'filters' | 'pageNum'>;
  pageSizes: readonly number[];
}

/** The query of the API: filters, page and sort as one flat parameter object. */
export const toParams = ({ filters, ...paging }: ListQuery) => ({ ...filters, ...paging });

const positive = (text: string | null, fallback: number, max: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

/** The list query from the address: anything invalid falls back to the default. */
export function parseQuery(shape: QueryShape, params: URLSearchParams): ListQuery {
  const filters: FilterValues = {};
  for (const { key, parse } of shape.filters) {
    const text = params.get(key)?.trim();
    const value = text ? parse(text) : undefined;
    if (value !== undefined) filters[key] = value;
  }
  const sortField = params.get('sortField');
  const sortOrder = params.get('sortOrder');
  const pageSize = positive(params.get('pageSize'), shape.defaults.pageSize, 100);
  return {
    filters,
    pageNum: positive(params.get('pageNum'), 1, 10_000),
    pageSize: shape.pageSizes.includes(pageSize) ? pageSize : shape.defaults.pageSize,
    sortField: sortField && shape.sortFields.includes(sortField) ? sortField : shape.defaults.sortField,
    // Absent or invalid: the page's own default (a list sorted oldest first by default stays so).
    sortOrder: sortOrder === 'ascend' || sortOrder === 'descend' ? sortOrder : shape.defaults.sortOrder,
  };
}

/** What goes into the address: the filters in declaration order, then what differs from the defaults. */
export function serializeQuery(shape: QueryShape, query: ListQuery): Record<string, string | undefined> {
  const { defaults } = shape;
  return {
    ...Object.fromEntries(shape.filters.map(({ key }) => [key, query.filters[key]])),
    pageNum: query.pageNum !== 1 ? String(query.pageNum) : undefined,
    pageSize: query.pageSize !== defaults.pageSize ? String(query.pageSize) : undefined,
    sortField: query.sortField !== defaults.sortField ? query.sortField : undefined,
    sortOrder: query.sortOrder !== defaults.sortOrder ? query.sortOrder : undefined,
  };
}

/**
 * `current` with the page's own keys replaced by `params` (empty values removed). Keys the page does not own (the
 * host's `title`, for one) are kept as they are.
 */
export function mergeSearch(current: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(current);
  for (const [key, value] of Object.entries(params)) {
    search.delete(key);
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A page's query (filters, page, sort) kept in the address: read once when the page mounts (a shared or reloaded
 * link shows the same list) and written back, replacing the entry, whenever it changes. Only values that differ
 * from the defaults are written, so a plain visit keeps a plain address.
 */
export function useUrlQuery(shape: QueryShape) {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ListQuery>(() =>
    parseQuery(shape, new URLSearchParams(location.search)),
  );
  const wanted = serializeQuery(shape, query);
  const current = new URLSearchParams(location.search);
  // Rewritten only when one of the page's own values differs (not for a mere difference in encoding).
  const differs = Object.entries(wanted).some(
    ([key, value]) => (current.get(key) ?? undefined) !== (value || undefined),
  );
  const search = differs ? mergeSearch(location.search, wanted) : location.search;
  useEffect(() => {
    if (search !== location.search) navigate({ pathname: location.pathname, search }, { replace: true });
    // Written when the query changes; the address following other navigation is not read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return [query, setQuery] as const;
}

/** The address key of the row whose detail is open (`?open=12`). */
export const OPEN_ROW_KEY = 'open';
const OPENED_HERE = 'consoleOpenedRow';

/**
 * Which row's detail drawer is open, kept in the address beside the list's query: Back closes the drawer (and does
 * not leave the page), a reload or a shared link opens it again while the row is on the list's page. Opening adds
 * a history entry; closing goes back over it when this page added it, else drops the key in place.
 */
export function useOpenRow(): readonly [number | null, (id: number) => void, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const text = new URLSearchParams(location.search).get(OPEN_ROW_KEY);
  const id = text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
  const open = (row: number) =>
    navigate(
      { pathname: location.pathname, search: mergeSearch(location.search, { [OPEN_ROW_KEY]: String(row) }) },
      { state: { [OPENED_HERE]: true } },
    );
  const close = () => {
    const state = location.state as Record<string, unknown> | null;
    if (state?.[OPENED_HERE] === true) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: mergeSearch(location.search, { [OPEN_ROW_KEY]: undefined }) },
        { replace: true },
      );
  };
  return [id, open, close] as const;
}

/**
 * The next server-side query after a table change: a new sort starts again at page 1 (clearing the sort returns
 * to the default one); a new page size starts at page 1; otherwise the chosen page.
 */
export function nextTableQuery<T>(
  previous: ListQuery,
  defaults: QueryShape['defaults'],
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  extra: TableCurrentDataSource<T>,
): ListQuery {
  if (extra.action === 'sort') {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? (single.columnKey as string | undefined) : undefined;
    return {
      ...previous,
      pageNum: 1,
      sortField: field ?? defaults.sortField,
      sortOrder: field && single?.order ? single.order : defaults.sortOrder,
    };
  }
  const pageSize = pagination.pageSize ?? previous.pageSize;
  return { ...previous, pageSize, pageNum: pageSize !== previous.pageSize ? 1 : (pagination.current ?? 1) };
}
