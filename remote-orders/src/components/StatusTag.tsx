import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api';

/** antd preset colours: readable on light and dark backgrounds alike. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  Waiting: 'gold',
  Paied: 'blue',
  Received: 'green',
  Canceled: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
