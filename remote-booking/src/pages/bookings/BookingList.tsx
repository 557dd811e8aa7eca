import { formatDateTime } from '@console/shared';
import { ListPage, selectFilter, textFilter, timeColumn, useOpenRow } from '@console/shared/list';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, bookingApi, bookingQueries, type Booking } from '../../api';
import { BookingStatusTag } from '../../components/StatusTag';
import { BookingActionButtons, BookingActionDialog, type PendingAction } from './BookingActions';
import { BookingDrawer } from './BookingDrawer';
import { dayRangeFilter, projectFilter } from './filters';
import { BOOKINGS_LIST } from './prefetch';

/** The bookings list: filters (status, days, project, search), paging, sorting, drawer, actions, CSV export. */
export function BookingList({ projects }: { projects: readonly { id: number; title: string }[] }) {
  const { t } = useTranslation('booking');
  const [pending, setPending] = useState<PendingAction>(null);
  // The open detail is in the address: Back closes it, a reload opens it again.
  const [detailId, openDetail, closeDetail] = useOpenRow();
  return (
    <ListPage<Booking>
      name="bookings"
      title={t('list.title')}
      query={bookingQueries.list}
      sort={BOOKINGS_LIST.sort}
      filters={[
        selectFilter({
          name: 'status',
          label: t('list.status'),
          multiple: true,
          placeholder: t('list.statusPlaceholder'),
          options: BOOKING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        }),
        dayRangeFilter({ label: t('list.dateRange'), placeholder: [t('list.dateFrom'), t('list.dateTo')] }),
        projectFilter({ label: t('list.project'), placeholder: t('list.projectPlaceholder'), projects }),
        textFilter({
          name: 'search',
          label: t('list.search'),
          placeholder: t('list.searchPlaceholder'),
          maxLength: 100,
          span: { xs: 24, sm: 12, lg: 5 },
        }),
      ]}
      columns={[
        {
          key: 'bookingNo',
          title: t('list.bookingNo'),
          dataIndex: 'bookingNo',
          pinned: 'left',
          render: (no: string, booking) => (
            <Button
              color="primary"
              variant="link"
              size="small"
              style={{ paddingInline: 0 }}
              onClick={() => openDetail(booking.id)}
              aria-label={t('list.detailsOf', { no })}
            >
              {no}
            </Button>
          ),
        },
        {
          key: 'status',
          title: t('list.status'),
          render: (_, booking) => (
            <>
              <BookingStatusTag status={booking.status} />
              {booking.status === 'held' && booking.holdExpiresAt && (
                <Typography.Text type="secondary" data-testid={`held-until-${booking.bookingNo}`}>
                  {t('list.heldUntil', { time: formatDateTime(booking.holdExpiresAt) })}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'slot',
          title: t('list.slot'),
          sortable: true,
          render: (_, booking) => `${booking.slotDate} ${booking.slotStart}`,
        },
        { key: 'projectTitle', title: t('list.project'), dataIndex: 'projectTitle' },
        { key: 'name', title: t('list.name'), dataIndex: 'name' },
        { key: 'people', title: t('list.people'), dataIndex: 'people', align: 'right' },
        { key: 'email', title: t('list.email'), dataIndex: 'email' },
        { key: 'mobile', title: t('list.mobile'), dataIndex: 'mobile' },
        { key: 'note', title: t('list.note'), dataIndex: 'note', ellipsis: true, width: 200 },
        timeColumn('createdAt', t('list.createdAt'), { sortable: true }),
      ]}
      rowActions={{
        title: t('list.actions'),
        perms: ['booking:edit'],
        render: (booking) => <BookingActionButtons booking={booking} onAction={setPending} />,
      }}
      export={{
        perm: 'booking:view',
        fileName: 'bookings',
        fetch: (filters) => bookingApi.exportCsv(filters),
        done: (count) => t('list.exported', { count }),
      }}
      empty={{ filtered: t('list.empty'), all: t('list.emptyAll') }}
      extras={(list) => (
        <>
          <BookingDrawer
            booking={list.rows.find((booking) => booking.id === detailId) ?? null}
            onClose={closeDetail}
            onAction={setPending}
          />
          <BookingActionDialog
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
