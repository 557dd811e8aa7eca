import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Params = readonly unknown[];

/** What a query needs: the database itself or an open transaction. */
export interface Queryable {
  /** All rows of a parameterised statement (`$1`, `$2`, ...). */
  query<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;
  /** The first row, or null when there is none. */
  one<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T | null>;
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
}

const INT8_OID = 20;
/** bigint ids and count(*) come back as JS numbers from both drivers (all our values are far below 2^53). */
const parseInt8 = (value: string): number => Number(value);

async function firstRow<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

function pgliteQueryable(handle: Pick<PGlite, 'query' | 'exec'>): Queryable {
  const query = async <T>(sql: string, params: Params = []): Promise<T[]> =>
    (await handle.query<T>(sql, params as unknown[])).rows;
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
  return {
    driver: 'pglite',
    ...pgliteQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteQueryable(tx))),
    close: () => pglite.close(),
  };
}

function pgQueryable(handle: pg.Pool | pg.PoolClient): Queryable {
  const query = async <T>(sql: string, params: Params = []): Promise<T[]> =>
    (await handle.query(sql, params as unknown[])).rows as T[];
  return {
    query,
    one: (sql, params) => firstRow(query(sql, params)),
    exec: async (sql) => {
      await handle.query(sql);
    },
  };
}

function openPostgres(databaseUrl: string, searchPath: string | undefined): Db {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`Invalid schema name: ${searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
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
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.searchPath);
  return openPglite(options.dataDir ?? 'memory://');
}

/** True for a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
