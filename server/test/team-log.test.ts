import type { LogEntry } from '@console/api-contract';
import Fastify from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { auditedDb, diff, installAuditScope, recordChange, verifyChains } from '../src/platform/audit.js';
import { pruneLog } from '../src/modules/team/log.js';
import {
  auth,
  createUser,
  describeOnTargets,
  expectError,
  login,
  NO_PERMISSION,
  SIGNED_OUT,
  signInDemo,
} from './helpers.js';

const LIST = '/api/user/v1/team/log/list';
const EXPORT = '/api/user/v1/team/log/export';
const SETTINGS = '/api/user/v1/team/log/settings';

await describeOnTargets('operation log on %s', (env, target) => {
  let { admin, limited, other, demoId, otherId } = SIGNED_OUT;

  beforeAll(async () => {
    ({ admin, limited, other, demoId, otherId } = await signInDemo(env));
  });

  const list = async (
    query: Record<string, string>,
    token = admin,
  ): Promise<{ list: LogEntry[]; total: number }> => {
    const res = await env.app.inject({ url: LIST, query, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const paidOrder = async () =>
    (await env.db.one<{ id: number }>(
      `select id from orders where customer_id = $1 and status = 'Paied' order by id desc limit 1`,
      [demoId],
    ))!.id;

  it('records a payment confirmation with who, where from and the status before and after', async () => {
    const id = await paidOrder();
    const res = await env.app.inject({
      method: 'POST',
      url: `/api/user/v1/orders/${id}/confirm`,
      headers: { ...auth(admin), 'x-forwarded-for': '10.9.8.7' },
    });
    expect(res.statusCode).toBe(200);
    const { list: entries } = await list({ objectId: String(id), area: 'order' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'admin@example.com',
      ip: '10.9.8.7',
      action: 'order.confirm',
      objectType: 'order',
      changes: [{ field: 'status', before: 'Paied', after: 'Received' }],
    });
    // Confirming again changes nothing and records nothing.
    await env.app.inject({ method: 'POST', url: `/api/user/v1/orders/${id}/confirm`, headers: auth(admin) });
    expect((await list({ objectId: String(id), area: 'order' })).total).toBe(1);
  });

  it('records nothing for a refused write', async () => {
    const waiting = (await env.db.one<{ id: number }>(
      `select id from orders where customer_id = $1 and status = 'Waiting' limit 1`,
      [demoId],
    ))!.id;
    const res = await env.app.inject({
      method: 'POST',
      url: `/api/user/v1/orders/${waiting}/confirm`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(409);
    expect((await list({ objectId: String(waiting) })).total).toBe(0);
  });

  it('records sign-ins and failed sign-ins of known accounts, without the password', async () => {
    const email = `log-${target}@example.com`;
    const userId = await createUser(env.db, { email, password: 'secret12' });
    expect((await login(env.app, email, 'wrong-password')).statusCode).toBe(400);
    expect((await login(env.app, email, 'secret12')).json().code).toBe(0);
    // The failed attempt is written after its answer: poll.
    await expect
      .poll(async () =>
        (await list({ objectId: String(userId), area: 'auth' })).list.map((entry) => entry.action),
      )
      .toEqual(['sign-in', 'sign-in.failed']);
    const all = JSON.stringify(await list({ objectId: String(userId) }));
    expect(all).not.toContain('secret12');
    expect(all).not.toContain('wrong-password');
  });

  it('records settings with the changed field only, and filters by who, action and date', async () => {
    const res = await env.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(admin),
      payload: { retentionDays: 90 },
    });
    expect(res.json().data).toEqual({ retentionDays: 90 });
    const now = env.clock.now().getTime();
    const found = await list({
      action: 'log.settings',
      actor: 'ADMIN@example',
      atFrom: new Date(now - 60_000).toISOString(),
      atTo: new Date(now + 60_000).toISOString(),
    });
    expect(found.list[0]).toMatchObject({
      area: 'team',
      changes: [{ field: 'retentionDays', before: 365, after: 90 }],
    });
    expect((await list({ action: 'log.settings', atTo: new Date(now - 60_000).toISOString() })).total).toBe(
      0,
    );
    expectError(
      await env.app.inject({
        url: LIST,
        query: { atFrom: '2026-02-01T00:00:00Z', atTo: '2026-01-01T00:00:00Z' },
        headers: auth(admin),
      }),
      400,
      'atFrom must be before atTo',
    );
    expect((await env.app.inject({ url: LIST, query: { who: 'x' }, headers: auth(admin) })).statusCode).toBe(
      400,
    );
  });

  it('exports the matching entries as CSV', async () => {
    const res = await env.app.inject({
      url: EXPORT,
      query: { action: 'log.settings' },
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor,ip,area,action,objectType,objectId,changes');
    expect(lines[1]).toContain('retentionDays: 365 -> 90');
  });

  it("is the shop's own and needs its perm; no route edits or deletes an entry", async () => {
    const mine = await list({});
    expect(mine.total).toBeGreaterThan(0);
    const others = await list({}, other);
    expect(others.list.every((entry) => entry.actor !== 'admin@example.com')).toBe(true);
    expectError(await env.app.inject({ url: LIST, headers: auth(limited) }), 403, NO_PERMISSION);
    expectError(await env.app.inject({ url: EXPORT, headers: auth(limited) }), 403, NO_PERMISSION);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await env.app.inject({
        method,
        url: `/api/user/v1/team/log/${mine.list[0]!.id}`,
        headers: auth(admin),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(otherId).not.toBe(demoId);
  });

  it("writes the entry in the write's transaction: a write that fails after recording leaves no entry", async () => {
    const db = auditedDb(env.db, env.clock.now);
    const app = Fastify();
    installAuditScope(app);
    app.addHook('onRequest', async (request) => {
      request.session = { id: 0, userId: 0, customerId: demoId, roles: [], perms: [], expiresAt: new Date() };
    });
    app.post<{ Querystring: { fail?: string } }>('/write', async (request) => {
      await db.transaction(async (tx) => {
        await tx.query(`update customers set description = 'audited' where id = $1`, [demoId]);
        recordChange({
          area: 'test',
          action: 'test.write',
          objectId: 'probe',
          before: { a: 1 },
          after: { a: 2 },
        });
        if (request.query.fail) throw new Error('fails after recording');
      });
      return { done: true };
    });
    const count = async () =>
      (await env.db.one<{ n: number }>(`select count(*) as n from audit_log where object_id = 'probe'`))!.n;
    expect((await app.inject({ method: 'POST', url: '/write?fail=1' })).statusCode).toBe(500);
    expect(await count()).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    await app.close();
  });

  it('SKU tags and categories, and booking settings, are recorded with the fields that changed', async () => {
    const tag = (
      await env.app.inject({
        method: 'POST',
        url: '/api/user/v1/sku/tag',
        headers: auth(admin),
        payload: { code: `log-${target}`, name: 'Before', color: '#ff0000' },
      })
    ).json().data as { id: number };
    await env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/sku/tag/${tag.id}`,
      headers: auth(admin),
      payload: { code: `log-${target}`, name: 'After', color: '#ff0000' },
    });
    const tagEntries = (await list({ objectId: String(tag.id), area: 'sku' })).list;
    expect(tagEntries.map((entry) => entry.action)).toEqual(['sku.tag.update', 'sku.tag.create']);
    expect(tagEntries[0]!.changes).toEqual([{ field: 'name', before: 'Before', after: 'After' }]);

    const category = (
      await env.app.inject({
        method: 'POST',
        url: '/api/user/v1/sku/category',
        headers: auth(admin),
        payload: { code: `cat-${target}`, name: 'Shoes' },
      })
    ).json().data as { id: number };
    await env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/sku/category/${category.id}`,
      headers: auth(admin),
      payload: { code: `cat2-${target}`, name: 'Shoes' },
    });
    const [updated] = (await list({ objectId: String(category.id), action: 'sku.category.update' })).list;
    expect(updated!.changes).toEqual([{ field: 'code', before: `cat-${target}`, after: `cat2-${target}` }]);
    // A bare code is an identifier and shown; a code sent to a person is a secret, listed without values.
    expect(diff({ resetCode: '123456', code: 'a' }, { resetCode: '654321', code: 'b' })).toEqual([
      { field: 'code', before: 'a', after: 'b' },
      { field: 'resetCode' },
    ]);

    const settings = (
      await env.app.inject({ url: '/api/user/v1/booking/settings', headers: auth(admin) })
    ).json().data.list[0] as {
      projectId: number;
      opensAt: string;
      closesAt: string;
      slotMinutes: number;
      capacity: number;
      daysAhead: number;
    };
    const { projectId, ...rules } = settings;
    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/user/v1/booking/projects/${projectId}/settings`,
      headers: auth(admin),
      payload: {
        opensAt: rules.opensAt,
        closesAt: rules.closesAt,
        slotMinutes: rules.slotMinutes,
        capacity: rules.capacity + 1,
        daysAhead: rules.daysAhead,
      },
    });
    expect(saved.statusCode).toBe(200);
    const [entry] = (await list({ objectId: String(projectId), action: 'booking.settings' })).list;
    expect(entry!.changes).toEqual([
      { field: 'capacity', before: rules.capacity, after: rules.capacity + 1 },
    ]);
  });

  it('chains the entries: verify detects an entry edited, or removed, in the database', async () => {
    expect((await verifyChains(env.db)).breaks).toEqual([]);
    const [last, beforeLast] = await env.db.query<{ id: number; actor: string }>(
      'select id, actor from audit_log where customer_id = $1 order by id desc limit 2',
      [demoId],
    );
    await env.db.query(`update audit_log set actor = 'someone@else.example' where id = $1`, [beforeLast!.id]);
    expect((await verifyChains(env.db, demoId)).breaks).toEqual([
      { customerId: demoId, id: beforeLast!.id, reason: 'content changed' },
    ]);
    await env.db.query('update audit_log set actor = $2 where id = $1', [beforeLast!.id, beforeLast!.actor]);
    expect((await verifyChains(env.db, demoId)).breaks).toEqual([]);
    await env.db.query('delete from audit_log where id = $1', [beforeLast!.id]);
    expect((await verifyChains(env.db, demoId)).breaks).toEqual([
      { customerId: demoId, id: last!.id, reason: 'previous entry missing or changed' },
    ]);
  });

  it('retention removes old entries and keeps the rest of the chain checkable', async () => {
    const shop = otherId;
    const kept = await verifyChains(env.db, shop);
    expect(kept.breaks).toEqual([]);
    expect(kept.entries).toBeGreaterThan(0);
    await env.db.query(
      `insert into audit_settings (customer_id, retention_days) values ($1, 30) on conflict (customer_id) do update set retention_days = 30`,
      [shop],
    );
    await pruneLog(env.db, new Date(env.clock.now().getTime() + 31 * 86_400_000));
    expect(
      (await env.db.one<{ n: number }>('select count(*) as n from audit_log where customer_id = $1', [shop]))!
        .n,
    ).toBe(0);
    // The next entry links to the removed ones' last hash (the anchor).
    await env.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: auth(other),
      payload: { retentionDays: 60 },
    });
    expect(await verifyChains(env.db, shop)).toEqual({ entries: 1, breaks: [] });
  });
});
