import { createHash } from 'node:crypto';
import type { Device } from '@console/api-contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's visit counter (tests flush it before reading the counts). */
    visits: VisitCounter;
  }
}

/**
 * How visits resist inflation and floods (docs/dashboard.md, "Counting visits"):
 * - once per visitor, project and UTC day, whatever the client sends: the key is the visitor cookie, the site's
 *   visitor id, or (neither) a hash of the address and the client hints; `visit_marks` holds the keys counted;
 * - at most VISITORS_PER_ADDRESS distinct visitors of one project a day from one address (a client that makes up a
 *   new id or cookie for every request counts that many times, not once per request; an office behind one address
 *   with more visitors than that is undercounted);
 * - at most PER_ADDRESS_PER_MINUTE reports a minute from one address (sliding window): the visit endpoint answers
 *   429 past it, a page view past it is served but not counted;
 * - written in batches: the views of FLUSH_MS (or FLUSH_BATCH of them) are one insert statement, so a storm of page
 *   views is a handful of statements, and repeats are dropped in memory before they reach the database.
 *
 * The address limits are kept in this process's memory: several API instances each allow that many (the
 * once-a-day rule is in the database and holds across instances and restarts).
 */
export const VISIT_RULES = {
  perAddressPerMinute: 120,
  visitorsPerAddress: 20,
  flushMs: 1_000,
  flushBatch: 500,
  /** Keys remembered in memory to drop repeats early; past this the memory is cleared (the database still dedups). */
  memoryMax: 200_000,
} as const;

export interface VisitSite {
  id: number;
  customerId: number;
}

export interface VisitReport {
  project: VisitSite;
  visitorKey: string;
  ip: string;
  device: Device;
  origin: string;
  at: Date;
}

/** What became of a reported visit: queued to be counted, already counted today, or over an address limit. */
export type VisitOutcome = 'counted' | 'repeat' | 'limited';

const MINUTE_MS = 60_000;
const RECENT_ADDRESSES_MAX = 10_000;

/** The request headers that tell two clients behind one address apart (without a cookie). */
const HINT_HEADERS = [
  'user-agent',
  'accept-language',
  'sec-ch-ua',
  'sec-ch-ua-platform',
  'sec-ch-ua-mobile',
  'sec-ch-ua-model',
] as const;

/**
 * A visitor key from the address and the client hints, for a client that sends no cookie: the same client gets the
 * same key all day (and its cookie is set to it, so a browser keeps it when its address changes). 128 bits of a
 * hash, so the address cannot be read back from the key.
 */
export function derivedVisitorKey(request: FastifyRequest): string {
  const hash = createHash('sha256').update(request.ip);
  for (const name of HINT_HEADERS) hash.update(`\n${String(request.headers[name] ?? '')}`);
  return `a-${hash.digest('base64url').slice(0, 22)}`;
}

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export class VisitCounter {
  private queue: (VisitReport & { day: string })[] = [];
  /** `${day}|${project}|${key}` already queued or counted by this process. */
  private seen = new Set<string>();
  /** `${day}|${project}|${ip}` -> distinct visitors queued from that address. */
  private perAddress = new Map<string, number>();
  private memoryDay = '';
  /** Address -> the times (ms) of its reports in the last minute. */
  private recent = new Map<string, number[]>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Within the per-address rate? Counts this report either way (a flood keeps itself out). */
  withinRate(ip: string): boolean {
    // Repeats queue nothing (so no flush tidies up): a storm from many addresses is tidied here.
    if (this.recent.size > RECENT_ADDRESSES_MAX) this.forgetQuietAddresses();
    const now = this.now().getTime();
    const times = (this.recent.get(ip) ?? []).filter((time) => time > now - MINUTE_MS);
    const allowed = times.length < VISIT_RULES.perAddressPerMinute;
    if (allowed) times.push(now);
    this.recent.set(ip, times);
    return allowed;
  }

  /** Seconds until the address may report again. */
  retryAfterSeconds(ip: string): number {
    const oldest = this.recent.get(ip)?.[0];
    return oldest === undefined ? 1 : Math.max(1, (oldest + MINUTE_MS - this.now().getTime()) / 1000);
  }

  /** Queues a visit unless this visitor was counted today for the project or its address is over its limit. */
  offer(report: VisitReport): VisitOutcome {
    const day = utcDay(report.at);
    if (day !== this.memoryDay || this.seen.size > VISIT_RULES.memoryMax) {
      this.seen.clear();
      this.perAddress.clear();
      this.memoryDay = day;
    }
    const key = `${day}|${report.project.id}|${report.visitorKey}`;
    if (this.seen.has(key)) return 'repeat';
    const addressKey = `${day}|${report.project.id}|${report.ip}`;
    const fromAddress = this.perAddress.get(addressKey) ?? 0;
    if (fromAddress >= VISIT_RULES.visitorsPerAddress) return 'limited';
    this.perAddress.set(addressKey, fromAddress + 1);
    this.seen.add(key);
    this.queue.push({ ...report, day });
    if (this.queue.length >= VISIT_RULES.flushBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), VISIT_RULES.flushMs).unref();
    return 'counted';
  }

  /** Writes what is queued (one statement); resolves when everything queued before the call is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.forgetQuietAddresses();
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.flushing;
  }

  private forgetQuietAddresses(): void {
    const since = this.now().getTime() - MINUTE_MS;
    for (const [ip, times] of this.recent) if ((times.at(-1) ?? 0) <= since) this.recent.delete(ip);
  }

  /**
   * One statement: the keys not yet in `visit_marks` for their day are added, and only their visits are inserted
   * (the roll-up trigger on `visits` runs once for the batch). A project deleted meanwhile is skipped.
   */
  private async write(batch: (VisitReport & { day: string })[]): Promise<void> {
    try {
      await this.db.query(
        `with input as (
           select * from unnest($1::bigint[], $2::bigint[], $3::date[], $4::text[], $5::text[], $6::timestamptz[],
                                $7::text[], $8::text[])
             as t (customer_id, project_id, day, visitor_key, ip, occurred_at, device, origin)
         ),
         fresh as (
           insert into visit_marks (project_id, day, visitor_key)
           select distinct i.project_id, i.day, i.visitor_key from input i
            where exists (select 1 from projects p where p.id = i.project_id and p.customer_id = i.customer_id)
           on conflict do nothing
           returning project_id, day, visitor_key
         )
         insert into visits (customer_id, project_id, occurred_at, visitor_id, ip, device, referer_origin)
         select distinct on (i.project_id, i.day, i.visitor_key)
                i.customer_id, i.project_id, i.occurred_at, i.visitor_key, i.ip, i.device, i.origin
           from input i join fresh f using (project_id, day, visitor_key)
          order by i.project_id, i.day, i.visitor_key, i.occurred_at`,
        [
          batch.map((visit) => visit.project.customerId),
          batch.map((visit) => visit.project.id),
          batch.map((visit) => visit.day),
          batch.map((visit) => visit.visitorKey),
          batch.map((visit) => visit.ip.slice(0, 64)),
          batch.map((visit) => visit.at),
          batch.map((visit) => visit.device),
          batch.map((visit) => visit.origin),
        ],
      );
    } catch (error) {
      // Counting is best effort: a failed batch is logged and dropped, never retried into a growing queue.
      this.log.error({ err: error, visits: batch.length }, 'visit batch not written');
    }
  }
}
