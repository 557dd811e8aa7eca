import { StatusTag } from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../api';

/** antd preset colours: readable on light and dark backgrounds alike. */
export const STATUS_COLORS: Record<BookingStatus, string> = {
  held: 'purple',
  expired: 'default',
  pending: 'gold',
  confirmed: 'blue',
  declined: 'default',
  completed: 'green',
  no_show: 'red',
  cancelled: 'default',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('booking');
  return <StatusTag status={status} color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}
