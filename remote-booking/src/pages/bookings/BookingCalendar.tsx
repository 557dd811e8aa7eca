import { formatNumber, useSearchParams } from '@console/shared';
import { invalidateQueries, useApiQuery } from '@console/shared/data';
import { Alert, Button, Card, Grid, Segmented, Space, Spin, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The day names in Chinese ("周一"); registered on the shared dayjs, used per date below.
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingQueries, type Booking } from '../../api';
import { BookingStatusTag } from '../../components/StatusTag';
import { BookingActionDialog, type PendingAction } from './BookingActions';
import { BookingDrawer } from './BookingDrawer';

type Mode = 'week' | 'month';

/** The days shown: a week from Monday, or the weeks (Monday first) that hold the month: at most 42 days. */
export function daysOf(mode: Mode, anchor: Dayjs): Dayjs[] {
  const monday = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');
  if (mode === 'week') return Array.from({ length: 7 }, (_, i) => monday(anchor).add(i, 'day'));
  const first = monday(anchor.startOf('month'));
  const last = anchor.endOf('month');
  const count = Math.ceil((last.diff(first, 'day') + 1) / 7) * 7;
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

/** A month's cell shows this many bookings; the server sends no more of a day then. */
const PER_CELL = 3;

/** A month's cell holds a time and a name on one line, cut short: the day's count says how many there are. */
const MONTH_ENTRY = {
  display: 'flex',
  justifyContent: 'flex-start',
  gap: 4,
  height: 'auto',
  paddingInline: 2,
} as const;

/**
 * A week's column is a seventh of the page: the time and status on a line, then the name and the project each on
 * their own line, wrapped rather than cut to a letter or two.
 */
const WEEK_ENTRY = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 2,
  height: 'auto',
  paddingBlock: 4,
  paddingInline: 4,
  textAlign: 'start',
  whiteSpace: 'normal',
  marginBlockStart: 4,
} as const;

/**
 * Bookings by slot day, a week or a month at a time; a booking opens its drawer. A day shows its first bookings (a
 * month's cell three, a week's column the server's maximum) and its count; "more" opens the list of that day.
 */
