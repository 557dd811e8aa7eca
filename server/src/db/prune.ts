import type { Queryable } from './client.js';

/**
 * An uploaded image no record took within this long is deleted (an abandoned form, a replaced upload). With the
 * app's sweep every PRUNE_INTERVAL_MS, such a file is gone within the hour of its upload, and its bytes leave the
 * shop's upload quota (UPLOAD_UNATTACHED_MAX_BYTES).
 */
export const UNATTACHED_FILE_TTL_MS = 45 * 60_000;
export const PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes expired captchas, reset codes and rate-limit windows, visit keys of past days, and uploaded files no
 * record took within UNATTACHED_FILE_TTL_MS. Cheap; safe to call any time.
 */
export async function pruneExpired(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from captchas where expires_at < $1', [now]);
  await db.query('delete from reset_codes where expires_at < $1', [now]);
  await db.query('delete from rate_limits where expires_at < $1', [now]);
  await db.query('delete from rate_limit_logs where expires_at < $1', [now]);
  // Visit keys of past days: today's and yesterday's decide what is counted (a visit at 00:00:01 reads today's).
  await db.query('delete from visit_marks where day < $1::date', [
    new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10),
  ]);
  await db.query('delete from files where not attached and created_at < $1', [
    new Date(now.getTime() - UNATTACHED_FILE_TTL_MS),
  ]);
}
