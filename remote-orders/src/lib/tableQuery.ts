import type { TablePaginationConfig } from 'antd';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import type { SortOrder } from '../api';

interface Paged<F extends string> {
  pageNum: number;
  pageSize: number;
  sortField: F;
  sortOrder: SortOrder;
}

/**
 * The next server-side query after a table change: a new sort starts again at page 1 (clearing the sort returns
 * to the default one); a new page size starts at page 1; otherwise the chosen page.
 */
export function nextTableQuery<Q extends Paged<F>, F extends string, T>(
  previous: Q,
  defaults: Paged<F>,
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  extra: TableCurrentDataSource<T>,
): Q {
  if (extra.action === 'sort') {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? (single.columnKey as F | undefined) : undefined;
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
