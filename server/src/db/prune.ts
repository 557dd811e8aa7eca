import type { Queryable } from './client.js';

/** Deletes expired captchas, reset codes and rate-limit windows. Cheap; safe to call any time. */
export async function pruneExpired(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from captchas where expires_at < $1', [now]);
  await db.query('delete from reset_codes where expires_at < $1', [now]);
  await db.query('delete from rate_limits where expires_at < $1', [now]);
}
