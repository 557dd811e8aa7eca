import { formatDateTime } from '@console/shared';
import { DetailDrawer } from '@console/shared/list';
import { Descriptions, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { bookingQueries, type Booking, type BookingDetail, type BookingEvent } from '../../api';
import { BookingStatusTag, STATUS_COLORS } from '../../components/StatusTag';
import { BookingActionButtons, type PendingAction } from './BookingActions';

function EventLine({ event }: { event: BookingEvent }) {
  const { t } = useTranslation('booking');
  return (
    <div>
      <Typography.Text strong>
        {event.fromStatus
          ? t('drawer.movedTo', { from: t(`status.${event.fromStatus}`), to: t(`status.${event.toStatus}`) })
          : t('drawer.made')}
      </Typography.Text>{' '}
      {event.actorKind === 'user' && (
        <Typography.Text type="secondary">
          {t('drawer.byUser', { name: event.actorName ?? '?' })}
        </Typography.Text>
      )}
      <br />
      <Typography.Text type="secondary">{formatDateTime(event.createdAt)}</Typography.Text>
      {event.reason && (
        <>
          <br />
          <Typography.Text>{t('drawer.reasonIs', { reason: event.reason })}</Typography.Text>
        </>
      )}
    </div>
  );
}

/**
 * A booking's detail and history (the kit's DetailDrawer). `booking` is the row, shown at once; the detail is read
 * from the server, again after the row's status changes (the status is part of the query's key).
 */
export function BookingDrawer({
  booking,
  onClose,
  onAction,
}: {
  booking: Booking | null;
  onClose: () => void;
  onAction: (pending: NonNullable<PendingAction>) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <DetailDrawer<BookingDetail>
      open={booking !== null}
      onClose={onClose}
      width={640}
      title={booking ? t('list.detailsOf', { no: booking.bookingNo }) : ''}
      extra={booking && <BookingActionButtons booking={booking} onAction={onAction} size="middle" />}
      testId="booking-drawer"
      query={booking ? bookingQueries.detail(booking) : null}
      loaded={{
        title: t('drawer.history'),
        error: t('drawer.loadError'),
        render: (detail) => (
          <Timeline
            data-testid="booking-history"
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
        const shown: Booking | null = detail ?? booking;
        return (
          shown && (
            <Descriptions
              title={t('drawer.summary')}
              size="small"
              bordered
              column={1}
              items={[
                { key: 'no', label: t('list.bookingNo'), children: shown.bookingNo },
                {
                  key: 'status',
                  label: t('list.status'),
                  children: <BookingStatusTag status={shown.status} />,
                },
                { key: 'project', label: t('list.project'), children: shown.projectTitle },
                {
                  key: 'slot',
                  label: t('list.slot'),
                  children: t('list.slotValue', {
                    date: shown.slotDate,
                    time: shown.slotStart,
                    minutes: shown.slotMinutes,
                  }),
                },
                { key: 'name', label: t('list.name'), children: shown.name },
                { key: 'email', label: t('list.email'), children: shown.email },
                { key: 'mobile', label: t('list.mobile'), children: shown.mobile },
                { key: 'people', label: t('list.people'), children: shown.people },
                { key: 'note', label: t('list.note'), children: shown.note },
                { key: 'language', label: t('drawer.language'), children: shown.language },
                ...(shown.reason
                  ? [{ key: 'reason', label: t('drawer.reason'), children: shown.reason }]
                  : []),
                { key: 'created', label: t('list.createdAt'), children: formatDateTime(shown.createdAt) },
                { key: 'updated', label: t('drawer.updatedAt'), children: formatDateTime(shown.updatedAt) },
              ]}
            />
          )
        );
      }}
    </DetailDrawer>
  );
}
