import type { Queryable } from '../db/client.js';
import { tooManyRequests } from './errors.js';

/** At most `max` events per fixed window of `windowSeconds`, per subject (an IP, an email, ...). */
export interface LimitRule {
  name: string;
  max: number;
  windowSeconds: number;
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
 * Fixed-window counters kept in the `rate_limits` table, so every API instance sees the same counts.
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
    return (await this.increment(this.window(rule, subject))) <= rule.max;
  }

  /** Counts one event; throws 429 when it goes over the limit. */
  async hit(rule: LimitRule, subject: string): Promise<void> {
    const window = this.window(rule, subject);
    if ((await this.increment(window)) > rule.max) throw tooManyRequests(this.secondsLeft(window));
  }

  /**
   * Counts one attempt before it is judged, atomically (one upsert: the same on PGlite and PostgreSQL and across
   * API instances): of any number of parallel attempts at most `max` get `allowed`. `refund()` takes the attempt
   * back out of the same window (a successful sign-in is not held against the next one).
   */
  async attempt(rule: LimitRule, subject: string): Promise<Attempt> {
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
}
