import { Access } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { ReasonDialog } from '@console/shared/list';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  actionsFor,
  bookingApi,
  bookingQueries,
  REASON_ACTIONS,
  REASON_MAX,
  targetOf,
  type Booking,
  type BookingAction,
} from '../../api';

export type PendingAction = { action: BookingAction; booking: Booking } | null;

/** The actions that apply to a booking's status, each behind `booking:edit` (the server checks again). */
export function BookingActionButtons({
  booking,
  onAction,
  size = 'small',
}: {
  booking: Booking;
  onAction: (pending: NonNullable<PendingAction>) => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('booking');
  const actions = actionsFor(booking.status);
  if (actions.length === 0) return null;
  return (
    <Access perm="booking:edit">
      <Space size={4} wrap>
        {actions.map((action) => (
          <Button
            key={action}
            size={size}
            type={action === 'confirm' || action === 'complete' ? 'primary' : 'default'}
            danger={REASON_ACTIONS.includes(action)}
            onClick={() => onAction({ action, booking })}
            data-testid={`${action}-${booking.bookingNo}`}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </Space>
    </Access>
  );
}

/**
 * One dialog for every action (the kit's ReasonDialog): it says what will happen, asks for a reason where the
 * visitor is told one, and shows the outcome in the row at once (optimistic, settled with the server's answer,
 * rolled back on failure). A 409 or 404 (changed or gone meanwhile) re-reads the booking so the row shows its real
 * state.
 */
export function BookingActionDialog({
  pending,
  onClose,
  onMutate,
  onDone,
}: {
  pending: PendingAction;
  onClose: () => void;
  onMutate: (request: () => Promise<Booking>, optimistic: Booking) => Promise<Booking>;
  onDone: (booking: Booking) => void;
}) {
  const { t } = useTranslation('booking');
  const { message } = App.useApp();
  const booking = pending?.booking;
  const action = pending?.action;
  const needsReason = action ? REASON_ACTIONS.includes(action) : false;

  const act = useApiMutation(
    ({ booking, action, reason }: { booking: Booking; action: BookingAction; reason: string | undefined }) =>
      onMutate(() => bookingApi.act(booking.id, action, reason), {
        ...booking,
        status: targetOf(action),
        ...(reason ? { reason } : {}),
      }),
    {
      // The menu's badge reads this same query: it follows at once.
      invalidate: [bookingQueries.pending().queryKey],
      onSuccess: (saved) => {
        void message.success(t('dialog.done', { no: saved.bookingNo, status: t(`status.${saved.status}`) }));
        onClose();
      },
      reread: {
        read: ({ booking }) =>
          bookingApi.detail(booking.id).then(({ events: _events, ...current }) => current),
        show: (current) => {
          onDone(current);
          void message.info(t('dialog.changedElsewhere'));
        },
        then: onClose,
      },
    },
  );

  const confirm = (reason: string | undefined) => {
    if (booking && action) void act.mutate({ booking, action, reason });
  };

  const actionLabel = action ? t(`action.${action}`) : '';
  return (
    <ReasonDialog
      open={pending !== null}
      title={booking ? t('dialog.title', { action: actionLabel, no: booking.bookingNo }) : ''}
      okText={t('dialog.ok', { action: actionLabel })}
      danger={needsReason}
      cancelText={t('dialog.back')}
      onConfirm={confirm}
      pending={act.isPending}
      onClose={onClose}
      testId="booking-action-dialog"
      body={
        booking && (
          <Typography.Paragraph>
            {t(booking.status === 'held' ? 'dialog.bodyHeld' : 'dialog.body', {
              name: booking.name,
              people: booking.people,
              count: booking.people, // picks "1 person" or "N people"
              date: booking.slotDate,
              time: booking.slotStart,
              project: booking.projectTitle,
            })}
          </Typography.Paragraph>
        )
      }
      reason={
        needsReason
          ? {
              label: t(booking?.status === 'held' ? 'dialog.reasonHeld' : 'dialog.reason'),
              placeholder: t('dialog.reasonPlaceholder'),
              required: t('dialog.reasonRequired'),
              maxLength: REASON_MAX,
            }
          : undefined
      }
    />
  );
}
