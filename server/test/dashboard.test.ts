import { beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, expectError, signIn, SIGN_INS, targets, useTestEnv } from './helpers.js';

/**
 * The clock is set into the future (past the seeded sessions), so every sign-in in the window
 * comes from this file: D-2, D-1, D at 12:00 UTC.
 */
const D = '2031-03-10';
const at = (day: string, time: string): Date => new Date(`${day}T${time}Z`);

describe.each(await targets())('dashboard sign-ins on %s', (target) => {
  const env = useTestEnv(target);
  let admin = '';
  let other = '';

  beforeAll(async () => {
    const { app, clock } = env;
    clock.set(at('2031-03-08', '12:00:00'));
    await signIn(app, 'admin@example.com', 'admin123');
    clock.set(at('2031-03-09', '12:00:00'));
    await signIn(app, 'limited@example.com', 'limited123');
    await signIn(app, 'other@example.com', 'other123');
    await signIn(app, 'other@example.com', 'other123');
    clock.set(at('2031-03-09', '23:59:59'));
    await signIn(app, 'admin@example.com', 'admin123');
    await signIn(app, 'other@example.com', 'other123');
    clock.set(at(D, '00:00:00'));
    const revoked = await signIn(app, 'admin@example.com', 'admin123');
    await app.inject({ method: 'DELETE', url: '/api/api/v1/auth/logout', headers: auth(revoked) });
    clock.set(at(D, '12:00:00'));
    admin = await signIn(app, 'admin@example.com', 'admin123');
    other = await signIn(app, 'other@example.com', 'other123');
  });

  it("counts the signed-in customer's sign-ins per UTC day, zero-filled", async () => {
    const res = await env.app.inject({ url: `${SIGN_INS}?days=4`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'ok',
      data: {
        days: [
          { date: '2031-03-07', count: 0 },
          { date: '2031-03-08', count: 1 },
          { date: '2031-03-09', count: 2 },
          { date: D, count: 2 },
        ],
        users: 2,
        // live: only D 12:00 (D 00:00 is revoked; 03-09 23:59:59 expired at D 11:59:59)
        activeSessions: 1,
      },
    });
  });

  it("never counts another customer's sessions or users", async () => {
    const res = await env.app.inject({ url: `${SIGN_INS}?days=3`, headers: auth(other) });
    expect(res.json().data).toEqual({
      days: [
        { date: '2031-03-08', count: 0 },
        { date: '2031-03-09', count: 3 },
        { date: D, count: 1 },
      ],
      users: 1,
      activeSessions: 1,
    });
  });

  it('defaults to 7 days ending today', async () => {
    const res = await env.app.inject({ url: SIGN_INS, headers: auth(admin) });
    const days = res.json().data.days as { date: string; count: number }[];
    expect(days.map((d) => d.date)).toEqual([
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
      D,
    ]);
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(5);
  });

  it('accepts 1 to 90 days', async () => {
    const one = await env.app.inject({ url: `${SIGN_INS}?days=1`, headers: auth(admin) });
    expect(one.json().data.days).toEqual([{ date: D, count: 2 }]);
    const ninety = await env.app.inject({ url: `${SIGN_INS}?days=90`, headers: auth(admin) });
    expect(ninety.json().data.days).toHaveLength(90);
  });

  it.each(['0', '91', '-1', 'abc', '1.5', ''])('rejects days=%s', async (days) => {
    const res = await env.app.inject({ url: `${SIGN_INS}?days=${days}`, headers: auth(admin) });
    expectError(res, 400, 'days must be a whole number from 1 to 90');
    expect(res.json().data).toEqual({ fields: { days: 'days must be a whole number from 1 to 90' } });
  });

  it('needs the dashboard:view permission', async () => {
    const limited = await signIn(env.app, 'limited@example.com', 'limited123');
    expect((await env.app.inject({ url: SIGN_INS, headers: auth(limited) })).statusCode).toBe(200);
    await createUser(env.db, {
      email: 'orders-only@example.com',
      password: 'orders123',
      perms: ['order:confirm'],
    });
    const ordersOnly = await signIn(env.app, 'orders-only@example.com', 'orders123');
    expectError(
      await env.app.inject({ url: SIGN_INS, headers: auth(ordersOnly) }),
      403,
      'Account The account does not have permission',
    );
  });

  it('lets ROOT through without listed perms', async () => {
    await createUser(env.db, { email: 'root@example.com', password: 'root1234', roles: ['ROOT'], perms: [] });
    const root = await signIn(env.app, 'root@example.com', 'root1234');
    expect((await env.app.inject({ url: SIGN_INS, headers: auth(root) })).statusCode).toBe(200);
  });
});
