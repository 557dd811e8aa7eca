import {
  announcePageDrawn,
  formatDateTime,
  LIST_REST_CLASS,
  LIST_TABLE_CLASS,
  offerShellList,
  requestUrlOf,
  useAccess,
} from '@console/shared';
import { LIST_DEFAULTS, type QueryDefinition } from '@console/shared/data';
import { Button, Empty, Grid, type TableColumnType, type TableProps } from 'antd';
import { useEffect, useLayoutEffect, useState, type Key, type ReactNode } from 'react';
import { keysOf, type ListFilter } from './filters';
import { useTablePrefs } from './prefs';
import {
  nextTableQuery,
  toParams,
  useUrlQuery,
  type FilterValues,
  type ListQuery,
  type QueryShape,
  type SortOrder,
} from './query';
import { useListTexts } from './texts';
import { useListQuery, type ListParams, type Page } from './useListQuery';

/** A column: antd's, with a required key and the kit's few words on sorting and pinning. */
export type ListColumn<T> = TableColumnType<T> & {
  key: string;
  /** Sorted by the server under this key (the API's `sortField`). */
  sortable?: boolean;
  /** Pinned on wide screens (not on a phone, where it would leave no room to scroll); always shown. */
  pinned?: 'left' | 'right';
};

/**
 * A column of a row's date-time field (`key`), shown as `formatDateTime` shows it, in the user's time zone; with
 * `sortable`, the server sorts by the same key.
 */
export function timeColumn<T>(
  key: keyof T & string,
  title: string,
  options: Omit<ListColumn<T>, 'key' | 'title' | 'render'> = {},
): ListColumn<T> {
  return { key, title, ...options, render: (_, row) => formatDateTime(row[key] as string | null) };
}

/** The actions of one row, and the perms of which a user needs one to see the column at all. */
export interface RowActions<T> {
  title: string;
  perms: readonly string[];
  /** One row's buttons; `page` is the page on screen (e.g. to know a row's siblings). */
  render: (row: T, page: Page<T>) => ReactNode;
}

/**
 * A tree table whose branches the server sends on demand: the open rows' keys are an input of the request (sent
 * as `param`, comma-separated, while no filter is applied), so they are part of the query's key like every other
 * input, and opening a branch is a new query (the previous rows stay on screen while it loads).
 */
export interface ListTree<T> {
  /** The request parameter naming the open rows. */
  param: string;
  /** At most this many open rows are sent (the API's limit). */
  max?: number;
  /** The page's rows as the table's tree (rows with `children`); `filtered`: search results, usually flat. */
  nest: (rows: T[], filtered: boolean) => T[];
  /** The open rows, when the page holds them (to open a row after a change); otherwise the kit does. */
  expanded?: Key[];
  onExpandedChange?: (keys: Key[]) => void;
}

/** What a list reads, how it filters, sorts and pages: the input of `useListPage` and `<ListPage>`. */
export interface ListOptions<T> {
  /** Test ids `<name>-page|list|total|table|filters|error`. */
  name: string;
  /**
   * The table's name in the stored preferences (`console.<area>.<table>.<user id>`); unless said, the name
   * without a final "s", then `Table` (`orders` -> `orderTable`), as the pages named their tables.
   */
  table?: string;
  title: string;
  /**
   * The query of one page for the request's flat parameters (filters, pageNum, pageSize, sortField, sortOrder and
   * `params`): the area's query definition, e.g. `ordersQueries.list` (its key holds every parameter). The key's
   * first element is the area (`QueryKey`): the list's stored preferences and `data-remote` use it.
   */
  query: (params: ListParams) => QueryDefinition<Page<T>>;
  /** Inputs of the request that are not in the address (they join the query's parameters, hence its key). */
  params?: ListParams;
  /** The field that tells rows apart; `id` unless said. */
  rowKey?: keyof T & string;
  /** The columns; a function when they differ for search results (`filtered`: a filter is applied). */
  columns: ListColumn<T>[] | ((view: { filtered: boolean }) => ListColumn<T>[]);
  filters?: ListFilter[];
  /** The filter form's test id; `<name>-filters` unless said. */
  filtersTestId?: string;
  sort: { field: string; order?: SortOrder };
  pageSizes?: number[];
  pageSize?: number;
  empty: { filtered: string; all: string };
  rowActions?: RowActions<T>;
  tree?: ListTree<T>;
}

