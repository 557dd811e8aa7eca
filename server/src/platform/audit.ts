import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { columnsOf, type Db, type Queryable } from '../db/client.js';

/**
 * The operation log (docs/team.md). Every change made through the API is written to `audit_log` inside the change's
 * own transaction, so a change that rolls back leaves no entry and an entry never describes a change that did not
 * happen. The hook is the one place writes run in a transaction, `Db.transaction`: `auditedDb(db)` wraps it, and
 * every transaction opened while a request that changes something (not GET/HEAD/OPTIONS) is being answered writes
 * its entries just before it commits. A service describes its change with `recordChange(...)` (the object, its
 * before and after); a transaction of a write request that described nothing gets one entry named after its route,
 * so no write goes unrecorded. A service that found nothing to change (a repeated confirm) says so with
 * `recordNothing()`.
 */

/** One field that changed: its value before and after (absent on a creation or a deletion). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  customerId: number;
  at: Date;
  userId: number | null;
  actor: string;
  ip: string;
  area: string;
  action: string;
  objectType: string;
  objectId: string;
  changes: FieldChange[];
}

/** What a service says about its change; who, when and from where come from the request. */
export interface Change {
  area?: string;
  action: string;
  objectType?: string;
  objectId?: string | number;
  /** The object before the change (null: it was created). */
  before?: Record<string, unknown> | null;
  /** The object after the change (null: it was deleted). */
  after?: Record<string, unknown> | null;
  /** The shop, when the request has no session (a sign-in). */
  customerId?: number;
  /** The person, when the request has no session (a sign-in). */
  userId?: number | null;
  actor?: string;
}

interface RequestScope {
  request: FastifyRequest;
  /** The route's own entry has been written (once per request). */
  named?: boolean;
  /** The session's user's email, read once per request when an entry needs it. */
  actor?: Promise<string>;
}

interface TransactionScope {
  changes: Change[];
  nothing: boolean;
}

const requests = new AsyncLocalStorage<RequestScope>();
const transactions = new AsyncLocalStorage<TransactionScope>();

/**
 * Fields never copied into the log, whatever the object: secrets and their hashes. A code sent to a person is named
 * for what it proves (`resetCode`, `mobileCode`); a bare `code` is an object's identifier (a SKU category's) and is
 * shown.
 */
const SECRET_FIELD = /password|secret|token|hash|captcha|\wcode$|signature/i;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Only the fields whose value changed, secrets left out (their change is still listed, without values). */
export function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    const was = normalise(before?.[field]);
    const is = normalise(after?.[field]);
    if (before && after && stableJson(was) === stableJson(is)) continue;
    if (SECRET_FIELD.test(field)) {
      changes.push({ field });
      continue;
    }
    const change: FieldChange = { field };
    if (before && was !== undefined) change.before = was;
    if (after && is !== undefined) change.after = is;
    changes.push(change);
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** JSON with object keys sorted: the form hashed (jsonb does not keep key order). */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/** The chain's link: SHA-256 of the previous entry's hash and this entry's content. */
export function entryHash(prevHash: string, entry: AuditEntry): string {
  return createHash('sha256')
    .update(
      stableJson([
        prevHash,
        entry.customerId,
        entry.at.toISOString(),
        entry.userId,
        entry.actor,
        entry.ip,
        entry.area,
        entry.action,
        entry.objectType,
        entry.objectId,
        entry.changes,
      ]),
    )
    .digest('hex');
}

/** Serialises appends to one shop's chain (with the shop's id as the second key). */
export const CHAIN_LOCK_KEY = 7_218_035;

/**
 * Appends entries to their shops' chains, inside the caller's transaction: per shop, one lock, one read of the
 * chain's end and one insert of all its entries (an import of 5,000 rows writes 5,000 entries; one statement each
 * took most of its time). The insert keeps the entries' order, so ids follow the chain.
 */
