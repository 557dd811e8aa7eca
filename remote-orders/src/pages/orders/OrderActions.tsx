import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { REASON_MAX } from '@console/api-contract/values';
import { Access, formatMoney } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { ReasonDialog } from '@console/shared/list';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ordersApi, type Order } from '../../api';

export type PendingAction = { kind: 'confirm' | 'cancel'; order: Order } | null;

/** One action of the dialogs: the request, what the row shows meanwhile, and what is said once it is done. */
interface Action {
  order: Order;
  action: () => Promise<Order>;
  optimistic: Partial<Order>;
  success: string;
}

export const canConfirm = (order: Order) => order.status === 'Paied';
export const canCancel = (order: Order) => order.status === 'Waiting' || order.status === 'Paied';

/**
 * Payment Confirm and Cancel buttons of one order, each shown only to a user with its perm (the server checks
 * again) and only in the states the action applies to.
 */
export function OrderActionButtons({
  order,
  onAction,
  size = 'small',
}: {
  order: Order;
  onAction: (action: NonNullable<PendingAction>) => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('orders');
  return (
    <Space size={4} wrap>
      {canConfirm(order) && (
        <Access perm="order:confirm">
          <Button
            size={size}
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={() => onAction({ kind: 'confirm', order })}
            data-testid={`confirm-${order.orderNo}`}
          >
            {t('orders.confirm')}
          </Button>
        </Access>
      )}
      {canCancel(order) && (
        <Access perm="order:cancel">
          <Button
            size={size}
            danger
            icon={<StopOutlined />}
            onClick={() => onAction({ kind: 'cancel', order })}
            data-testid={`cancel-${order.orderNo}`}
          >
            {t('orders.cancel')}
          </Button>
        </Access>
      )}
    </Space>
  );
}

/**
 * The confirmation dialogs (the kit's ReasonDialog; Cancel asks a reason). The row shows the action's outcome at
 * once (`onMutate`: optimistic, settled with the server's answer, rolled back on failure).
 * When the server refuses because the order moved meanwhile (409) or vanished (404), the client has already
 * shown the server's message; the order is re-read so the row shows its real state.
 */
export function OrderActionDialog({
  pending,
  onClose,
  onMutate,
  onDone,
}: {
  pending: PendingAction;
  onClose: () => void;
  onMutate: (request: () => Promise<Order>, optimistic: Order) => Promise<Order>;
  onDone: (order: Order) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { message } = App.useApp();
  const order = pending?.order;

  const act = useApiMutation(
    ({ order, action, optimistic }: Action) => onMutate(action, { ...order, ...optimistic }),
    {
      onSuccess: (_saved, { success }) => {
        void message.success(success);
        onClose();
      },
      reread: {
        read: ({ order }) => ordersApi.detail(order.id).then(({ events: _events, ...current }) => current),
        show: (current) => {
          onDone(current);
          void message.info(t('orders.changedElsewhere'));
        },
        then: onClose,
      },
    },
  );

  const run = (action: () => Promise<Order>, optimistic: Partial<Order>, success: string) => {
    if (order) void act.mutate({ order, action, optimistic, success });
  };

  const amount = order ? formatMoney(order.totalAmount, order.currency, i18n.resolvedLanguage) : '';
  return (
    <>
      <ReasonDialog
        open={pending?.kind === 'confirm'}
        title={t('orders.confirmTitle')}
        okText={t('orders.confirmOk')}
        cancelText={t('orders.back')}
        pending={act.isPending}
        onConfirm={() =>
          order &&
          run(
            () => ordersApi.confirm(order.id),
            { status: 'Received', receivedAt: new Date().toISOString() },
            t('orders.confirmed', { orderNo: order.orderNo }),
          )
        }
        onClose={onClose}
        testId="confirm-dialog"
        body={
          order && (
            <Typography.Paragraph>
              {t('orders.confirmBody', { orderNo: order.orderNo, consumer: order.consumer, amount })}
            </Typography.Paragraph>
          )
        }
      />
      <ReasonDialog
        open={pending?.kind === 'cancel'}
        title={order ? t('orders.cancelTitle', { orderNo: order.orderNo }) : ''}
        okText={t('orders.cancelOk')}
        danger
        cancelText={t('orders.keep')}
        pending={act.isPending}
        onConfirm={(reason = '') =>
          order &&
          run(
            () => ordersApi.cancel(order.id, reason),
            { status: 'Canceled', canceledAt: new Date().toISOString(), cancelReason: reason },
            t('orders.canceled', { orderNo: order.orderNo }),
          )
        }
        onClose={onClose}
        testId="cancel-dialog"
        body={<Typography.Paragraph type="secondary">{t('orders.cancelBody')}</Typography.Paragraph>}
        reason={{
          label: t('orders.cancelReason'),
          placeholder: t('orders.cancelReasonPlaceholder'),
          required: t('orders.cancelReasonRequired'),
          maxLength: REASON_MAX,
        }}
      />
    </>
  );
}
