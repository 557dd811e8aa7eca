import { formatDateTime, formatNumber } from '@console/shared';
import { DetailDrawer, Money } from '@console/shared/list';
import { Descriptions, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ordersQueries, type Order, type OrderDetail, type OrderEvent } from '../../api';
import { ItemsTable } from '../../components/ItemsTable';
import { OrderStatusTag, STATUS_COLORS } from '../../components/StatusTag';
import { OrderActionButtons, type PendingAction } from './OrderActions';

function EventLine({ event }: { event: OrderEvent }) {
  const { t } = useTranslation('orders');
  const who =
    event.actorKind === 'checkout'
      ? t('orders.byCheckout')
      : event.actorKind === 'system'
        ? t('orders.bySystem')
        : t('orders.byUser', { name: event.actorName ?? event.actorEmail ?? '?' });
  const what = event.fromStatus
    ? t('orders.movedTo', { from: t(`status.${event.fromStatus}`), to: t(`status.${event.toStatus}`) })
    : t('orders.placed');
  return (
    <div>
      <Typography.Text strong>{what}</Typography.Text>{' '}
      <Typography.Text type="secondary">{who}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{formatDateTime(event.createdAt)}</Typography.Text>
      {event.reason && (
        <>
          <br />
          <Typography.Text>{t('orders.reasonIs', { reason: event.reason })}</Typography.Text>
        </>
      )}
    </div>
  );
}

/**
 * An order's detail (the kit's DetailDrawer): every field, its items and its history (who moved it and when).
 * `order` is the list row, shown at once; the detail is read from the server, and again after the row changes (its
 * status is part of the query's key, so Payment Confirm or Cancel reads the history again).
 */
export function OrderDrawer({
  order,
  onClose,
  onAction,
}: {
  order: Order | null;
  onClose: () => void;
  onAction: (action: NonNullable<PendingAction>) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <DetailDrawer<OrderDetail>
      open={order !== null}
      onClose={onClose}
      width={720}
      title={order ? t('orders.detailsOf', { orderNo: order.orderNo }) : ''}
      extra={order && <OrderActionButtons order={order} onAction={onAction} size="middle" />}
      testId="order-drawer"
      query={order ? ordersQueries.detail(order) : null}
      loaded={{
        title: t('orders.history'),
        error: t('orders.detailError'),
        render: (detail) => (
          <Timeline
            data-testid="order-history"
            items={detail.events.map((event) => ({
              key: event.id,
              color: STATUS_COLORS[event.toStatus] === 'default' ? 'gray' : STATUS_COLORS[event.toStatus],
              content: <EventLine event={event} />,
            }))}
          />
        ),
      }}
    >
      {(detail) => {
        const shown: Order | null = detail ?? order;
        return (
          shown && (
            <>
              <Descriptions
                title={t('orders.summary')}
                size="small"
                bordered
                // One field per row: a row of two label/value pairs has two header cells, which no reader ties to
                // the right value.
                column={1}
                items={[
                  { key: 'orderNo', label: t('orders.orderNo'), children: shown.orderNo },
                  {
                    key: 'status',
                    label: t('orders.status'),
                    children: <OrderStatusTag status={shown.status} />,
                  },
                  {
                    key: 'consumer',
                    label: t('orders.consumer'),
                    children: `${shown.consumer} (${shown.consumerCode})`,
                  },
                  { key: 'email', label: t('orders.consumerEmail'), children: shown.consumerEmail ?? '' },
                  { key: 'mobile', label: t('orders.consumerMobile'), children: shown.consumerMobile ?? '' },
                  { key: 'address', label: t('orders.address'), children: shown.address ?? '' },
                  {
                    key: 'total',
                    label: t('orders.totalAmount'),
                    children: <Money minor={shown.totalAmount} currency={shown.currency} />,
                  },
                  {
                    key: 'pieces',
                    label: t('orders.itemCount'),
                    children: formatNumber(shown.itemCount, i18n.resolvedLanguage),
                  },
                  { key: 'created', label: t('orders.createdAt'), children: formatDateTime(shown.createdAt) },
                  { key: 'paid', label: t('orders.payTime'), children: formatDateTime(shown.payTime) },
                  {
                    key: 'received',
                    label: t('orders.receivedAt'),
                    children: formatDateTime(shown.receivedAt),
                  },
                  ...(shown.canceledAt
                    ? [
                        {
                          key: 'canceled',
                          label: t('orders.canceledAt'),
                          children: formatDateTime(shown.canceledAt),
                        },
                        {
                          key: 'reason',
                          label: t('orders.cancelReasonLabel'),
                          children: shown.cancelReason ?? '',
                        },
                      ]
                    : []),
                ]}
              />
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('orders.items')}
              </Typography.Title>
              <ItemsTable
                owner={shown}
                of="order"
                caption={t('orders.itemsOf', { orderNo: shown.orderNo })}
              />
            </>
          )
        );
      }}
    </DetailDrawer>
  );
}
