import { AppstoreOutlined, DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Access, downloadFile, formatMoney, useAccess } from '@console/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Pagination,
  Segmented,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnType,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, keysOf, type ListFilter } from './filters';
import { useTablePrefs, type ListView } from './prefs';
import {
  nextTableQuery,
  toParams,
  useUrlQuery,
  type FilterValues,
  type QueryShape,
  type SortOrder,
} from './query';
import { TableSettings } from './TableSettings';
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

/** The actions of one row, and the perms of which a user needs one to see the column at all. */
export interface RowActions<T> {
  title: string;
  perms: readonly string[];
  render: (row: T) => ReactNode;
}

/** Export of every row matching the applied filters (not only the page on screen). */
export interface ListExport {
  perm: string;
  label: string;
  /** The file: a server's CSV as a Blob, or CSV text built here (`toCsv`). */
  fetch: (filters: FilterValues) => Promise<Blob | string>;
  /** File name before `-YYYYMMDD-HHmmss.csv`. */
  fileName: string;
  /** The message after a download, given the number of rows written. */
  done: (count: number) => string;
}

/** What the page's extras (drawers, dialogs) may use of the list. */
export interface ListHandle<T> {
  rows: T[];
  reload: () => void;
  /** Replaces the row with the same key in place (after an action): page, filters and scroll stay. */
  updateRow: (row: T) => void;
  /** Shows `optimistic` in place at once, then the row `request` answers; rolls back if it fails (and rejects). */
  mutateRow: (request: () => Promise<T>, optimistic: T) => Promise<T>;
}

/** A list page, declared: what it lists, how it filters, sorts and exports; the kit does the rest. */
export interface ListPageProps<T> {
  /** The area (prefs key, `data-remote`). */
  area: string;
  /** Test ids `<name>-page|list|total|table|error`. */
  name: string;
  /** The table's name in the stored preferences (`console.<area>.<table>.<user id>`). */
  table: string;
  title: string;
  /**
   * One page for the query's flat parameters (filters, pageNum, pageSize, sortField, sortOrder), through the
   * shared API client; cached by the data layer under `[area, name, params]`.
   */
  load: (params: ListParams) => Promise<Page<T>>;
  rowKey: keyof T & string;
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  filtersTestId?: string;
  sort: { field: string; order?: SortOrder };
  pageSizes?: number[];
  pageSize?: number;
  empty: { filtered: string; all: string };
  rowActions?: RowActions<T>;
  export?: ListExport;
  /** Anything else antd's Table takes: `expandable`, tree data (`childrenColumnName`), `rowSelection`, ... */
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowKey' | 'size'>;
  /** Drawers and dialogs of the page, given the list. */
  extras?: (list: ListHandle<T>) => ReactNode;
  /**
   * Offers the rows as cards too (a switch beside the table settings, remembered with them): one card per row, in a
   * grid of `minWidth`-wide columns (default 240 px). Filters, sort, paging and the states are the table's.
   */
  cards?: { render: (row: T) => ReactNode; minWidth?: number };
}

const PAGE_SIZES = [10, 20, 50, 100];

function shapeOf<T>(props: ListPageProps<T>): QueryShape {
  const pageSizes = props.pageSizes ?? PAGE_SIZES;
  return {
    filters: (props.filters ?? []).flatMap((filter) =>
      keysOf(filter).map((key) => ({
        key,
        parse: (text: string) => (filter.parse ? filter.parse(text, key) : text),
      })),
    ),
    sortFields: props.columns.filter((column) => column.sortable).map((column) => column.key),
    defaults: {
      pageSize: props.pageSize ?? 20,
      sortField: props.sort.field,
      sortOrder: props.sort.order ?? 'descend',
    },
    pageSizes,
  };
}

