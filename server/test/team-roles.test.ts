import type { Role } from '@console/api-contract';
import { beforeAll, expect, it } from 'vitest';
import { PERMS } from '../src/platform/perms.js';
import {
  auth,
  createUser,
  DASHBOARD_SUMMARY,
  describeOnTargets,
  expectError,
  NO_PERMISSION,
  SIGNED_OUT,
  signIn,
  signInDemo,
  USER_INFO,
} from './helpers.js';

const ROLES = '/api/user/v1/team/roles';
const PERMS_URL = '/api/user/v1/team/perms';

await describeOnTargets('roles on %s', (env, target) => {
  let { admin, limited, other, demoId } = SIGNED_OUT;

  beforeAll(async () => {
    ({ admin, limited, other, demoId } = await signInDemo(env));
  });

  const roles = async (token = admin): Promise<Role[]> => {
    const res = await env.app.inject({ url: ROLES, query: { pageSize: '100' }, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().data.list;
  };
  const create = (payload: object, token = admin) =>
    env.app.inject({ method: 'POST', url: ROLES, headers: auth(token), payload });

  it('lists the perms the routes declare, every one of the server list', async () => {
    const res = await env.app.inject({ url: PERMS_URL, headers: auth(admin) });
    expect(res.json().data.perms).toEqual([...PERMS].sort());
  });

  it('seeds Owner (every perm, held by the admin) and presets per shop; another shop has its own', async () => {
    const mine = await roles();
    expect(mine.map((role) => role.name)).toEqual(['Owner', 'Orders', 'Bookings', 'Viewer']);
    expect(mine[0]).toMatchObject({ owner: true, members: 1, perms: [...PERMS] });
    const theirs = await roles(other);
    expect(theirs.map((role) => role.id).some((id) => mine.some((role) => role.id === id))).toBe(false);
    expectError(await env.app.inject({ url: ROLES, headers: auth(limited) }), 403, NO_PERMISSION);
  });

  it("a role's change applies to its members' next request, and is in the log", async () => {
    const made = await create({ name: `Clerk ${target}`, perms: ['dashboard:view'] });
    expect(made.statusCode).toBe(200);
    const role = made.json().data as Role;
    const email = `clerk-${target}@example.com`;
    const userId = await createUser(env.db, { email, password: 'secret12', perms: [] });
    await env.db.query('update users set role_id = $1 where id = $2', [role.id, userId]);
    const clerk = await signIn(env.app, email, 'secret12');
    expect((await env.app.inject({ url: DASHBOARD_SUMMARY, headers: auth(clerk) })).statusCode).toBe(200);
    expectError(
      await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(clerk) }),
      403,
      NO_PERMISSION,
    );

    const changed = await env.app.inject({
      method: 'PUT',
      url: `${ROLES}/${role.id}`,
      headers: auth(admin),
      payload: { name: role.name, perms: ['order:view'] },
    });
    expect(changed.json().data.perms).toEqual(['order:view']);
    expect((await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(clerk) })).statusCode).toBe(
      200,
    );
    expectError(await env.app.inject({ url: DASHBOARD_SUMMARY, headers: auth(clerk) }), 403, NO_PERMISSION);
    expect((await env.app.inject({ url: USER_INFO, headers: auth(clerk) })).json().data.perms).toEqual([
      'order:view',
    ]);

    const log = await env.app.inject({
      url: '/api/user/v1/team/log/list',
      query: { action: 'role.update', objectId: String(role.id) },
      headers: auth(admin),
    });
    expect(log.json().data.list[0].changes).toEqual([
      { field: 'perms', before: ['dashboard:view'], after: ['order:view'] },
    ]);
    // A role with members is not deleted.
    expectError(
      await env.app.inject({ method: 'DELETE', url: `${ROLES}/${role.id}`, headers: auth(admin) }),
      409,
      'This role still has members: give them another role first',
    );
  });

  it('refuses an unknown perm, a taken name, and any change to Owner; deletes an unused role', async () => {
    const bad = await create({ name: 'Bad', perms: ['order:fly'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual({ perms: 'Unknown perm order:fly' });
    const taken = await create({ name: 'orders', perms: [] });
    expect(taken.json().data.fields).toEqual({ name: 'A role with this name exists' });
    const owner = (await roles()).find((role) => role.owner)!;
    expectError(
      await env.app.inject({
        method: 'PUT',
        url: `${ROLES}/${owner.id}`,
        headers: auth(admin),
        payload: { name: 'Boss', perms: [] },
      }),
      409,
      'The Owner role holds every perm and cannot be changed or deleted',
    );
    const spare = (await create({ name: `Spare ${target}`, perms: [] })).json().data as Role;
    expect(
      (await env.app.inject({ method: 'DELETE', url: `${ROLES}/${spare.id}`, headers: auth(admin) }))
        .statusCode,
    ).toBe(200);
    expect((await roles()).some((role) => role.id === spare.id)).toBe(false);
    // Another shop's role is not found.
    const theirs = (await roles(other))[1]!;
    expect(
      (await env.app.inject({ method: 'DELETE', url: `${ROLES}/${theirs.id}`, headers: auth(admin) }))
        .statusCode,
    ).toBe(404);
    expect(demoId).toBeGreaterThan(0);
  });
});
