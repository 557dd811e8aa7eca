import type { Queryable } from '../db/client.js';
import { tooManyRequests } from './errors.js';

/**
 * At most `max` events per window of `windowSeconds`, per subject (an IP, an email, ...). A fixed window (the
 * default) restarts at each multiple of its length, so up to twice `max` can pass around a window's edge; a
 * `sliding` one counts the last `windowSeconds` before every attempt, so no span of that length ever holds more
 * than `max` (it keeps each allowed attempt's time: meant for small limits such as bookings, not for 300 a minute).
 */
export interface LimitRule {
  name: string;
  max: number;
  windowSeconds: number;
  sliding?: boolean;
}

/** One counted attempt (see RateLimiter.attempt). */
export interface Attempt {
  allowed: boolean;
  /** The count in this window, this attempt included. */
  hits: number;
  retryAfterSeconds: number;
  refund(): Promise<void>;
}

interface Window {
  bucket: string;
  start: Date;
  end: Date;
}

/**
 * Rate-limit counts kept in the database, so every API instance sees the same counts: fixed-window counters in
 * `rate_limits`, sliding windows' recent hits in `rate_limit_logs`.
 * Use with the database itself, never inside a transaction (see Db).
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  private window(rule: LimitRule, subject: string): Window {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(this.now().getTime() / size) * size;
    return {
      bucket: `${rule.name}:${subject.toLowerCase()}`,
      start: new Date(start),
      end: new Date(start + size),
    };
  }

  private secondsLeft(window: Window): number {
    return (window.end.getTime() - this.now().getTime()) / 1000;
  }

  private async increment(window: Window): Promise<number> {
    const row = await this.db.one<{ hits: number }>(
      `insert into rate_limits (bucket, window_start, expires_at, hits) values ($1, $2, $3, 1)
       on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
       returning hits`,
      [window.bucket, window.start, window.end],
    );
    return row?.hits ?? 0;
  }

  /** Counts one event; false when it goes over the limit. */
  async take(rule: LimitRule, subject: string): Promise<boolean> {
    if (rule.sliding) return (await this.slide(rule, subject)).allowed;
    return (await this.increment(this.window(rule, subject))) <= rule.max;
  }

  /** Counts one event; throws 429 when it goes over the limit. */
  async hit(rule: LimitRule, subject: string): Promise<void> {
    if (rule.sliding) {
      const attempt = await this.slide(rule, subject);
      if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
      return;
    }
    const window = this.window(rule, subject);
    if ((await this.increment(window)) > rule.max) throw tooManyRequests(this.secondsLeft(window));
  }

  /**
   * Counts one attempt before it is judged, atomically (one upsert: the same on PGlite and PostgreSQL and across
   * API instances): of any number of parallel attempts at most `max` get `allowed`. `refund()` takes the attempt
   * back out of the same window (a successful sign-in is not held against the next one).
   */
  async attempt(rule: LimitRule, subject: string): Promise<Attempt> {
    if (rule.sliding) return this.slide(rule, subject);
    const window = this.window(rule, subject);
    const hits = await this.increment(window);
    return {
      allowed: hits <= rule.max,
      hits,
      retryAfterSeconds: this.secondsLeft(window),
      refund: async () => {
        await this.db.query(
          'update rate_limits set hits = greatest(hits - 1, 0) where bucket = $1 and window_start = $2',
          [window.bucket, window.start],
        );
      },
    };
  }

  /**
   * A sliding-window attempt: one upsert on the bucket's row keeps the times of the allowed attempts of the last
   * window and adds this one only while fewer than `max` are left in it. The upsert holds the row's lock and
   * re-reads it after a concurrent writer commits, so parallel attempts are judged one after the other (PGlite,
   * PostgreSQL, any number of API instances). A refused attempt is not kept: it does not push the limit further.
   */
  private async slide(rule: LimitRule, subject: string): Promise<Attempt> {
    const now = this.now();
    const size = rule.windowSeconds * 1000;
    const since = new Date(now.getTime() - size);
    const bucket = `${rule.name}:${subject.toLowerCase()}`;
    const row = await this.db.one<{ hits: number }>(
      `insert into rate_limit_logs (bucket, hits, expires_at) values ($1, array[$2::timestamptz], $4)
       on conflict (bucket) do update
         set hits = array(select h from unnest(rate_limit_logs.hits) h where h > $3 order by h) || $2::timestamptz,
             expires_at = $4
         where (select count(*) from unnest(rate_limit_logs.hits) h where h > $3) < $5
       returning cardinality(hits) as hits`,
      [bucket, now, since, new Date(now.getTime() + size), rule.max],
    );
    if (row) {
      return {
        allowed: true,
        hits: row.hits,
        retryAfterSeconds: 0,
        refund: async () => {
          // Takes out this attempt's time (one occurrence of it).
          await this.db.query(
            `update rate_limit_logs
                set hits = hits[1:array_position(hits, $2::timestamptz) - 1] || hits[array_position(hits, $2::timestamptz) + 1:]
              where bucket = $1 and $2::timestamptz = any(hits)`,
            [bucket, now],
          );
        },
      };
    }
    // Refused: free again when the oldest attempt of the window leaves it.
    const oldest = await this.db.one<{ at: Date | null }>(
      `select min(h) as at from rate_limit_logs, unnest(hits) h where bucket = $1 and h > $2`,
      [bucket, since],
    );
    const at = oldest?.at ? new Date(oldest.at).getTime() : now.getTime();
    return {
      allowed: false,
      hits: rule.max + 1,
      retryAfterSeconds: Math.max(1, (at + size - now.getTime()) / 1000),
      refund: async () => undefined,
    };
  }
}
