import type { Invitation } from '@console/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  auth,
  createUser,
  describeOnTargets,
  expectError,
  login,
  nextIp,
  outbox,
  signIn,
  TOKEN_INVALID,
  USER_INFO,
} from './helpers.js';
import { DEMO_INVITATION } from '../src/modules/team/seed.js';

const MEMBERS = '/api/user/v1/team/members';
const INVITATIONS = '/api/user/v1/team/invitations';
const LOOKUP = '/api/open/user/v1/team/invitation/lookup';
const ACCEPT = '/api/open/user/v1/team/invitation/accept';
const INVALID = 'This invitation link is invalid or has expired';

await describeOnTargets('invitations and removal on %s', (env, target) => {
  let n = 0;
  const fresh = (prefix: string) => `${prefix}${(n += 1)}-${target}@example.com`;
  /** Signed in anew where needed: a test that moves the clock 72 hours outlives a session. */
  const owner = () => signIn(env.app, 'admin@example.com', 'admin123');
  const roleId = async (token: string, name: string): Promise<number> => {
    const res = await env.app.inject({ url: '/api/user/v1/team/roles', headers: auth(token) });
    return (res.json().data.list as { id: number; name: string }[]).find((role) => role.name === name)!.id;
  };
  const invite = async (token: string, email: string, role = 'Orders') =>
    env.app.inject({
      method: 'POST',
      url: INVITATIONS,
      headers: auth(token),
      payload: { email, name: 'Nina', roleId: await roleId(token, role) },
    });
  const linkIn = async (email: string): Promise<string> => {
    const mail = await outbox(env.app, email);
    const match = /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail[0]?.text ?? '');
    if (!match?.[1]) throw new Error(`no link mailed to ${email}`);
    return match[1];
  };
  const accept = (token: string, password = 'welcome1') =>
    env.app.inject({
      method: 'POST',
      url: ACCEPT,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { token, name: 'Nina', lastName: 'New', password, confirmPassword: password },
    });
  const lookup = (token: string) =>
    env.app.inject({
      method: 'POST',
      url: LOOKUP,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { token },
    });
  const open = async (token: string): Promise<Invitation[]> =>
    (await env.app.inject({ url: INVITATIONS, headers: auth(token) })).json().data.list;

  it("the demo shop's open invitation is listed, and a Resend mails its first working link", async () => {
    const admin = await owner();
    const seeded = (await open(admin)).find((row) => row.email === DEMO_INVITATION.email);
    expect(seeded).toMatchObject({ roleName: 'Bookings', status: 'invited' });
    const resent = await env.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/${seeded!.id}/resend`,
      headers: auth(admin),
    });
    expect(resent.statusCode).toBe(200);
    expect((await lookup(await linkIn(DEMO_INVITATION.email))).json().data).toMatchObject({
      email: DEMO_INVITATION.email,
    });
  });

  it('mails a one-time link; the invitee sets a password, signs in and holds only the role', async () => {
    const admin = await owner();
    const email = fresh('invitee');
    const res = await invite(admin, email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, roleName: 'Orders', status: 'invited' });
    const expires = Date.parse(res.json().data.expiresAt) - env.clock.now().getTime();
    expect(expires).toBe(72 * 3_600_000);
    expect((await open(admin)).map((row) => row.email)).toContain(email);

    const mail = await outbox(env.app, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('You are invited to Demo Shop on the Shop Console');
    const token = await linkIn(email);
    // Only the token's hash is stored.
    const stored = await env.db.query<{ token_hash: string }>(
      'select token_hash from team_invitations where email = $1',
      [email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    expect((await lookup(token)).json().data).toEqual({ shopName: 'Demo Shop', email, name: 'Nina' });
    expect((await accept(token)).json()).toMatchObject({ code: 0, data: { email } });
    const session = await signIn(env.app, email, 'welcome1');
    const info = (await env.app.inject({ url: USER_INFO, headers: auth(session) })).json().data;
    expect([...info.perms].sort()).toEqual(
      ['cart:view', 'dashboard:view', 'order:cancel', 'order:confirm', 'order:export', 'order:view'].sort(),
    );
    expect(
      (await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(session) })).statusCode,
    ).toBe(200);
    expect((await env.app.inject({ url: MEMBERS, headers: auth(session) })).statusCode).toBe(403);
    // Used: a second use is refused, and it left the open list.
    expectError(await accept(token, 'another1'), 400, INVALID);
    expectError(await lookup(token), 400, INVALID);
    expect((await open(admin)).map((row) => row.email)).not.toContain(email);

    const log = await env.app.inject({
      url: '/api/user/v1/team/log/list',
      query: { area: 'team', actor: email },
      headers: auth(admin),
    });
    const entry = log.json().data.list.find((row: { action: string }) => row.action === 'invitation.accept');
    expect(entry.changes).toContainEqual({ field: 'role', after: 'Orders' });
    expect(JSON.stringify(log.json().data.list)).not.toContain('welcome1');
  });

  it('an address already in the shop gets a 409; a second open invitation too', async () => {
    const admin = await owner();
    expectError(
      await invite(admin, 'olivia@example.com'),
      409,
      'This address is already a member of the shop',
    );
    const email = fresh('twice');
    expect((await invite(admin, email)).statusCode).toBe(200);
    expectError(await invite(admin, email), 409, 'This address has an open invitation: resend it instead');
  });

  it('refuses an expired link; a resend kills the old link and gives 72 hours more', async () => {
    const email = fresh('late');
    const id = (await invite(await owner(), email)).json().data.id as number;
    const first = await linkIn(email);
    env.clock.advance(72 * 3600 + 1);
    expectError(await lookup(first), 400, INVALID);
    expectError(await accept(first), 400, INVALID);
    const admin = await owner();
    expect((await open(admin)).find((row) => row.id === id)).toMatchObject({ status: 'expired' });

    const resent = await env.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/${id}/resend`,
      headers: auth(admin),
    });
    expect(resent.json().data).toMatchObject({ status: 'invited' });
    const second = await linkIn(email);
    expect(second).not.toBe(first);
    expectError(await accept(first), 400, INVALID);
    expect((await accept(second)).json().code).toBe(0);
  });

  it('a cancelled invitation cannot be used', async () => {
    const admin = await owner();
    const email = fresh('cancel');
    const id = (await invite(admin, email)).json().data.id as number;
    const token = await linkIn(email);
    const res = await env.app.inject({ method: 'DELETE', url: `${INVITATIONS}/${id}`, headers: auth(admin) });
    expect(res.json().data).toEqual({ id });
    expectError(await accept(token), 400, INVALID);
    expectError(
      await env.app.inject({ method: 'DELETE', url: `${INVITATIONS}/${id}`, headers: auth(admin) }),
      404,
      'Invitation not found',
    );
  });

  it("mails in the inviter's language: the console's `lang`, else Accept-Language; a resend follows the resender", async () => {
    const admin = await owner();
    const email = fresh('zh');
    const res = await env.app.inject({
      method: 'POST',
      url: `${INVITATIONS}?lang=zh`,
      headers: { ...auth(admin), 'accept-language': 'en-US' },
      payload: { email, name: 'Nina', roleId: await roleId(admin, 'Orders') },
    });
    expect(res.statusCode).toBe(200);
    const [zh] = await outbox(env.app, email);
    expect(zh!.subject).toBe('邀请您加入店铺管理台上的 Demo Shop');
    expect(zh!.text).toMatch(/^Nina，您好：\n\n邀请您以“Orders”角色加入店铺管理台上的 Demo Shop。/);
    expect(zh!.text).toMatch(/72 小时内有效）：\nhttp:\/\/\S+\/invite\?token=[A-Za-z0-9_-]+\n/);

    const resend = (headers: Record<string, string>, query = '') =>
      env.app.inject({
        method: 'POST',
        url: `${INVITATIONS}/${res.json().data.id}/resend${query}`,
        headers: { ...auth(admin), ...headers },
      });
    expect((await resend({ 'accept-language': 'en-US,zh;q=0.5' })).statusCode).toBe(200);
    expect((await outbox(env.app, email))[0]!.subject).toBe(
      'You are invited to Demo Shop on the Shop Console',
    );
    expect((await resend({ 'accept-language': 'zh-CN,en;q=0.5' })).statusCode).toBe(200);
    expect((await outbox(env.app, email))[0]!.subject).toBe('邀请您加入店铺管理台上的 Demo Shop');
    const wrong = await resend({}, '?lang=fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The language must be en or zh');
  });

  it('an address with an account in another shop: the same answer, a different mail, no user created', async () => {
    const admin = await owner();
    const newcomer = await invite(admin, fresh('newcomer'));
    const elsewhere = await invite(admin, 'other@example.com');
    expect(elsewhere.statusCode).toBe(newcomer.statusCode);
    const shape = (body: { data: Record<string, unknown> }) =>
      Object.keys(body.data).sort().join() +
      JSON.stringify({ ...body.data, id: 0, email: '', createdAt: '', expiresAt: '' });
    expect(shape(elsewhere.json())).toBe(shape(newcomer.json()));

    const mail = await outbox(env.app, 'other@example.com');
    expect(mail[0]!.subject).toBe('You were invited to Demo Shop on the Shop Console');
    expect(mail[0]!.text).toContain('already has a Shop Console account');
    expect(mail[0]!.text).not.toContain('token=');
    // Were the link known anyway (stored here by its hash, as the server does), accepting it is refused generically.
    const token = randomBytes(32).toString('base64url');
    await env.db.query(
      "update team_invitations set token_hash = $1 where lower(email) = 'other@example.com'",
      [createHash('sha256').update(token).digest('hex')],
    );
    expectError(await accept(token), 400, INVALID);
    const demo = await env.db.one<{ n: number }>(
      `select count(*)::int as n from users u join customers c on c.id = u.customer_id
        where c.name = 'Demo Shop' and lower(u.email) = 'other@example.com'`,
    );
    expect(demo!.n).toBe(0);
  });

  it("tenancy: Other Shop's owner cannot see, resend or cancel Demo Shop's invitation; the limited user gets 403", async () => {
    const admin = await owner();
    const email = fresh('tenant');
    const id = (await invite(admin, email)).json().data.id as number;
    const other = await signIn(env.app, 'other@example.com', 'other123');
    expect((await open(other)).some((row) => row.id === id)).toBe(false);
    for (const [method, url] of [
      ['POST', `${INVITATIONS}/${id}/resend`],
      ['DELETE', `${INVITATIONS}/${id}`],
    ] as const)
      expectError(await env.app.inject({ method, url, headers: auth(other) }), 404, 'Invitation not found');
    expect((await open(admin)).find((row) => row.id === id)).toMatchObject({ status: 'invited' });
    expect(await outbox(env.app, email)).toHaveLength(1);

    const limited = await signIn(env.app, 'limited@example.com', 'limited123');
    expect((await env.app.inject({ url: INVITATIONS, headers: auth(limited) })).statusCode).toBe(403);
    const refused = await env.app.inject({
      method: 'POST',
      url: INVITATIONS,
      headers: auth(limited),
      payload: { email: fresh('nope'), roleId: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('removing a member ends their sessions at once, hides them and frees the address; Owners and oneself stay', async () => {
    const admin = await owner();
    const email = fresh('leaver');
    const id = await createUser(env.db, { email, password: 'secret12', perms: ['dashboard:view'] });
    await env.db.query('update users set role_id = null where id = $1', [id]);
    const token = await signIn(env.app, email, 'secret12');
    const res = await env.app.inject({ method: 'DELETE', url: `${MEMBERS}/${id}`, headers: auth(admin) });
    expect(res.json()).toMatchObject({ code: 0, data: { id } });
    expectError(await env.app.inject({ url: USER_INFO, headers: auth(token) }), 401, TOKEN_INVALID, 2000);
    expect((await login(env.app, email, 'secret12')).statusCode).toBe(400);
    const list = await env.app.inject({ url: MEMBERS, query: { pageSize: '100' }, headers: auth(admin) });
    expect(list.json().data.list.some((member: { id: number }) => member.id === id)).toBe(false);
    // The row stays for the history that names it.
    expect(
      (await env.db.one<{ status: string }>('select status from users where id = $1', [id]))!.status,
    ).toBe('removed');
    // The address can be invited again.
    expect((await invite(admin, email)).statusCode).toBe(200);

    const adminId = (await env.app.inject({ url: USER_INFO, headers: auth(admin) })).json().data.id as number;
    expectError(
      await env.app.inject({ method: 'DELETE', url: `${MEMBERS}/${adminId}`, headers: auth(admin) }),
      409,
      'You cannot remove your own account',
    );
    const ownerEmail = fresh('owner');
    await createUser(env.db, { email: ownerEmail, password: 'secret12' });
    const second = await signIn(env.app, ownerEmail, 'secret12');
    expectError(
      await env.app.inject({ method: 'DELETE', url: `${MEMBERS}/${adminId}`, headers: auth(second) }),
      409,
      'An Owner cannot be removed: give them another role first',
    );
    const other = await signIn(env.app, 'other@example.com', 'other123');
    expectError(
      await env.app.inject({ method: 'DELETE', url: `${MEMBERS}/${id}`, headers: auth(other) }),
      404,
      'Member not found',
    );
    const log = await env.app.inject({
      url: '/api/user/v1/team/log/list',
      query: { objectId: String(id), action: 'member.remove' },
      headers: auth(admin),
    });
    expect(log.json().data.list[0].changes).toContainEqual({
      field: 'status',
      before: 'active',
      after: 'removed',
    });
  });
});
