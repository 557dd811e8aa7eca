import type { Queryable } from '../../db/client.js';

export interface SignIns {
  days: { date: string; count: number }[];
  users: number;
  activeSessions: number;
}

/**
 * Sign-ins (sessions created) per UTC day over the last `days` days up to `now`, zero-filled,
 * plus the user count and live sessions, for one customer only.
 */
export async function signIns(db: Queryable, customerId: number, days: number, now: Date): Promise<SignIns> {
  const perDay = await db.query<{ date: string; count: number }>(
    `with bounds as (select ($1::timestamptz at time zone 'UTC')::date as today),
          day as (
            select (today - offs)::date as d
              from bounds, generate_series($2::int - 1, 0, -1) as offs
          )
     select to_char(day.d, 'YYYY-MM-DD') as date, count(s.id)::int as count
       from day
       left join sessions s
         on s.customer_id = $3
        and s.created_at >= (day.d::timestamp at time zone 'UTC')
        and s.created_at < ((day.d + 1)::timestamp at time zone 'UTC')
      group by day.d
      order by day.d`,
    [now, days, customerId],
  );
  const totals = await db.one<{ users: number; activeSessions: number }>(
    `select (select count(*)::int from users where customer_id = $1) as users,
            (select count(*)::int from sessions
              where customer_id = $1 and revoked_at is null and expires_at > $2) as "activeSessions"`,
    [customerId, now],
  );
  return { days: perDay, users: totals?.users ?? 0, activeSessions: totals?.activeSessions ?? 0 };
}
