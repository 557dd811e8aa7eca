import { AppstoreOutlined, DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Access, downloadFile, formatMoney, LIST_REST_CLASS } from '@console/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Pagination,
  Segmented,
  Spin,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from './filters';
import type { ListView as ViewKind } from './prefs';
import type { FilterValues } from './query';
import { TableSettings } from './TableSettings';
import { useListTexts } from './texts';
import { useListPage, type ListHandle, type ListOptions } from './useListPage';

/** Export of every row matching the applied filters (not only the page on screen). */
export interface ListExport {
  perm: string;
  /** The button's text; "Export CSV" in the kit's words unless said. */
  label?: string;
  /** The file: a server's CSV as a Blob, or CSV text built here (`toCsv`). */
  fetch: (filters: FilterValues) => Promise<Blob | string>;
  /** File name before `-YYYYMMDD-HHmmss.csv`. */
  fileName: string;
  /** The message after a download, given the number of rows written. */
  done: (count: number) => string;
}

/** How a list is shown: its title, the card's actions, export, cards, and the page's drawers and dialogs. */
export interface ListViewProps<T extends object> {
  title: string;
  /** Buttons of the page (Add, Import, bulk actions), first in the list card's header. */
  actions?: ReactNode;
  export?: ListExport;
  /** Anything else antd's Table takes: `expandable` (row details), `rowSelection`, `onRow`, ... */
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'rowKey' | 'size'>;
  /** Drawers and dialogs of the page, given the list. */
  extras?: (list: ListHandle<T>) => ReactNode;
  /**
   * Offers the rows as cards too (a switch beside the table settings, remembered with them): one card per row, in a
   * grid of `minWidth`-wide columns (default 240 px). Filters, sort, paging and the states are the table's.
   */
  cards?: { render: (row: T) => ReactNode; minWidth?: number };
}

/** A list page, declared: what it lists, how it filters, sorts and exports; the kit does the rest. */
export type ListPageProps<T extends object> = ListOptions<T> & ListViewProps<T>;

/**
 * The list page: `useListPage` (the query in the address, the data, the table's props) shown by `ListView`.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const list = useListPage(props);
  return <ListView list={list} {...props} />;
}

/**
 * A list as a page shows it: the filter form, then a card with the title, the total, the page's actions, export
 * and table settings, and the table (or cards) with its one state at a time (loading keeps the last page on screen;
 * an error alert with Retry; empty says whether nothing exists or nothing matches, with Reset).
 */
export function ListView<T extends object>(props: ListViewProps<T> & { list: ListHandle<T> }) {
  const { list, title, tableProps, cards } = props;
  const { t } = useListTexts();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const { page, rows, loading, state, prefs } = list;
  const { name } = list;

  const exportRows = async (spec: ListExport) => {
    setExporting(true);
    try {
      const file = await spec.fetch(list.query.filters);
      const text = typeof file === 'string' ? file : await file.text();
      const count = Math.max(0, text.split('\r\n').filter(Boolean).length - 1);
      downloadFile(file, `${spec.fileName}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`);
      message.success(spec.done(count));
    } catch {
      // The API client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const cardsShown = Boolean(cards) && prefs.view === 'cards';
  return (
    <Flex vertical gap={16} data-testid={`${name}-page`} data-remote={list.area}>
      {list.filterProps.filters.length > 0 && (
        <Card size="small">
          <FilterForm {...list.filterProps} />
        </Card>
      )}
      <Card
        size="small"
        data-testid={`${name}-list`}
        aria-busy={loading || list.refreshing}
        title={
          <Flex align="center" gap={8} wrap>
            <span>{title}</span>
            {page && (
              <Typography.Text type="secondary" className={LIST_REST_CLASS} data-testid={`${name}-total`}>
                {page.all !== undefined && page.all !== page.total
                  ? t('totalTree', { count: page.total, all: page.all })
                  : t('total', { count: page.total })}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          <Flex align="center" gap={8} wrap>
            {props.actions}
            {props.export && (
              <Access perm={props.export.perm}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={() => void exportRows(props.export!)}
                >
                  {exporting ? t('exporting') : (props.export.label ?? t('export'))}
                </Button>
              </Access>
            )}
            {cards && (
              <Segmented<ViewKind>
                aria-label={t('view')}
                value={prefs.view}
                onChange={(view) => list.updatePrefs({ view })}
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
              columns={list.choosable}
              prefs={prefs}
              onChange={list.updatePrefs}
              onReload={list.reload}
              loading={loading || list.refreshing}
            />
          </Flex>
        }
      >
        {state.status === 'error' && <ListError name={name} message={state.message} onRetry={list.reload} />}
        {cardsShown ? (
          <Spin spinning={loading}>
            {rows.length === 0 ? (
              <div style={{ padding: 24 }}>{list.emptyText}</div>
            ) : (
              <ul
                data-testid={`${name}-cards`}
                aria-label={title}
                style={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(auto-fill, minmax(${cards!.minWidth ?? 240}px, 1fr))`,
                  gap: 16,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {rows.map((row) => (
                  <li key={String(row[list.tableProps.rowKey])}>{cards!.render(row)}</li>
                ))}
              </ul>
            )}
            <Flex justify="flex-end" style={{ marginTop: 16 }}>
              <Pagination {...list.pagination} />
            </Flex>
          </Spin>
        ) : (
          <Table<T>
            {...list.tableProps}
            {...tableProps}
            // The tree's expander and the page's own `expandable` (row details) are one prop: the page's wins.
            expandable={tableProps?.expandable ?? list.tableProps.expandable}
            locale={{ ...tableProps?.locale, emptyText: list.emptyText }}
          />
        )}
      </Card>
      {props.extras?.(list)}
    </Flex>
  );
}

/** The list's error state: the client's message and Retry (never the empty text). */
export function ListError({
  name,
  message,
  onRetry,
}: {
  name: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useListTexts();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('loadError', { message })}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
      data-testid={`${name}-error`}
    />
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
