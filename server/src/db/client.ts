import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';

export type Params = readonly unknown[];

/**
 * A statement PostgreSQL parses and plans once per connection and then runs by name (a named prepared statement):
 * for the hot reads, where parsing and planning the same text again was more than half of the database's time.
 * Made by `prepared(text)`. Rules: only for statements whose text comes from a bounded set of shapes (values go in
 * parameters, never in the text: every distinct text is a statement kept on every pooled connection), and only
 * after migrations (a table changed under a prepared statement fails it). PGlite has no API for them: see
 * `pglitePreparedRunner`.
 */
export interface PreparedSql {
  readonly text: string;
  readonly name: string;
}

const preparedNames = new Map<string, PreparedSql>();
/** Distinct statement texts remembered; past it, the oldest is forgotten (its name is simply computed again). */
const PREPARED_NAMES_KEPT = 1000;

/** The statement `text` as a named prepared statement; the name is a digest of the text, so equal texts share it. */
export function prepared(text: string): PreparedSql {
  let statement = preparedNames.get(text);
  if (!statement) {
    statement = { text, name: `p${createHash('sha1').update(text).digest('base64url')}` };
    if (preparedNames.size >= PREPARED_NAMES_KEPT) {
      preparedNames.delete(preparedNames.keys().next().value!);
    }
    preparedNames.set(text, statement);
  }
  return statement;
}

type Sql = string | PreparedSql;

/** What a query needs: the database itself or an open transaction. */
export interface Queryable {
  /** All rows of a parameterised statement (`$1`, `$2`, ...). */
  query<T = Record<string, unknown>>(sql: Sql, params?: Params): Promise<T[]>;
  /** The first row, or null when there is none. */
  one<T = Record<string, unknown>>(sql: Sql, params?: Params): Promise<T | null>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * One adapter over both drivers. Inside `transaction(fn)` use only the handle `fn` receives:
 * PGlite has a single connection, so touching the outer `db` there would wait for the transaction forever.
 */
export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface DbOptions {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created when missing) or `memory://`. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema to work in (`search_path`); tests use one schema per file. */
  searchPath?: string | undefined;
  /** PostgreSQL only: at most this many connections (default `defaultPoolSize()`). */
  poolSize?: number | undefined;
}

/**
 * Connections to PostgreSQL per API process: twice the machine's cores, at least 4. More backends than the
 * database's cores can run only queue on its CPUs: with the database on this 2-core machine, 4 connections served
 * the orders mix 13% faster than node-postgres' default of 10 (docs/orders.md). A deployment whose database has
 * its own, larger machine sets `DATABASE_POOL_SIZE`.
 */
export const defaultPoolSize = (): number => Math.max(4, 2 * availableParallelism());

const INT8_OID = 20;
/** bigint ids and count(*) come back as JS numbers from both drivers (all our values are far below 2^53). */
const parseInt8 = (value: string): number => Number(value);

async function firstRow<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

/**
 * Named prepared statements on PGlite, which has no API for them: its `query` sends parse, describe, bind, describe,
 * execute and sync as six calls into the WebAssembly backend and parses and plans the text every time. Here a
 * statement is parsed once per database (its parameter types remembered), then each run is bind + describe +
 * execute + sync in one call. It uses only PGlite's public protocol API (`execProtocol`, `protocol.serialize`,
 * `parse.parseResults`, `serializers`, `parsers`) plus its two query locks, which its own `query` takes in the same
 * order: the transaction lock (outside a transaction) and the query lock.
 */
function pglitePreparedRunner(pglite: PGlite) {
  const statements = new Map<string, number[]>();
  const { serialize } = protocol;
  const locks = pglite as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  };
  const send = async (...messages: Uint8Array[]) => {
    const buffer = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
    let offset = 0;
    for (const message of messages) {
      buffer.set(message, offset);
      offset += message.length;
    }
    return (await pglite.execProtocol(buffer, { syncToFs: false })).messages;
  };
  const run = async <T>(statement: PreparedSql, params: Params, inTransaction: boolean): Promise<T[]> => {
    let types = statements.get(statement.name);
    if (!types) {
      const described = await send(
        serialize.parse({ name: statement.name, text: statement.text }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      );
      types = parse.parseDescribeStatementResults(described);
      statements.set(statement.name, types);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    // As pglite.query does: a write outside a transaction reaches the data folder before the call returns.
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers)[0]!.rows as T[];
  };
  return {
    /** Outside a transaction: waits for any open transaction, as `pglite.query` does. */
    query: <T>(statement: PreparedSql, params: Params) =>
      locks._runExclusiveTransaction(() => locks._runExclusiveQuery(() => run<T>(statement, params, false))),
    /** Inside `pglite.transaction`, which already holds the transaction lock. */
    queryInTransaction: <T>(statement: PreparedSql, params: Params) =>
      locks._runExclusiveQuery(() => run<T>(statement, params, true)),
  };
}

type PglitePrepared = <T>(statement: PreparedSql, params: Params) => Promise<T[]>;

function pgliteQueryable(handle: Pick<PGlite, 'query' | 'exec'>, runPrepared: PglitePrepared): Queryable {
  const query = async <T>(sql: Sql, params: Params = []): Promise<T[]> =>
    typeof sql === 'string'
      ? (await handle.query<T>(sql, params as unknown[])).rows
      : runPrepared<T>(sql, params);
  return {
    query,
    one: (sql, params) => firstRow(query(sql, params)),
    exec: async (sql) => {
      await handle.exec(sql);
    },
  };
}

async function openPglite(dataDir: string): Promise<Db> {
  const memory = dataDir.startsWith('memory://');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
  await pglite.waitReady;
  const prepared = pglitePreparedRunner(pglite);
  return {
    driver: 'pglite',
    ...pgliteQueryable(pglite, prepared.query),
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteQueryable(tx, prepared.queryInTransaction))),
    close: () => pglite.close(),
  };
}

function pgQueryable(handle: pg.Pool | pg.PoolClient): Queryable {
  const query = async <T>(sql: Sql, params: Params = []): Promise<T[]> =>
    typeof sql === 'string'
      ? ((await handle.query(sql, params as unknown[])).rows as T[])
      : ((await handle.query({ name: sql.name, text: sql.text, values: params as unknown[] })).rows as T[]);
  return {
    query,
    one: (sql, params) => firstRow(query(sql, params)),
    exec: async (sql) => {
      await handle.query(sql);
    },
  };
}

function openPostgres(databaseUrl: string, searchPath: string | undefined, poolSize: number): Db {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Invalid schema name: ${searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return {
    driver: 'postgres',
    ...pgQueryable(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a connection string is given, else embedded PGlite. */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.searchPath, options.poolSize ?? defaultPoolSize());
  return openPglite(options.dataDir ?? 'memory://');
}

/** True for a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The rows' values one array per key, in the order of `keys`: the parameters of a one-statement insert of many
 * rows, `insert ... select from unnest($2::text[], $3::int[], ...)` (seeds, the operation log).
 */
export function columnsOf<Row, K extends keyof Row>(rows: readonly Row[], keys: readonly K[]): Row[K][][] {
  return keys.map((key) => rows.map((row) => row[key]));
}
