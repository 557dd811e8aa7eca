import type { FieldChange, LogEntry, LogFilters, LogListQuery, PageOf } from '@console/api-contract';
import { TEAM_MSG } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { csvColumns } from '../../platform/csv.js';
import { CHAIN_LOCK_KEY } from '../../platform/audit.js';
import { invalidFields } from '../../platform/errors.js';

/** Retention when a shop has not chosen one. */
export const DEFAULT_RETENTION_DAYS = 365;

const COLUMNS = `id, at, user_id as "userId", actor, ip, area, action, object_type as "objectType",
  object_id as "objectId", changes`;

/** 400 on a range that ends before it starts. */
export function checkLogFilters(filters: LogFilters): void {
  if (filters.atFrom && filters.atTo && new Date(filters.atFrom) >= new Date(filters.atTo))
    throw invalidFields({ atFrom: TEAM_MSG.atRange });
}

/** The where clause for a shop's entries matching the filters (who by part of the email, the rest exactly). */
function where(customerId: number, filters: LogFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [customerId];
  const terms = ['customer_id = $1'];
  const add = (term: (n: string) => string, value: unknown) => {
    params.push(value);
    terms.push(term(`$${params.length}`));
  };
  if (filters.actor) add((n) => `strpos(lower(actor), lower(${n})) > 0`, filters.actor);
  if (filters.area) add((n) => `area = ${n}`, filters.area);
  if (filters.action) add((n) => `action = ${n}`, filters.action);
  if (filters.objectId) add((n) => `object_id = ${n}`, filters.objectId);
  if (filters.atFrom) add((n) => `at >= ${n}::timestamptz`, new Date(filters.atFrom));
  if (filters.atTo) add((n) => `at < ${n}::timestamptz`, new Date(filters.atTo));
  return { sql: terms.join(' and '), params };
}

export async function listLog(
  db: Queryable,
  customerId: number,
  query: LogListQuery,
): Promise<PageOf<LogEntry>> {
  checkLogFilters(query);
  const { sql, params } = where(customerId, query);
  const order = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  const [list, count] = await Promise.all([
    db.query<LogEntry>(
      `select ${COLUMNS} from audit_log where ${sql} order by id ${order}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.one<{ total: number }>(`select count(*) as total from audit_log where ${sql}`, params),
  ]);
  return { list, total: count?.total ?? 0 };
}

const EXPORT_PAGE = 1000;

/** Every matching entry, newest first, read a page at a time by id (keyset) so memory stays flat. */
export async function* exportLog(db: Db, customerId: number, filters: LogFilters): AsyncGenerator<LogEntry> {
  const { sql, params } = where(customerId, filters);
  let below = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await db.query<LogEntry>(
      `select ${COLUMNS} from audit_log where ${sql} and id < $${params.length + 1}
        order by id desc limit ${EXPORT_PAGE}`,
      [...params, below],
    );
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    below = rows.at(-1)!.id;
  }
}

const describe = (changes: FieldChange[]): string =>
  changes
    .map((change) =>
      'before' in change || 'after' in change
        ? `${change.field}: ${JSON.stringify(change.before ?? null)} -> ${JSON.stringify(change.after ?? null)}`
        : `${change.field}: (changed)`,
    )
    .join('; ');

export const LOG_CSV_COLUMNS = csvColumns<LogEntry>([
  'id',
  'at',
  'actor',
  'ip',
  'area',
  'action',
  'objectType',
  'objectId',
  ['changes', (row) => describe(row.changes)],
]);

export async function logSettings(db: Queryable, customerId: number): Promise<{ retentionDays: number }> {
  const row = await db.one<{ retentionDays: number }>(
    'select retention_days as "retentionDays" from audit_settings where customer_id = $1',
    [customerId],
  );
  return { retentionDays: row?.retentionDays ?? DEFAULT_RETENTION_DAYS };
}

/**
 * Removes each shop's entries past its retention, oldest first, keeping the chain checkable: the last removed
 * entry's hash becomes the shop's anchor, which the first remaining entry must name as its previous hash.
 */
export async function pruneLog(db: Db, now: Date): Promise<void> {
  const shops = await db.query<{ customerId: number; retentionDays: number }>(
    `select c.id as "customerId", coalesce(s.retention_days, ${DEFAULT_RETENTION_DAYS}) as "retentionDays"
       from customers c left join audit_settings s on s.customer_id = c.id
      where exists (select 1 from audit_log l where l.customer_id = c.id
                     and l.at < $1::timestamptz - make_interval(days => coalesce(s.retention_days, ${DEFAULT_RETENTION_DAYS})))`,
    [now],
  );
  for (const { customerId, retentionDays } of shops) {
    const before = new Date(now.getTime() - retentionDays * 86_400_000);
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, $2::int)', [CHAIN_LOCK_KEY, customerId]);
      const last = await tx.one<{ id: number; hash: string }>(
        'select id, hash from audit_log where customer_id = $1 and at < $2 order by id desc limit 1',
        [customerId, before],
      );
      if (!last) return;
      await tx.query('delete from audit_log where customer_id = $1 and id <= $2', [customerId, last.id]);
      await tx.query(
        `insert into audit_settings (customer_id, anchor_hash) values ($1, $2)
         on conflict (customer_id) do update set anchor_hash = excluded.anchor_hash`,
        [customerId, last.hash],
      );
    });
  }
}