export async function appendEntries(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  const shops = new Map<number, AuditEntry[]>();
  for (const entry of entries) {
    const own = shops.get(entry.customerId);
    if (own) own.push(entry);
    else shops.set(entry.customerId, [entry]);
  }
  // Shops locked in one order, so two transactions writing to the same two shops cannot wait for each other.
  for (const [customerId, chain] of [...shops].sort(([a], [b]) => a - b)) {
    await tx.query('select pg_advisory_xact_lock($1, $2::int)', [CHAIN_LOCK_KEY, customerId]);
    const last = await tx.one<{ hash: string }>(
      'select hash from audit_log where customer_id = $1 order by id desc limit 1',
      [customerId],
    );
    const anchor = last
      ? null
      : await tx.one<{ anchorHash: string }>(
          'select anchor_hash as "anchorHash" from audit_settings where customer_id = $1',
          [customerId],
        );
    let prevHash = last?.hash ?? anchor?.anchorHash ?? '';
    const rows = chain.map((entry) => {
      const hash = entryHash(prevHash, entry);
      const row = {
        at: entry.at,
        userId: entry.userId,
        actor: entry.actor.slice(0, 254),
        ip: entry.ip.slice(0, 64),
        area: entry.area,
        action: entry.action,
        objectType: entry.objectType,
        objectId: entry.objectId,
        changes: JSON.stringify(entry.changes),
        prevHash,
        hash,
      };
      prevHash = hash;
      return row;
    });
    await tx.query(
      `insert into audit_log (customer_id, at, user_id, actor, ip, area, action, object_type, object_id, changes, prev_hash, hash)
       select $1, at, user_id, actor, ip, area, action, object_type, object_id, changes::jsonb, prev_hash, hash
         from unnest($2::timestamptz[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::text[])
              with ordinality as u (at, user_id, actor, ip, area, action, object_type, object_id, changes, prev_hash,
                                    hash, position)
        order by position`,
      [
        customerId,
        ...columnsOf(rows, [
          'at',
          'userId',
          'actor',
          'ip',
          'area',
          'action',
          'objectType',
          'objectId',
          'changes',
          'prevHash',
          'hash',
        ]),
      ],
    );
  }
}

/** Describes the change the current transaction makes (one call per object changed). */
export function recordChange(change: Change): void {
  transactions.getStore()?.changes.push(change);
}

/** The current transaction changed nothing (a repeated action): no entry named after the route. */
export function recordNothing(): void {
  const scope = transactions.getStore();
  if (scope) scope.nothing = true;
}

/** `order:confirm` -> `order`; a route without a perm is named by its path's first word after the version. */
function routeArea(request: FastifyRequest): string {
  const perm = request.routeOptions.config.perm;
  if (perm) return perm.split(':')[0]!;
  const words = (request.routeOptions.url ?? '')
    .split('/')
    .filter((word) => word && !/^(api|open|user|v\d+)$/.test(word));
  return words[0] ?? 'api';
}

/** A route's own entry: `POST /user/v1/sku/category/:id` -> `sku.category.update`. */
function routeAction(request: FastifyRequest): string {
  const verb =
    { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }[request.method] ?? request.method;
  const words = (request.routeOptions.url ?? '')
    .split('/')
    .filter((word) => word && !word.startsWith(':') && !/^(api|open|user|v\d+)$/.test(word));
  const last = words.at(-1);
  const named = last && !['list', 'add', 'update', 'edit', 'delete', 'remove'].includes(last);
  return [...words, ...(named ? [] : [verb])].join('.').slice(0, 80);
}

async function toEntries(
  tx: Queryable,
  scope: RequestScope,
  changes: readonly Change[],
  at: Date,
): Promise<AuditEntry[]> {
  const { request } = scope;
  const session = request.session;
  const entries: AuditEntry[] = [];
  for (const change of changes) {
    const customerId = change.customerId ?? session?.customerId;
    if (customerId === undefined) continue;
    const userId = change.userId !== undefined ? change.userId : (session?.userId ?? null);
    let actor = change.actor;
    if (actor === undefined && userId !== null) {
      if (session && userId === session.userId) {
        scope.actor ??= tx
          .one<{ email: string }>('select email from users where id = $1 and customer_id = $2', [
            userId,
            customerId,
          ])
          .then((row) => row?.email ?? '');
        actor = await scope.actor;
      } else {
        actor =
          (
            await tx.one<{ email: string }>('select email from users where id = $1 and customer_id = $2', [
              userId,
              customerId,
            ])
          )?.email ?? '';
      }
    }
    const params = request.params as Record<string, unknown> | undefined;
    entries.push({
      customerId,
      at,
      userId,
      actor: actor ?? '',
      ip: request.ip,
      area: change.area ?? routeArea(request),
      action: change.action,
      objectType: change.objectType ?? '',
      objectId: String(change.objectId ?? params?.id ?? ''),
      changes: diff(change.before, change.after),
    });
  }
  return entries;
}

/**
 * The database as the routes see it: the same, except that a transaction opened for a request that changes
 * something writes that change's entries before it commits.
 */
