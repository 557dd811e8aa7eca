import { invalidateQueries, useApiQuery } from '@console/shared/data';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingQueries } from '../../api';

/**
 * How often an open bookings page asks whether bookings arrived. Polling, not server-sent events: one indexed count
 * every few seconds per open page is cheap, works through every proxy, and rides on the API client's session header
 * (an EventSource cannot send it). SWR stops polling while the browser tab is hidden and while the page's console
 * tab is (its effects are paused).
 */
export const PULSE_MS = 5_000;

/**
 * The pending count, polled; when a newer booking than the first one seen arrives, the lists and the calendar are
 * read again and a notice says so.
 */
export function useNewBookings(): number | undefined {
  const { t } = useTranslation('booking');
  const { notification } = App.useApp();
  const pulse = useApiQuery(bookingQueries.pending(), { refreshInterval: PULSE_MS });
  const seen = useRef<number | null>(null);
  const latestId = pulse.data?.latestId;
  useEffect(() => {
    if (latestId === undefined) return;
    if (seen.current === null || latestId <= seen.current) {
      seen.current = Math.max(seen.current ?? 0, latestId);
      return;
    }
    seen.current = latestId;
    void invalidateQueries(bookingQueries.lists);
    void invalidateQueries(bookingQueries.calendars);
    notification.info({
      key: 'booking-new',
      title: t('list.newArrived'),
      description: t('list.newArrivedText'),
      placement: 'bottomRight',
      role: 'status',
      props: { 'data-testid': 'booking-new-notice' } as Record<string, string>,
    });
  }, [latestId, notification, t]);
  return pulse.data?.pending;
}