const PAGE_SIZES = [10, 20, 50, 100];

function shapeOf<T>(options: ListOptions<T>, columns: ListColumn<T>[]): QueryShape {
  return {
    filters: (options.filters ?? []).flatMap((filter) =>
      keysOf(filter).map((key) => ({
        key,
        parse: (text: string) => (filter.parse ? filter.parse(text, key) : text),
      })),
    ),
    sortFields: columns.filter((column) => column.sortable).map((column) => column.key),
    defaults: {
      // The same defaults as a route's first-page prefetch (`prefetchListPage`), so both ask for one key.
      pageSize: options.pageSize ?? LIST_DEFAULTS.pageSize,
      sortField: options.sort.field,
      sortOrder: options.sort.order ?? LIST_DEFAULTS.sortOrder,
    },
    pageSizes: options.pageSizes ?? PAGE_SIZES,
  };
}

/**
 * A list page's state and the props of its parts, as refine's `useTable` gives them: the query in the address
 * (filters, page, sort), the page's data on the data layer, the table's props (columns with the chosen ones
 * shown, sort, paging, states), the filter form's props, the cards' paging, preferences, and the row updates.
 * `<ListPage>` is this hook and `<ListView>`; a page that lays its list out otherwise (a tree beside a table)
 * uses the hook and antd's parts directly.
 */
