import { DownloadOutlined } from '@ant-design/icons';
import { Access } from '@console/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Table,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi, type Order, type OrderFilters, type OrderQuery, type OrderSortField } from '../../api';
import { ItemsTable } from '../../components/ItemsTable';
import { Money } from '../../components/Money';
import { StatusTag } from '../../components/StatusTag';
import { TableSettings } from '../../components/TableSettings';
import { formatDateTime } from '../../lib/format';
import { nextTableQuery } from '../../lib/tableQuery';
import { useRemoteList } from '../../lib/useRemoteList';
import { useTablePrefs, type TablePrefs } from '../../lib/tablePrefs';
import { useUrlQuery } from '../../lib/useUrlQuery';
import { OrderActionButtons, OrderActionDialog, type PendingAction } from './OrderActions';
import { OrderDrawer } from './OrderDrawer';
import { OrderFiltersForm } from './OrderFiltersForm';
import { DEFAULT_ORDER_QUERY, PAGE_SIZES, parseOrderQuery, serializeOrderQuery } from './query';

const DEFAULT_PREFS: TablePrefs = { hidden: [], density: 'middle' };
const loadOrders = (query: OrderQuery, signal: AbortSignal) => ordersApi.list(query, { signal });

const filtersOf = ({ status, orderNo, consumer, payTimeFrom, payTimeTo }: OrderQuery): OrderFilters => ({
  status,
  orderNo,
  consumer,
  payTimeFrom,
  payTimeTo,
});
const hasFilters = (filters: OrderFilters) => Object.values(filters).some((value) => value !== undefined);

