import { formatDateTime } from '@console/shared';
import {
  dateRangeFilter,
  ListPage,
  Money,
  selectFilter,
  textFilter,
  timeColumn,
  useOpenRow,
} from '@console/shared/list';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, ordersApi, ordersQueries, type Order } from '../../api';
import { itemsExpandable } from '../../components/ItemsTable';
import { OrderStatusTag } from '../../components/StatusTag';
import { OrderActionButtons, OrderActionDialog, type PendingAction } from './OrderActions';
import { OrderDrawer } from './OrderDrawer';

/** Order Management (/odrs/orders): filter, page, sort, expand, detail, Payment Confirm, Cancel, CSV export. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const [pending, setPending] = useState<PendingAction>(null);
  // The open detail is in the address: Back closes it, a reload opens it again.
  const [detailId, openDetail, closeDetail] = useOpenRow();
  return (
    <ListPage<Order>
      name="orders"
      title={t('orders.title')}
      query={ordersQueries.list}
      sort={{ field: 'createdAt' }}
      filters={[
        selectFilter({
          name: 'status',
          label: t('orders.status'),
          multiple: true,
          placeholder: t('orders.statusPlaceholder'),
          options: ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        }),
        textFilter({
          name: 'orderNo',
          label: t('orders.orderNo'),
          placeholder: t('orders.orderNoPlaceholder'),
          maxLength: 40,
          pattern: /[A-Za-z0-9-]+/,
          patternMessage: t('orders.orderNoInvalid'),
          span: { lg: 5 },
        }),
        textFilter({
          name: 'consumer',
          label: t('orders.consumer'),
          placeholder: t('orders.consumerPlaceholder'),
          maxLength: 100,
          span: { lg: 5 },
        }),
        dateRangeFilter({
          name: 'payTime',
          from: 'payTimeFrom',
          to: 'payTimeTo',
          label: t('orders.payTimeRange'),
          placeholder: [t('orders.payTimeStart'), t('orders.payTimeEnd')],
          span: { lg: 8 },
        }),
      ]}
      columns={[
        {
          key: 'orderNo',
          title: t('orders.orderNo'),
          dataIndex: 'orderNo',
          sortable: true,
          pinned: 'left',
          render: (orderNo: string, order) => (
            <Button
              color="primary"
              variant="link"
              size="small"
              style={{ paddingInline: 0 }}
              onClick={() => openDetail(order.id)}
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
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
        {
          key: 'totalAmount',
          title: t('orders.totalAmount'),
          align: 'right',
          sortable: true,
          render: (_, order) => <Money minor={order.totalAmount} currency={order.currency} />,
        },
        timeColumn('payTime', t('orders.payTime'), { sortable: true }),
        {
          key: 'receivedAt',
          title: t('orders.receivedAt'),
          render: (_, order) => <span data-testid="confirm-time">{formatDateTime(order.receivedAt)}</span>,
        },
        { key: 'consumerEmail', title: t('orders.consumerEmail'), dataIndex: 'consumerEmail' },
        { key: 'consumerMobile', title: t('orders.consumerMobile'), dataIndex: 'consumerMobile' },
        { key: 'address', title: t('orders.address'), dataIndex: 'address', ellipsis: true, width: 220 },
        timeColumn('createdAt', t('orders.createdAt'), { sortable: true }),
      ]}
      rowActions={{
        title: t('orders.actions'),
        perms: ['order:confirm', 'order:cancel'],
        render: (order) => <OrderActionButtons order={order} onAction={setPending} />,
      }}
      export={{
        perm: 'order:export',
        fileName: 'orders',
        fetch: (filters) => ordersApi.exportCsv(filters),
        done: (count) => t('orders.exported', { count }),
      }}
      empty={{ filtered: t('orders.empty'), all: t('orders.emptyAll') }}
      tableProps={{
        expandable: itemsExpandable<Order>('order', (order) =>
          t('orders.itemsOf', { orderNo: order.orderNo }),
        ),
      }}
      extras={(list) => (
        <>
          <OrderDrawer
            order={list.rows.find((order) => order.id === detailId) ?? null}
            onClose={closeDetail}
            onAction={setPending}
          />
          <OrderActionDialog
            pending={pending}
            onClose={() => setPending(null)}
            onMutate={list.mutateRow}
            onDone={list.updateRow}
          />
        </>
      )}
    />
  );
}
