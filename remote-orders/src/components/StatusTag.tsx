import { StatusTag } from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api';

/** antd preset colours: readable on light and dark backgrounds alike. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  Waiting: 'gold',
  Paied: 'blue',
  Received: 'green',
  Canceled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <StatusTag status={status} color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}