/**
 * The list page: the filter form, then a card with the title, the total, export and table settings, and the table
 * with its one state at a time (loading keeps the last page on screen; an error alert with Retry; empty says
 * whether nothing exists or nothing matches, with Reset). Filters, page and sort live in the address.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { area, name, table, title, columns, filters = [], rowActions, tableProps, rowKey } = props;
  const { t } = useListTexts();
  const { message } = App.useApp();
  const { hasPerm } = useAccess();
  const shape = shapeOf(props);
  const [query, setQuery] = useUrlQuery(shape);
  const { state, reload, updateRow, mutateRow } = useListQuery(
    [area, name],
    props.load,
    toParams(query),
    (a: T, b: T) => a[rowKey] === b[rowKey],
  );
  const { prefs, update } = useTablePrefs(area, table);
  const [exporting, setExporting] = useState(false);
  // Pinned first and last columns help on wide screens; on a phone they would leave no room to scroll.
  const wide = Grid.useBreakpoint().md === true;

  const page = state.page;
  const filtered = Object.values(query.filters).some((value) => value !== undefined);
  const search = (next: FilterValues) => {
    // Searching again with the same filters reads the list again; other filters are another query.
    if (query.pageNum === 1 && JSON.stringify(next) === JSON.stringify(query.filters)) reload();
    else setQuery((previous) => ({ ...previous, filters: next, pageNum: 1 }));
  };

  const withActions: ListColumn<T>[] =
    rowActions && hasPerm(rowActions.perms)
      ? [
          ...columns,
          {
            key: 'actions',
            title: rowActions.title,
            pinned: 'right',
            render: (_, row) => rowActions.render(row),
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
  const choosable = columns
    .filter((column) => !column.pinned)
    .map((column) => ({ key: column.key, title: String(column.title) }));

  const exportRows = async (spec: ListExport) => {
    setExporting(true);
    try {
      const file = await spec.fetch(query.filters);
      const text = typeof file === 'string' ? file : await file.text();
      const rows = Math.max(0, text.split('\r\n').filter(Boolean).length - 1);
      downloadFile(file, `${spec.fileName}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`);
      message.success(spec.done(rows));
    } catch {
      // The API client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const loading = state.status === 'loading';
  const emptyText =
    state.status !== 'ready' ? (
      // One state at a time: while loading the spinner speaks, after an error the alert does.
      ' '
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? props.empty.filtered : props.empty.all}
      >
        {filtered && <Button onClick={() => search({})}>{t('reset')}</Button>}
      </Empty>
    );

  const rows = page?.list ?? [];
  const pagination = {
    current: query.pageNum,
    pageSize: query.pageSize,
    total: page?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...shape.pageSizes],
    showTotal: (total: number, [from, to]: [number, number]) => t('range', { from, to, total }),
  };
  const cardsShown = Boolean(props.cards) && prefs.view === 'cards';
  return (
    <Flex vertical gap={16} data-testid={`${name}-page`} data-remote={area}>
      {filters.length > 0 && (
        <Card size="small">
          <FilterForm
            filters={filters}
            applied={query.filters}
            onSearch={search}
            testId={props.filtersTestId}
            label={title}
          />
        </Card>
      )}
      <Card
        size="small"
        data-testid={`${name}-list`}
        aria-busy={loading}
        title={
          <Flex align="center" gap={8} wrap>
            <span>{title}</span>
            {page && (
              <Typography.Text type="secondary" data-testid={`${name}-total`}>
                {t('total', { count: page.total })}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          <Flex align="center" gap={8} wrap>
            {props.export && (
              <Access perm={props.export.perm}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={() => void exportRows(props.export!)}
                >
                  {exporting ? t('exporting') : props.export.label}
                </Button>
              </Access>
            )}
            {props.cards && (
              <Segmented<ListView>
                aria-label={t('view')}
                value={prefs.view}
                onChange={(view) => update({ view })}
                data-testid={`${name}-view`}
                options={[
                  { value: 'table', icon: <TableOutlined />, title: t('viewTable'), label: t('viewTable') },
                  {
                    value: 'cards',
                    icon: <AppstoreOutlined />,
                    title: t('viewCards'),
                    label: t('viewCards'),
                  },
                ]}
              />
            )}
            <TableSettings
              columns={choosable}
              prefs={prefs}
              onChange={update}
              onReload={reload}
              loading={loading}
            />
          </Flex>
        }
      >
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('loadError', { message: state.message })}
            action={<Button onClick={reload}>{t('retry')}</Button>}
            data-testid={`${name}-error`}
          />
        )}
        {cardsShown ? (
          <Spin spinning={loading}>
            {rows.length === 0 ? (
              <div style={{ padding: 24 }}>{emptyText}</div>
            ) : (
              <ul
                data-testid={`${name}-cards`}
                aria-label={title}
                style={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(auto-fill, minmax(${props.cards!.minWidth ?? 240}px, 1fr))`,
                  gap: 16,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {rows.map((row) => (
                  <li key={String(row[rowKey])}>{props.cards!.render(row)}</li>
                ))}
              </ul>
            )}
            <Flex justify="flex-end" style={{ marginTop: 16 }}>
              <Pagination
                {...pagination}
                onChange={(pageNum, pageSize) =>
                  setQuery((previous) => ({
                    ...previous,
                    pageNum: pageSize === previous.pageSize ? pageNum : 1,
                    pageSize,
                  }))
                }
              />
            </Flex>
          </Spin>
        ) : (
          <Table<T>
            rowKey={rowKey}
            data-testid={`${name}-table`}
            size={prefs.density}
            scroll={{ x: 'max-content' }}
            {...tableProps}
            columns={shown}
            dataSource={rows}
            loading={loading}
            onChange={(pagination, _filters, sorter, extra) =>
              setQuery((previous) => nextTableQuery(previous, shape.defaults, pagination, sorter, extra))
            }
            pagination={pagination}
            locale={{ ...tableProps?.locale, emptyText }}
          />
        )}
      </Card>
      {props.extras?.({ rows, reload, updateRow, mutateRow })}
    </Flex>
  );
}

/** An amount in minor units with its currency, digits aligned in columns. */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(minor, currency, i18n.resolvedLanguage)}
    </span>
  );
}

/**
 * A stored status as a coloured tag (antd preset colours: readable in light and dark). `data-status` carries the
 * stored value for tests and styles; the label is translated.
 */
export function StatusTag({ status, color, label }: { status: string; color: string; label: string }) {
  return (
    <Tag color={color} data-status={status} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