export function BookingCalendar() {
  const { t, i18n } = useTranslation('booking');
  const dayLocale = i18n.resolvedLanguage === 'zh' ? 'zh-cn' : 'en';
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [mode, setMode] = useState<Mode>('week');
  const [anchor, setAnchor] = useState(() => dayjs());
  const [openId, setOpenId] = useState<number | null>(null);
  const [, setSearch] = useSearchParams();
  const [pending, setPending] = useState<PendingAction>(null);
  const days = daysOf(mode, anchor);
  const from = days[0]!.format('YYYY-MM-DD');
  const to = days[days.length - 1]!.format('YYYY-MM-DD');
  const month = mode === 'month';
  const query = useApiQuery(bookingQueries.calendar(from, to, month ? PER_CELL : undefined), {
    keepPreviousData: true,
  });
  const byDay = new Map<string, Booking[]>();
  for (const booking of query.data?.list ?? []) {
    byDay.set(booking.slotDate, [...(byDay.get(booking.slotDate) ?? []), booking]);
  }
  const counts = new Map((query.data?.days ?? []).map((day) => [day.date, day.count]));
  const open = query.data?.list.find((booking) => booking.id === openId) ?? null;
  // The list view of one day, in slot order (its filters live in the address, as the list's own do).
  const listDay = (date: string) =>
    setSearch({ dateFrom: date, dateTo: date, sortField: 'slot', sortOrder: 'ascend' });
  const narrow = !screens.md;
  const today = dayjs().format('YYYY-MM-DD');

  const refresh = async () => {
    await invalidateQueries(bookingQueries.calendars);
    await invalidateQueries(bookingQueries.lists);
  };

  return (
    <Card
      data-testid="booking-calendar"
      title={
        <Space wrap>
          <Segmented<Mode>
            aria-label={t('calendar.mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'week', label: t('calendar.week') },
              { value: 'month', label: t('calendar.month') },
            ]}
          />
          <Button onClick={() => setAnchor(anchor.subtract(1, mode))}>
            {t(month ? 'calendar.previousMonth' : 'calendar.previousWeek')}
          </Button>
          <Button onClick={() => setAnchor(dayjs())}>{t('calendar.today')}</Button>
          <Button onClick={() => setAnchor(anchor.add(1, mode))}>
            {t(month ? 'calendar.nextMonth' : 'calendar.nextWeek')}
          </Button>
          <Typography.Text strong data-testid="calendar-range">
            {month ? anchor.format('YYYY-MM') : `${from} – ${to}`}
          </Typography.Text>
          {query.isFetching && <Spin size="small" />}
        </Space>
      }
    >
      {query.error && !query.data ? (
        <Alert
          type="error"
          showIcon
          title={t('calendar.loadError')}
          action={<Button onClick={() => void query.refetch()}>{t('calendar.retry')}</Button>}
        />
      ) : (
        <div
          role="list"
          style={{
            display: 'grid',
            gridTemplateColumns: narrow && !month ? '1fr' : 'repeat(7, minmax(0, 1fr))',
            gap: 4,
          }}
        >
          {days.map((day) => {
            const key = day.format('YYYY-MM-DD');
            const list = byDay.get(key) ?? [];
            const count = Math.max(counts.get(key) ?? 0, list.length);
            const shown = month ? list.slice(0, narrow ? 0 : PER_CELL) : list;
            const more = count - shown.length;
            // A narrow month's cell has room for the day's count only; the name starts with what is seen.
            const moreText =
              month && narrow
                ? formatNumber(count, i18n.resolvedLanguage)
                : t('calendar.more', { count: more });
            const moreButton = (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: month && narrow ? 0 : 2 }}
                onClick={() => listDay(key)}
                aria-label={t('calendar.moreLabel', { shown: moreText, date: key, count })}
                data-testid={`calendar-more-${key}`}
              >
                {moreText}
              </Button>
            );
            const outside = month && day.month() !== anchor.month();
            return (
              <div
                role="listitem"
                key={key}
                aria-label={t('calendar.dayLabel', { date: key, count })}
                data-testid={`calendar-day-${key}`}
                style={{
                  minHeight: month ? 96 : 120,
                  padding: 6,
                  borderRadius: token.borderRadius,
                  border: `1px solid ${key === today ? token.colorPrimary : token.colorBorderSecondary}`,
                  background: outside ? token.colorFillQuaternary : token.colorBgContainer,
                  minWidth: 0,
                }}
              >
                <div>
                  <Typography.Text strong type={outside ? 'secondary' : undefined}>
                    {month ? day.format('D') : day.locale(dayLocale).format('ddd MM-DD')}
                  </Typography.Text>
                </div>
                {month && narrow && count > 0 && <div>{moreButton}</div>}
                {shown.map((booking) => (
                  <Button
                    key={booking.id}
                    type="text"
                    size="small"
                    block
                    onClick={() => setOpenId(booking.id)}
                    data-testid={`calendar-booking-${booking.id}`}
                    style={month ? MONTH_ENTRY : WEEK_ENTRY}
                  >
                    {month ? (
                      <>
                        <span>{booking.slotStart}</span>
                        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                          {booking.name} ×{booking.people}
                        </span>
                      </>
                    ) : (
                      <>
                        <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
                          <span>{booking.slotStart}</span>
                          <BookingStatusTag status={booking.status} />
                        </span>
                        {/* Lines of their own: antd puts the button's children in one inline box. */}
                        <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {booking.name} ×{booking.people}
                        </span>
                        <Typography.Text
                          type="secondary"
                          style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}
                        >
                          {booking.projectTitle}
                        </Typography.Text>
                      </>
                    )}
                  </Button>
                ))}
                {more > 0 && !(month && narrow) && moreButton}
                {!month && list.length === 0 && (
                  <Typography.Text type="secondary">{t('calendar.empty')}</Typography.Text>
                )}
              </div>
            );
          })}
        </div>
      )}
      <BookingDrawer booking={open} onClose={() => setOpenId(null)} onAction={setPending} />
      <BookingActionDialog
        pending={pending}
        onClose={() => setPending(null)}
        onMutate={async (request) => {
          const saved = await request();
          await refresh();
          return saved;
        }}
        onDone={() => void refresh()}
      />
    </Card>
  );
}