export function useListPage<T extends object>(options: ListOptions<T>) {
  const { name, filters = [], rowActions, tree } = options;
  const table = options.table ?? `${name.replace(/s$/, '')}Table`;
  const rowKey = options.rowKey ?? ('id' as keyof T & string);
  const { t } = useListTexts();
  const { hasPerm } = useAccess();
  const columnsOf = (filtered: boolean) =>
    typeof options.columns === 'function' ? options.columns({ filtered }) : options.columns;
  // The address is read with every column that can sort (a sort by a search-only column stays a valid link).
  const shape = shapeOf(options, [...columnsOf(false), ...columnsOf(true)]);
  const [query, setQuery] = useUrlQuery(shape);
  const [ownExpanded, setOwnExpanded] = useState<Key[]>([]);
  const expanded = tree?.expanded ?? ownExpanded;
  const setExpanded = tree?.onExpandedChange ?? setOwnExpanded;
  const filtered = Object.values(query.filters).some((value) => value !== undefined);
  const columns = columnsOf(filtered);
  const params: ListParams = { ...toParams(query), ...options.params };
  if (tree && !filtered && expanded.length > 0)
    params[tree.param] = expanded.slice(0, tree.max ?? 200).join(',');
  const definition = options.query(params);
  const area = definition.queryKey[0];
  const data = useListQuery(definition, (a: T, b: T) => a[rowKey] === b[rowKey]);
  const { prefs, update } = useTablePrefs(area, table);
  // Pinned first and last columns help on wide screens; on a phone they would leave no room to scroll.
  const wide = Grid.useBreakpoint().md === true;
  const { state } = data;
  const page: Page<T> | null = state.page;
  const rows = page?.list ?? [];
  const marker = shellMarker(`${String(area)}-${name}`);
  useShellList(marker, state.status === 'ready' ? page : null, rowKey, state.status !== 'loading');

  const search = (next: FilterValues) => {
    // Searching again with the same filters reads the list again; other filters are another query.
    if (query.pageNum === 1 && JSON.stringify(next) === JSON.stringify(query.filters)) data.reload();
    else setQuery((previous) => ({ ...previous, filters: next, pageNum: 1 }));
  };
  const goTo = (pageNum: number, pageSize: number) =>
    setQuery((previous) => ({
      ...previous,
      pageNum: pageSize === previous.pageSize ? pageNum : 1,
      pageSize,
    }));
  /** Opens rows (after a move or a create below a closed row, so the change is seen). */
  const expand = (...keys: Key[]) => {
    const missing = keys.filter((key) => !expanded.includes(key));
    if (missing.length > 0) setExpanded([...expanded, ...missing]);
  };

  const withActions: ListColumn<T>[] =
    rowActions && hasPerm(rowActions.perms)
      ? [
          ...columns,
          {
            key: 'actions',
            title: rowActions.title,
            pinned: 'right',
            render: (_, row) => rowActions.render(row, page ?? { list: [], total: 0 }),
          },
        ]
      : columns;
  const shown = withActions
    .filter((column) => column.pinned || !prefs.hidden.includes(column.key))
    .map(({ sortable, pinned, ...column }): TableColumnType<T> => ({
      ...column,
      ...(sortable
        ? { sorter: true, sortOrder: query.sortField === column.key ? query.sortOrder : null }
        : {}),
      fixed: wide ? pinned : undefined,
    }));

  const loading = state.status === 'loading';
  const emptyText =
    state.status !== 'ready' ? (
      // One state at a time: while loading the spinner speaks, after an error the alert does.
      ' '
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? options.empty.filtered : options.empty.all}
      >
        {filtered && <Button onClick={() => search({})}>{t('reset')}</Button>}
      </Empty>
    );
  const pagination = {
    className: LIST_REST_CLASS,
    current: query.pageNum,
    pageSize: query.pageSize,
    total: page?.total ?? 0,
    showSizeChanger: shape.pageSizes.length > 1,
    pageSizeOptions: [...shape.pageSizes],
    showTotal: (total: number, [from, to]: [number, number]) => t('range', { from, to, total }),
  };

  const tableProps = {
    rowKey,
    className: `${LIST_TABLE_CLASS} ${marker}`,
    'data-testid': `${name}-table`,
    size: prefs.density,
    scroll: { x: 'max-content' },
    columns: shown,
    dataSource: tree ? tree.nest(rows, filtered) : rows,
    loading,
    onChange: (pagination, _filters, sorter, extra) =>
      setQuery((previous) => nextTableQuery(previous, shape.defaults, pagination, sorter, extra)),
    pagination,
    locale: { emptyText },
    ...(tree && !filtered
      ? {
          expandable: {
            expandedRowKeys: expanded,
            onExpand: (open: boolean, row: T) =>
              setExpanded(
                open ? [...expanded, row[rowKey] as Key] : expanded.filter((key) => key !== row[rowKey]),
              ),
          },
        }
      : {}),
  } satisfies TableProps<T> & { 'data-testid': string };

  return {
    area,
    name,
    /** The applied query (filters, page, sort) as the address holds it. */
    query: query as ListQuery,
    setQuery,
    /** The request's flat parameters (also the query key's). */
    params,
    filtered,
    search,
    goTo,
    state,
    page,
    /** The rows of the page as the server sent them (before `tree.nest`). */
    rows,
    loading,
    /** The rows on screen are being read again (they stay usable; the list's header says so). */
    refreshing: data.refreshing,
    reload: data.reload,
    updateRow: data.updateRow,
    mutateRow: data.mutateRow,
    prefs,
    updatePrefs: update,
    /** The columns the chooser offers (pinned ones always show). */
    choosable: columns
      .filter((column) => !column.pinned)
      .map((column) => ({ key: column.key, title: String(column.title) })),
    tableProps,
    filterProps: {
      filters,
      applied: query.filters,
      onSearch: search,
      testId: options.filtersTestId ?? `${name}-filters`,
      label: options.title,
    },
    /** Paging for a view other than the table (cards). */
    pagination: { ...pagination, onChange: goTo },
    emptyText,
    expanded,
    expand,
  };
}

/**
 * The class only this list's table has: from the area and the list's name, not from React's id (which depends on
 * the order things mounted, and a class is part of how the console looks to its tests).
 */
const shellMarker = (id: string) => `${LIST_TABLE_CLASS}-${id.replace(/[^\w-]/g, '')}`;

/**
 * The list's part in the painted shell (`@console/shared`'s shell-list.ts): it offers the answer on screen while
 * the page is mounted and shown (a page kept alive in a hidden tab runs no effects), and says so in the layout
 * effect of the commit that first shows an answer or an error, so the host takes its picture of the page down in
 * the frame that shows the live rows.
 */
function useShellList<T extends object>(
  marker: string,
  page: Page<T> | null,
  rowKey: string,
  settled: boolean,
) {
  useEffect(() => {
    const url = page ? requestUrlOf(page) : undefined;
    if (!page || !url) return;
    const { list, ...rest } = page;
    return offerShellList({ marker, url, rowKey, rows: list, rest });
  }, [page, rowKey, marker]);
  useLayoutEffect(() => {
    if (settled) announcePageDrawn();
  }, [settled]);
}

export type ListHandle<T extends object> = ReturnType<typeof useListPage<T>>;
