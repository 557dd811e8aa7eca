import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import {
  SESSION_CACHE_MS,
  findSessionCached,
  forgetSessions,
  type Session,
} from '../src/platform/session.js';
import { auth, describeOnTargets, expectError, signIn, USER_INFO } from './helpers.js';

const FAR = new Date(Date.now() + 3_600_000);

/** A database whose session reads are counted and answered when the test says so. */
function fakeDb(session: Session | null) {
  const reads: ((row: Session | null) => void)[] = [];
  const db = {
    one: () => new Promise((resolve) => reads.push(resolve)),
  } as unknown as Queryable;
  const answerAll = () => {
    while (reads.length) reads.shift()!(session);
  };
  return { db, reads, answerAll };
}

const session = (userId: number, expiresAt = FAR): Session => ({
  id: userId * 10,
  userId,
  customerId: 1,
  roles: [],
  perms: [],
  expiresAt,
});

describe('the short-lived session cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers repeated requests with one token from one database read', async () => {
    const { db, reads, answerAll } = fakeDb(session(101));
    const first = findSessionCached(db, 'token-101', new Date());
    answerAll();
    expect(await first).toMatchObject({ userId: 101 });
    expect(await findSessionCached(db, 'token-101', new Date())).toMatchObject({ userId: 101 });
    expect(reads).toHaveLength(0);
  });

  it('never keeps a read that began before the sessions were ended (a sign-out racing a request)', async () => {
    const { db, reads, answerAll } = fakeDb(session(102));
    const racing = findSessionCached(db, 'token-102', new Date());
    forgetSessions(102); // the sign-out commits while that read is on its way
    answerAll();
    await racing;
    const next = findSessionCached(db, 'token-102', new Date());
    expect(reads).toHaveLength(1); // read again, not served from the cache
    answerAll();
    await next;
  });

  it('forgets the sessions of the user named only', async () => {
    const { db, reads, answerAll } = fakeDb(session(103));
    const read = findSessionCached(db, 'token-103', new Date());
    answerAll();
    await read;
    forgetSessions(999);
    await findSessionCached(db, 'token-103', new Date());
    expect(reads).toHaveLength(0);
  });

  it('refuses a cached session past its expiry, and reads again after SESSION_CACHE_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiresAt = new Date(Date.now() + 60_000);
    const { db, reads, answerAll } = fakeDb(session(104, expiresAt));
    const read = findSessionCached(db, 'token-104', new Date());
    answerAll();
    await read;
    vi.advanceTimersByTime(SESSION_CACHE_MS - 1);
    await findSessionCached(db, 'token-104', new Date());
    expect(reads).toHaveLength(0);
    vi.advanceTimersByTime(2);
    const again = findSessionCached(db, 'token-104', new Date());
    expect(reads).toHaveLength(1);
    answerAll();
    await again;
    // the database's own "now" is past the expiry: the cached entry is not used even within its time
    const late = findSessionCached(db, 'token-104', new Date(expiresAt.getTime() + 1));
    expect(reads).toHaveLength(1);
    answerAll();
    await late;
  });
});

await describeOnTargets('sessions ended on %s', (env) => {
  it('a session ended straight in the database (another API process) is refused within SESSION_CACHE_MS', async () => {
    const token = await signIn(env.app, 'admin@example.com', 'admin123');
    expect((await env.app.inject({ url: USER_INFO, headers: auth(token) })).statusCode).toBe(200);
    await env.db.query('update sessions set revoked_at = now() where revoked_at is null');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_MS + 1 });
    try {
      expectError(
        await env.app.inject({ url: USER_INFO, headers: auth(token) }),
        401,
        'Token is invalid or expired',
        2000,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
