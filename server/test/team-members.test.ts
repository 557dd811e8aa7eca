import type { Member } from '@console/api-contract';
import { beforeAll, expect, it } from 'vitest';
import {
  auth,
  createUser,
  describeOnTargets,
  expectError,
  login,
  SIGNED_OUT,
  signIn,
  signInDemo,
  TOKEN_INVALID,
  USER_INFO,
} from './helpers.js';

const MEMBERS = '/api/user/v1/team/members';

await describeOnTargets('members on %s', (env, target) => {
  let { admin, other } = SIGNED_OUT;
  let roles: Record<string, number> = {};

  beforeAll(async () => {
    ({ admin, other } = await signInDemo(env));
    const res = await env.app.inject({ url: '/api/user/v1/team/roles', headers: auth(admin) });
    roles = Object.fromEntries(
      (res.json().data.list as { id: number; name: string }[]).map((role) => [role.name, role.id]),
    );
  });

  const members = async (token = admin): Promise<Member[]> =>
    (await env.app.inject({ url: MEMBERS, query: { pageSize: '100' }, headers: auth(token) })).json().data
      .list;
  const setRole = (id: number, roleId: number, token = admin) =>
    env.app.inject({
      method: 'PUT',
      url: `${MEMBERS}/${id}/role`,
      headers: auth(token),
      payload: { roleId },
    });

  it("lists the shop's members with role and last sign-in; another shop's are not there", async () => {
    const mine = await members();
    const ada = mine.find((member) => member.email === 'admin@example.com')!;
    expect(ada).toMatchObject({ roleName: 'Owner', owner: true, status: 'active' });
    expect(ada.lastSignInAt).not.toBeNull();
    expect(mine.find((member) => member.email === 'limited@example.com')).toMatchObject({ roleId: null });
    expect(mine.some((member) => member.email === 'other@example.com')).toBe(false);
    expect((await members(other)).some((member) => member.email === 'admin@example.com')).toBe(false);
  });

  it("a new role applies on the member's next request", async () => {
    const email = `member-${target}@example.com`;
    const id = await createUser(env.db, { email, password: 'secret12', perms: ['dashboard:view'] });
    const token = await signIn(env.app, email, 'secret12');
    expect((await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(token) })).statusCode).toBe(
      403,
    );
    expect((await setRole(id, roles.Orders!)).json().data).toMatchObject({ roleName: 'Orders' });
    expect((await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(token) })).statusCode).toBe(
      200,
    );
  });

  it('disabling a member ends their sessions at once; they cannot sign in until enabled', async () => {
    const email = `disabled-${target}@example.com`;
    const id = await createUser(env.db, { email, password: 'secret12' });
    await env.db.query('update users set role_id = $1 where id = $2', [roles.Viewer, id]);
    const token = await signIn(env.app, email, 'secret12');
    expect((await env.app.inject({ url: USER_INFO, headers: auth(token) })).statusCode).toBe(200);
    const res = await env.app.inject({
      method: 'POST',
      url: `${MEMBERS}/${id}/disable`,
      headers: auth(admin),
    });
    expect(res.json().data.status).toBe('disabled');
    expectError(await env.app.inject({ url: USER_INFO, headers: auth(token) }), 401, TOKEN_INVALID, 2000);
    expect((await login(env.app, email, 'secret12')).statusCode).toBe(403);
    await env.app.inject({ method: 'POST', url: `${MEMBERS}/${id}/enable`, headers: auth(admin) });
    expect((await login(env.app, email, 'secret12')).json().code).toBe(0);
    const log = await env.app.inject({
      url: '/api/user/v1/team/log/list',
      query: { objectId: String(id), area: 'team' },
      headers: auth(admin),
    });
    expect(log.json().data.list.map((entry: { action: string }) => entry.action)).toEqual([
      'member.enable',
      'member.disable',
    ]);
  });

  it('keeps an Owner: not disabled, and the last one keeps the role', async () => {
    const ada = (await members()).find((member) => member.email === 'admin@example.com')!;
    const secondEmail = `owner2-${target}@example.com`;
    const second = await createUser(env.db, { email: secondEmail, password: 'secret12' });
    const secondToken = await signIn(env.app, secondEmail, 'secret12');
    // Ada is the only Owner: another Owner cannot take the role away from her, nor disable her.
    expect((await members()).find((member) => member.id === second)).toMatchObject({ owner: true });
    expectError(
      await env.app.inject({
        method: 'POST',
        url: `${MEMBERS}/${ada.id}/disable`,
        headers: auth(secondToken),
      }),
      409,
      'An Owner cannot be disabled: give them another role first',
    );
    await setRole(second, roles.Viewer!);
    expectError(
      await setRole(ada.id, roles.Viewer!),
      409,
      'The shop needs an Owner: give the Owner role to someone else first',
    );
    expectError(
      await env.app.inject({ method: 'POST', url: `${MEMBERS}/${ada.id}/disable`, headers: auth(admin) }),
      409,
      'You cannot disable your own account',
    );
  });
});