/** Saves a blob as a file through a temporary link. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Order Management (/odrs/orders): filter, page, sort, expand, detail, Payment Confirm, Cancel, CSV export. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [query, setQuery] = useUrlQuery(parseOrderQuery, serializeOrderQuery);
  const { state, reload, updateRow } = useRemoteList(loadOrders, query);
  const { prefs, update } = useTablePrefs('orderTable', DEFAULT_PREFS);
  const [pending, setPending] = useState<PendingAction>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const page = state.page;
  const filters = filtersOf(query);
  const detail = page?.list.find((order) => order.id === detailId) ?? null;

  const sortOrderOf = (field: OrderSortField) => (query.sortField === field ? query.sortOrder : null);

  // Pinned first and last columns help on wide screens; on a phone they would leave no room to scroll.
  const wide = Grid.useBreakpoint().md === true;
  const columns = useMemo<TableColumnsType<Order>>(
    () => [
      {
        key: 'orderNo',
        title: t('orders.orderNo'),
        dataIndex: 'orderNo',
        sorter: true,
        sortOrder: sortOrderOf('orderNo'),
        fixed: wide ? 'left' : undefined,
        render: (orderNo: string, order) => (
          <Button
            color="primary"
            variant="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setDetailId(order.id)}
            aria-label={t('orders.detailsOf', { orderNo })}
          >
            {orderNo}
          </Button>
        ),
      },
      { key: 'consumer', title: t('orders.consumer'), dataIndex: 'consumer' },
      {
        key: 'status',
        title: t('orders.status'),
        dataIndex: 'status',
        render: (_, order) => <StatusTag status={order.status} />,
      },
      {
        key: 'totalAmount',
        title: t('orders.totalAmount'),
        align: 'right',
        sorter: true,
        sortOrder: sortOrderOf('totalAmount'),
        render: (_, order) => <Money minor={order.totalAmount} currency={order.currency} />,
      },
      {
        key: 'payTime',
        title: t('orders.payTime'),
        sorter: true,
        sortOrder: sortOrderOf('payTime'),
        render: (_, order) => formatDateTime(order.payTime),
      },
      {
        key: 'receivedAt',
        title: t('orders.receivedAt'),
        render: (_, order) => <span data-testid="confirm-time">{formatDateTime(order.receivedAt)}</span>,
      },
      { key: 'consumerEmail', title: t('orders.consumerEmail'), dataIndex: 'consumerEmail' },
      { key: 'consumerMobile', title: t('orders.consumerMobile'), dataIndex: 'consumerMobile' },
      { key: 'address', title: t('orders.address'), dataIndex: 'address', ellipsis: true, width: 220 },
      {
        key: 'createdAt',
        title: t('orders.createdAt'),
        sorter: true,
        sortOrder: sortOrderOf('createdAt'),
        render: (_, order) => formatDateTime(order.createdAt),
      },
      {
        key: 'actions',
        title: t('orders.actions'),
        fixed: wide ? 'right' : undefined,
        render: (_, order) => <OrderActionButtons order={order} onAction={setPending} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, query.sortField, query.sortOrder, wide],
  );
  const choosable = columns
    .filter((column) => column.key !== 'orderNo' && column.key !== 'actions')
    .map((column) => ({ key: String(column.key), title: String(column.title) }));
  const shownColumns = columns.filter((column) => !prefs.hidden.includes(String(column.key)));

  const onTableChange: TableProps<Order>['onChange'] = (pagination, _filters, sorter, extra) =>
    setQuery((previous) => nextTableQuery(previous, DEFAULT_ORDER_QUERY, pagination, sorter, extra));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await ordersApi.exportCsv(filters);
      const rows = Math.max(0, (await blob.text()).split('\r\n').filter(Boolean).length - 1);
      download(blob, `orders-${dayjs().format('YYYYMMDD-HHmmss')}.csv`);
      message.success(t('orders.exported', { count: rows }));
    } catch {
      // The client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const filtered = hasFilters(filters);
  return (
    <Flex vertical gap={16} data-testid="orders-page" data-remote="orders">
      <Card size="small">
        <OrderFiltersForm
          filters={filters}
          onSearch={(next) => {
            setQuery((previous) => ({ ...previous, ...clearMissing(next), pageNum: 1 }));
            // Searching again with the same filters reads the list again.
            reload();
          }}
        />
      </Card>
      <Card
        size="small"
        data-testid="orders-list"
        aria-busy={state.status === 'loading'}
        title={
          <Flex align="center" gap={8} wrap>
            <span>{t('orders.title')}</span>
            {page && (
              <Typography.Text type="secondary" data-testid="orders-total">
                {t('common.total', { count: page.total })}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          <Flex align="center" gap={8} wrap>
            <Access perm="order:export">
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
                {exporting ? t('orders.exporting') : t('orders.export')}
              </Button>
            </Access>
            <TableSettings
              columns={choosable}
              prefs={prefs}
              onChange={update}
              onReload={reload}
              loading={state.status === 'loading'}
            />
          </Flex>
        }
      >
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('common.loadError', { message: state.message })}
            action={<Button onClick={reload}>{t('common.retry')}</Button>}
            data-testid="orders-error"
          />
        )}
        <Table<Order>
          rowKey="id"
          data-testid="orders-table"
          size={prefs.density}
          columns={shownColumns}
          dataSource={page?.list ?? []}
          loading={state.status === 'loading'}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          expandable={{
            expandedRowRender: (order) => (
              <ItemsTable items={order.items} caption={t('orders.itemsOf', { orderNo: order.orderNo })} />
            ),
            rowExpandable: (order) => order.items.length > 0,
          }}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => t('common.range', { from, to, total }),
          }}
          locale={{
            emptyText:
              state.status === 'loading' ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={filtered ? t('orders.empty') : t('orders.emptyAll')}
                >
                  {filtered && (
                    <Button
                      onClick={() =>
                        setQuery((previous) => ({ ...previous, ...clearMissing({}), pageNum: 1 }))
                      }
                    >
                      {t('common.reset')}
                    </Button>
                  )}
                </Empty>
              ),
          }}
        />
      </Card>
      <OrderDrawer order={detail} onClose={() => setDetailId(null)} onAction={setPending} />
      <OrderActionDialog pending={pending} onClose={() => setPending(null)} onDone={updateRow} />
    </Flex>
  );
}

/** Every filter not in `next` is cleared (the form sends only what is set). */
function clearMissing(next: OrderFilters): OrderFilters {
  return {
    status: next.status,
    orderNo: next.orderNo,
    consumer: next.consumer,
    payTimeFrom: next.payTimeFrom,
    payTimeTo: next.payTimeTo,
  };
}
