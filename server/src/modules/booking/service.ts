import {
  BOOKING_CALENDAR_MAX_DAYS,
  BOOKING_CALENDAR_PER_DAY,
  BOOKING_MSG,
  type Booking,
  type BookingCalendar,
  type BookingEvent,
  type BookingFilters,
  type BookingListQuery,
  type BookingPending,
  type PageOf,
} from '@console/api-contract';
import type { Queryable } from '../../db/client.js';
import { invalidFields } from '../../platform/errors.js';

/** Collects positional parameters while a statement is put together. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** ISO 8601 in UTC with milliseconds (the page is built as one JSON value: JSON has no dates). */
const iso = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking row's columns (`b` the booking, `p` its project). */
export const BOOKING_COLUMNS = `b.id, b.booking_no as "bookingNo", b.project_id as "projectId", p.title as "projectTitle",
  to_char(b.slot_date, 'YYYY-MM-DD') as "slotDate",
  lpad((b.slot_start / 60)::text, 2, '0') || ':' || lpad((b.slot_start % 60)::text, 2, '0') as "slotStart",
  b.slot_minutes as "slotMinutes", b.name, b.email, b.mobile, b.people, b.note, b.language, b.status, b.reason,
  ${iso('b.hold_expires_at')} as "holdExpiresAt",
  ${iso('b.created_at')} as "createdAt", ${iso('b.updated_at')} as "updatedAt"`;

const FROM = `bookings b join projects p on p.customer_id = b.customer_id and p.id = b.project_id`;

export function checkFilters(filters: BookingFilters): void {
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    throw invalidFields({ dateFrom: BOOKING_MSG.dateRange });
}

/** Where-clause of the filters (list, export and calendar share it). Always starts with the tenant. */
function where(customerId: number, filters: BookingFilters, params: Params): string {
  const parts = [`b.customer_id = ${params.add(customerId)}`];
  if (filters.status)
    parts.push(`b.status = any(${params.add([...new Set(filters.status.split(','))])}::text[])`);
  if (filters.dateFrom) parts.push(`b.slot_date >= ${params.add(filters.dateFrom)}::date`);
  if (filters.dateTo) parts.push(`b.slot_date <= ${params.add(filters.dateTo)}::date`);
  if (filters.projectId) parts.push(`b.project_id = ${params.add(filters.projectId)}`);
  if (filters.search) parts.push(`strpos(b.search, ${params.add(filters.search.toLowerCase())}) > 0`);
  return parts.join(' and ');
}

const sortSql = (field: BookingListQuery['sortField'], order: BookingListQuery['sortOrder']): string => {
  const dir = order === 'ascend' ? 'asc' : 'desc';
  return field === 'slot'
    ? `b.slot_date ${dir}, b.slot_start ${dir}, b.id ${dir}`
    : `b.created_at ${dir}, b.id ${dir}`;
};

export async function listBookings(
  db: Queryable,
  customerId: number,
  query: BookingListQuery,
): Promise<PageOf<Booking>> {
  checkFilters(query);
  const params = new Params();
  const whereSql = where(customerId, query, params);
  const sort = sortSql(query.sortField, query.sortOrder);
  const row = await db.one<{ total: number; list: Booking[] }>(
    `select (select count(*)::int from bookings b where ${whereSql}) as total,
            coalesce(json_agg(r order by r._n), '[]'::json) as list
       from (select row_number() over (order by ${sort}) as _n, ${BOOKING_COLUMNS}
               from (select b.* from bookings b where ${whereSql} order by ${sort}
                     limit ${params.add(query.pageSize)} offset ${params.add((query.pageNum - 1) * query.pageSize)}) b
               join projects p on p.customer_id = b.customer_id and p.id = b.project_id) r`,
    params.values,
  );
  return { list: row?.list ?? [], total: row?.total ?? 0 };
}

export async function findBooking(db: Queryable, customerId: number, id: number): Promise<Booking | null> {
  return db.one<Booking>(`select ${BOOKING_COLUMNS} from ${FROM} where b.customer_id = $1 and b.id = $2`, [
    customerId,
    id,
  ]);
}