export function auditedDb(db: Db, now: () => Date): Db {
  const writeScope = () => {
    const scope = requests.getStore();
    return scope && !READ_METHODS.has(scope.request.method) ? scope : null;
  };
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const scope = writeScope();
    if (!scope) return db.transaction(fn);
    return db.transaction((tx) =>
      transactions.run({ changes: [], nothing: false }, async () => {
        const result = await fn(tx);
        const own = transactions.getStore()!;
        // The route's own entry once per request: a route that runs several transactions is one change.
        const changes =
          own.changes.length > 0 || own.nothing
            ? own.changes
            : scope.named
              ? []
              : [{ action: routeAction(scope.request) } satisfies Change];
        const entries = await toEntries(tx, scope, changes, now());
        if (entries.length === 0) return result;
        scope.named = true;
        await appendEntries(tx, entries);
        return result;
      }),
    );
  };
  /**
   * A write statement a write request runs on its own (not in a transaction): it runs in a transaction of its own
   * with the route's entry, so single-statement writes (a setting, a status) are recorded as surely as the others.
   * A statement that returns no row when it is asked to (`returning`) changed nothing and is not recorded.
   */
  const statement =
    <R>(run: (handle: Queryable) => Promise<R>, changed: (result: R) => boolean) =>
    (sql: Parameters<Queryable['query']>[0]): Promise<R> => {
      const text = typeof sql === 'string' ? sql : sql.text;
      if (!writeScope() || transactions.getStore() || !WRITE_STATEMENT.test(text)) return run(db);
      return transaction(async (tx) => {
        const result = await run(tx);
        if (/\breturning\b/i.test(text) && !changed(result)) recordNothing();
        return result;
      });
    };
  return {
    driver: db.driver,
    query: <T>(sql: Parameters<Queryable['query']>[0], params?: Parameters<Queryable['query']>[1]) =>
      statement(
        (handle) => handle.query<T>(sql, params),
        (rows) => rows.length > 0,
      )(sql),
    one: <T>(sql: Parameters<Queryable['one']>[0], params?: Parameters<Queryable['one']>[1]) =>
      statement(
        (handle) => handle.one<T>(sql, params),
        (row) => row !== null,
      )(sql),
    exec: db.exec.bind(db),
    close: db.close.bind(db),
    transaction,
  };
}

/** A statement that changes rows (possibly after a `with`). */
const WRITE_STATEMENT = /^\s*(insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;

/**
 * Records changes in a transaction of their own, for the request being answered: what happens without a write of
 * the route's own (a failed sign-in).
 */
export async function recordStandalone(db: Db, changes: readonly Change[], now: Date): Promise<void> {
  const scope = requests.getStore();
  if (!scope) return;
  await db.transaction(async (tx) => appendEntries(tx, await toEntries(tx, scope, changes, now)));
}

/** Every request is answered inside its scope, so the transactions it opens know who asked and from where. */
export function installAuditScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.run({ request }, done);
  });
}

/** A place where a shop's chain does not hold. */
export interface ChainBreak {
  customerId: number;
  id: number;
  reason: 'content changed' | 'previous entry missing or changed';
}

/**
 * Walks every shop's chain (or one shop's) in order: each entry's hash must be that of its content and the entry
 * before it (the first one's, the shop's anchor: '' or the last entry retention removed). An entry edited in the
 * database fails the first test; one removed, inserted or reordered fails the second.
 */
export async function verifyChains(
  db: Queryable,
  customerId?: number,
): Promise<{ entries: number; breaks: ChainBreak[] }> {
  const shops = await db.query<{ customerId: number; anchorHash: string }>(
    `select c.id as "customerId", coalesce(s.anchor_hash, '') as "anchorHash"
       from customers c left join audit_settings s on s.customer_id = c.id
      where $1::bigint is null or c.id = $1 order by c.id`,
    [customerId ?? null],
  );
  const breaks: ChainBreak[] = [];
  let entries = 0;
  const PAGE = 1000;
  for (const shop of shops) {
    let expected = shop.anchorHash;
    let after = 0;
    for (;;) {
      const rows = await db.query<AuditEntry & { id: number; prevHash: string; hash: string }>(
        `select id, customer_id as "customerId", at, user_id as "userId", actor, ip, area, action,
                object_type as "objectType", object_id as "objectId", changes, prev_hash as "prevHash", hash
           from audit_log where customer_id = $1 and id > $2 order by id limit ${PAGE}`,
        [shop.customerId, after],
      );
      for (const row of rows) {
        entries += 1;
        if (row.prevHash !== expected)
          breaks.push({
            customerId: shop.customerId,
            id: row.id,
            reason: 'previous entry missing or changed',
          });
        if (entryHash(row.prevHash, row) !== row.hash)
          breaks.push({ customerId: shop.customerId, id: row.id, reason: 'content changed' });
        expected = row.hash;
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.id;
    }
  }
  return { entries, breaks };
}
