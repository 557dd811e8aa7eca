import type { Queryable } from '../db/client.js';
import { tooManyRequests } from './errors.js';

/** At most `max` events per fixed window of `windowSeconds`, per subject (an IP, an email, ...). */
export interface LimitRule {
  name: string;
  max: number;
  windowSeconds: number;
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

  /** Counts one event without judging it (a failed sign-in is judged on the next try, by check()). */
  async record(rule: LimitRule, subject: string): Promise<void> {
    await this.increment(this.window(rule, subject));
  }

  /** Throws 429 when the limit is already used up, without counting. */
  async check(rule: LimitRule, subject: string): Promise<void> {
    const window = this.window(rule, subject);
    const row = await this.db.one<{ hits: number }>(
      'select hits from rate_limits where bucket = $1 and window_start = $2',
      [window.bucket, window.start],
    );
    if ((row?.hits ?? 0) >= rule.max) throw tooManyRequests(this.secondsLeft(window));
  }
}