export function bookingEvents(db: Queryable, customerId: number, bookingId: number): Promise<BookingEvent[]> {
  return db.query<BookingEvent>(
    `select e.id, e.from_status as "fromStatus", e.to_status as "toStatus", e.actor_kind as "actorKind",
            nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '') as "actorName",
            e.reason, ${iso('e.created_at')} as "createdAt"
       from booking_events e
       left join users u on u.id = e.actor_user_id and u.customer_id = e.customer_id
      where e.customer_id = $1 and e.booking_id = $2
      order by e.created_at, e.id`,
    [customerId, bookingId],
  );
}

/** Every booking matching the filters, newest first, `batch` rows at a time by keyset (id). */
export async function* exportBookings(
  db: Queryable,
  customerId: number,
  filters: BookingFilters,
  batch = 1000,
): AsyncGenerator<Booking> {
  checkFilters(filters);
  let after: number | null = null;
  for (;;) {
    const params = new Params();
    const whereSql = where(customerId, filters, params);
    const keyset = after === null ? '' : ` and b.id < ${params.add(after)}`;
    const rows: Booking[] = await db.query<Booking>(
      `select ${BOOKING_COLUMNS} from ${FROM} where ${whereSql}${keyset} order by b.id desc limit ${params.add(batch)}`,
      params.values,
    );
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

const DAY_MS = 86_400_000;

/**
 * The calendar of the days between `from` and `to` (inclusive): the first `perDay` bookings of each day in slot
 * order, and every day's count. A busy shop's month is then a bounded answer whose counts are still exact.
 */
export async function calendarBookings(
  db: Queryable,
  customerId: number,
  range: { from: string; to: string; projectId?: number | undefined; perDay?: number | undefined },
): Promise<BookingCalendar> {
  const span = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  if (!(span >= 1 && span <= BOOKING_CALENDAR_MAX_DAYS))
    throw invalidFields({ to: BOOKING_MSG.calendarRange });
  const params = new Params();
  const whereSql = where(
    customerId,
    { dateFrom: range.from, dateTo: range.to, projectId: range.projectId },
    params,
  );
  const perDay = params.add(range.perDay ?? BOOKING_CALENDAR_PER_DAY);
  const row = await db.one<BookingCalendar>(
    // Numbered on the narrow columns first: only the rows sent are read whole.
    `with day as (
       select b.customer_id, b.id, b.slot_date, row_number() over (partition by b.slot_date order by b.slot_start, b.id) as _n,
              count(*) over (partition by b.slot_date) as _count
         from bookings b where ${whereSql})
     select coalesce((select json_agg(r order by r."slotDate", r."slotStart", r.id)
                        from (select ${BOOKING_COLUMNS}
                                from day d join bookings b on b.customer_id = d.customer_id and b.id = d.id
                                join projects p on p.customer_id = b.customer_id and p.id = b.project_id
                               where d._n <= ${perDay}) r), '[]'::json) as list,
            coalesce((select json_agg(json_build_object('date', to_char(d.slot_date, 'YYYY-MM-DD'), 'count', d._count)
                                      order by d.slot_date)
                        from day d where d._n = 1), '[]'::json) as days`,
    params.values,
  );
  return row ?? { list: [], days: [] };
}

/**
 * The shop's pending count (holds not confirmed by their visitor are not the shop's to decide yet, so they are not
 * counted) and the mark of the newest arrival: the newest history event into `pending`, so a hold confirmed after a
 * newer one still shows as a new booking.
 */
export async function pendingCount(db: Queryable, customerId: number): Promise<BookingPending> {
  const row = await db.one<BookingPending>(
    `select (select count(*)::int from bookings where customer_id = $1 and status = 'pending') as pending,
            coalesce((select max(id) from booking_events where customer_id = $1 and to_status = 'pending'), 0)::bigint
              as "latestId"`,
    [customerId],
  );
  return row ?? { pending: 0, latestId: 0 };
}
