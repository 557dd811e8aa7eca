import { describe, expect, it } from 'vitest';
import {
  auth,
  BAD_CODE,
  createUser,
  describeOnTargets,
  expectError,
  freshTenant,
  login,
  nextIp,
  NO_PERMISSION,
  onlyCodeSent,
  outbox,
  sentCode,
  signIn,
  TOKEN_CHECK,
  TOKEN_INVALID,
  TOO_MANY,
  USER_INFO,
} from './helpers.js';

const PROFILE = '/api/user/v1/customer/info/profile';
const UPDATE_PROFILE = '/api/user/v1/customer/info/update/profile';
const SEND_MOBILE_CODE = '/api/user/v1/customer/info/mobicta/set/code';
const CHECK_MOBILE_CODE = '/api/user/v1/customer/info/check/code';
const passwordPath = (id: number | string) => `/api/api/v1/users/${id}/password`;

await describeOnTargets('account on %s', (env, target) => {
  /** A new tenant with its own admin (through the real sign-up), signed in. */
  const freshAccount = async (password = 'original1') => {
    const { email, token } = await freshTenant(env.app, 'Fresh', password);
    const me = (await env.app.inject({ url: PROFILE, headers: auth(token) })).json().data as { id: number };
    return { email, password, token, id: me.id };
  };

  const updateProfile = (token: string, payload: unknown) =>
    env.app.inject({ method: 'POST', url: UPDATE_PROFILE, headers: auth(token), payload: payload as object });

  const changePassword = (token: string, id: number | string, payload: unknown, query = '') =>
    env.app.inject({
      method: 'PATCH',
      url: passwordPath(id) + query,
      headers: auth(token),
      payload: payload as object,
    });

  describe('profile', () => {
    it('answers the own profile, tenant-scoped, and needs a session', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const res = await env.app.inject({ url: PROFILE, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        email: 'admin@example.com',
        name: 'Ada',
        lastName: 'Admin',
        mobile: null,
        mobileVerifiedAt: null,
        customerName: 'Demo Shop',
      });
      expect(res.json().data).not.toHaveProperty('passwordHash');
      expectError(await env.app.inject({ url: PROFILE }), 401, TOKEN_INVALID, 2000);
    });

    it('saves name and last name (trimmed) for the own user only', async () => {
      const me = await freshAccount();
      const other = await signIn(env.app, 'other@example.com', 'other123');
      const res = await updateProfile(me.token, { name: '  Grace ', lastName: 'Hopper  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email: me.email, name: 'Grace', lastName: 'Hopper' });
      const info = await env.app.inject({ url: USER_INFO, headers: auth(me.token) });
      expect(info.json().data).toMatchObject({ name: 'Grace', lastName: 'Hopper' });
      const untouched = await env.app.inject({ url: PROFILE, headers: auth(other) });
      expect(untouched.json().data).toMatchObject({ name: 'Otto', lastName: 'Other' });
    });

    it('validates the profile', async () => {
      const me = await freshAccount();
      const empty = await updateProfile(me.token, {});
      expectError(empty, 400, 'Please enter Name');
      expect(empty.json().data.fields).toEqual({
        name: 'Please enter Name',
        lastName: 'Please enter Last Name',
      });
      const blank = await updateProfile(me.token, { name: '   ', lastName: 'x'.repeat(65) });
      expect(blank.json().data.fields).toEqual({
        name: 'Please enter Name',
        lastName: 'Last Name can not be more than 64 characters',
      });
      const wrongType = await updateProfile(me.token, { name: 42, lastName: 'Ok' });
      expectError(wrongType, 400, 'Please enter Name');
      expectError(
        await env.app.inject({ method: 'POST', url: UPDATE_PROFILE, payload: { name: 'a', lastName: 'b' } }),
        401,
        TOKEN_INVALID,
        2000,
      );
    });
  });

  describe('password', () => {
    it('changes the own password with the current one, keeps this session and revokes the others', async () => {
      const me = await freshAccount('original1');
      const second = await signIn(env.app, me.email, 'original1');
      const res = await changePassword(me.token, me.id, {
        oldPassword: 'original1',
        password: 'changed22',
        affirmPassword: 'changed22',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, data: { revokedSessions: 1 }, message: 'ok' });

      // This session goes on; the other one is over.
      expect((await env.app.inject({ url: TOKEN_CHECK, headers: auth(me.token) })).statusCode).toBe(200);
      expectError(await env.app.inject({ url: USER_INFO, headers: auth(second) }), 401, TOKEN_INVALID, 2000);
      // Old password refused, new one accepted.
      expectError(await login(env.app, me.email, 'original1'), 400, 'Account and secret not pattern');
      expect((await login(env.app, me.email, 'changed22')).statusCode).toBe(200);
      // The owner is told.
      const mail = await outbox(env.app, me.email);
      expect(mail[0]).toMatchObject({ to: me.email, subject: 'Your Shop Console password was changed' });
      expect(mail[0]!.text).not.toContain('changed22');
    });

    it('refuses a wrong current password with a field error', async () => {
      const me = await freshAccount();
      const res = await changePassword(me.token, me.id, {
        oldPassword: 'not-it-1',
        password: 'changed22',
        affirmPassword: 'changed22',
      });
      expectError(res, 400, 'The current password is incorrect');
      expect(res.json().data).toEqual({ fields: { oldPassword: 'The current password is incorrect' } });
      expect((await login(env.app, me.email, 'original1')).statusCode).toBe(200);
    });

    it('works only on the own id: another user of the tenant, another tenant, or nonsense get 403', async () => {
      const me = await freshAccount();
      const admin = await signIn(env.app, 'admin@example.com', 'admin123');
      const adminId = (await env.app.inject({ url: PROFILE, headers: auth(admin) })).json().data.id as number;
      const colleague = await createUser(env.db, {
        email: `colleague-${target}@example.com`,
        password: 'colleague1',
      });
      const body = { oldPassword: 'admin123', password: 'hijacked1', affirmPassword: 'hijacked1' };
      // Another tenant's user
      expectError(await changePassword(me.token, adminId, body), 403, NO_PERMISSION);
      // A user of the admin's own tenant
      expectError(
        await changePassword(admin, colleague, { ...body, oldPassword: 'colleague1' }),
        403,
        NO_PERMISSION,
      );
      for (const id of ['abc', '0', `${me.id}0`, '-1'])
        expectError(
          await changePassword(me.token, id, { ...body, oldPassword: 'original1' }),
          403,
          NO_PERMISSION,
        );
      expect((await login(env.app, 'admin@example.com', 'admin123')).statusCode).toBe(200);
      expect((await login(env.app, `colleague-${target}@example.com`, 'colleague1')).statusCode).toBe(200);
      expect((await login(env.app, me.email, 'original1')).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      expectError(
        await env.app.inject({
          method: 'PATCH',
          url: passwordPath(1),
          payload: { oldPassword: 'admin123', password: 'x123456', affirmPassword: 'x123456' },
        }),
        401,
        TOKEN_INVALID,
        2000,
      );
    });

    it('validates the form', async () => {
      const me = await freshAccount();
      const empty = await changePassword(me.token, me.id, {});
      expectError(empty, 400, 'Please enter the current password');
      expect(empty.json().data.fields).toEqual({
        oldPassword: 'Please enter the current password',
        password: 'Please enter Password',
        affirmPassword: 'Please enter the password again',
      });
      const full = { oldPassword: 'original1', password: 'changed22', affirmPassword: 'changed22' };
      expectError(
        await changePassword(me.token, me.id, { ...full, password: 'short', affirmPassword: 'short' }),
        400,
        'The password can not be less than 6 digits',
      );
      expectError(
        await changePassword(me.token, me.id, { ...full, affirmPassword: 'changed23' }),
        400,
        'The two passwords do not match',
      );
      expectError(
        await changePassword(me.token, me.id, {
          ...full,
          password: 'original1',
          affirmPassword: 'original1',
        }),
        400,
        'The new password must be different from the current one',
      );
      expectError(
        await changePassword(me.token, me.id, { ...full, password: 123456, affirmPassword: 123456 }),
        400,
        'Please enter Password',
      );
      expect((await login(env.app, me.email, 'original1')).statusCode).toBe(200);
    });

    it('refuses passwords in the query string (they would end up in logs)', async () => {
      const me = await freshAccount();
      const res = await changePassword(
        me.token,
        me.id,
        { oldPassword: 'original1', password: 'changed22', affirmPassword: 'changed22' },
        '?password=changed22',
      );
      expectError(res, 400, 'Send passwords in the JSON body, never in the query string');
      expect((await login(env.app, me.email, 'original1')).statusCode).toBe(200);
    });

    it('limits wrong current passwords per user (10 per 15 minutes)', async () => {
      env.clock.toNextHour();
      const me = await freshAccount();
      const wrong = { oldPassword: 'wrong-pass', password: 'changed22', affirmPassword: 'changed22' };
      for (let i = 0; i < 10; i++)
        expectError(await changePassword(me.token, me.id, wrong), 400, 'The current password is incorrect');
      expectError(
        await changePassword(me.token, me.id, { ...wrong, oldPassword: 'original1' }),
        429,
        TOO_MANY,
      );
      env.clock.advance(15 * 60);
      expect((await changePassword(me.token, me.id, { ...wrong, oldPassword: 'original1' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('mobile contact', () => {
    const sendCode = (token: string, mobile: unknown, ip = nextIp()) =>
      env.app.inject({
        method: 'POST',
        url: SEND_MOBILE_CODE,
        headers: { ...auth(token), 'x-forwarded-for': ip },
        payload: { mobile } as object,
      });
    const checkCode = (token: string, payload: Record<string, unknown>) =>
      env.app.inject({ method: 'POST', url: CHECK_MOBILE_CODE, headers: auth(token), payload });
    let numberSeq = 0;
    /** A number no other test of this file uses (the per-number limit is global). */
    const freshNumber = () => {
      numberSeq += 1;
      return `+4930${target === 'pglite' ? 1 : 2}${String(numberSeq).padStart(6, '0')}`;
    };
    const wrongFor = (code: string): string => (code === '000000' ? '111111' : '000000');

    it('sends a code to the (normalised) number through the outbox and saves it once verified', async () => {
      const me = await freshAccount();
      const number = freshNumber();
      const typed = `${number.slice(0, 3)} (${number.slice(3, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
      const res = await sendCode(me.token, typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ mobile: number, expiresInSeconds: 600, resendInSeconds: 60 });
      const code = await onlyCodeSent(env.app, number, 'Shop Console verification code');
      const rows = await env.db.query<{ code_hash: string }>(
        'select code_hash from mobile_codes where mobile = $1',
        [number],
      );
      expect(rows[0]!.code_hash).not.toContain(code);

      const ok = await checkCode(me.token, { mobile: typed, code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({
        email: me.email,
        mobile: number,
        mobileVerifiedAt: expect.any(String),
      });
      const profile = await env.app.inject({ url: PROFILE, headers: auth(me.token) });
      expect(profile.json().data.mobile).toBe(number);
      // one-time
      expectError(await checkCode(me.token, { mobile: number, code }), 400, BAD_CODE);
    });

    it('rejects numbers that are not international', async () => {
      const me = await freshAccount();
      for (const mobile of ['12345', '030 1234567', '+0 301234567', 'phone', '+49 30 1234567890123456']) {
        const res = await sendCode(me.token, mobile);
        expectError(res, 400, 'Please enter a mobile number in international format, e.g. +49 30 1234567');
        expect(res.json().data.fields).toHaveProperty('mobile');
      }
      expectError(await sendCode(me.token, ''), 400, 'Please enter a mobile number');
      expectError(
        await sendCode(me.token, 4930123456),
        400,
        'Please enter a mobile number in international format, e.g. +49 30 1234567',
      );
      expectError(await checkCode(me.token, {}), 400, 'Please enter a mobile number');
      expect((await checkCode(me.token, { mobile: '+49301234567' })).json().data.fields).toEqual({
        code: 'Please enter Verify Code',
      });
    });

    it('refuses a wrong code, a code for another number, and kills the code after 5 tries', async () => {
      const me = await freshAccount();
      const number = freshNumber();
      await sendCode(me.token, number);
      const code = await sentCode(env.app, number);
      const res = await checkCode(me.token, { mobile: freshNumber(), code });
      expectError(res, 400, BAD_CODE);
      expect(res.json().data).toEqual({ fields: { code: BAD_CODE } });
      for (let i = 0; i < 4; i++)
        expectError(await checkCode(me.token, { mobile: number, code: wrongFor(code) }), 400, BAD_CODE);
      // 5 tries are used up (one went to the wrong number)
      expectError(await checkCode(me.token, { mobile: number, code }), 400, BAD_CODE);
      const profile = await env.app.inject({ url: PROFILE, headers: auth(me.token) });
      expect(profile.json().data.mobile).toBeNull();
    });

    it('expires the code after 10 minutes; a new code replaces the old one', async () => {
      const me = await freshAccount();
      const number = freshNumber();
      await sendCode(me.token, number);
      const first = await sentCode(env.app, number);
      env.clock.advance(10 * 60 + 1);
      expectError(await checkCode(me.token, { mobile: number, code: first }), 400, BAD_CODE);

      await sendCode(me.token, number);
      const second = await sentCode(env.app, number);
      env.clock.advance(61);
      await sendCode(me.token, number);
      const third = await sentCode(env.app, number);
      if (second !== third)
        expectError(await checkCode(me.token, { mobile: number, code: second }), 400, BAD_CODE);
      expect((await checkCode(me.token, { mobile: number, code: third })).statusCode).toBe(200);
    });

    it("keeps codes per user: another user (or tenant) cannot use someone's code", async () => {
      const alice = await freshAccount();
      const bob = await freshAccount();
      const number = freshNumber();
      await sendCode(alice.token, number);
      const code = await sentCode(env.app, number);
      expectError(await checkCode(bob.token, { mobile: number, code }), 400, BAD_CODE);
      expect((await checkCode(alice.token, { mobile: number, code })).statusCode).toBe(200);
      const bobProfile = await env.app.inject({ url: PROFILE, headers: auth(bob.token) });
      expect(bobProfile.json().data.mobile).toBeNull();
    });

    it('limits sending: 1 a minute and 5 an hour per user, 5 an hour per number', async () => {
      env.clock.toNextHour();
      const me = await freshAccount();
      const number = freshNumber();
      expect((await sendCode(me.token, number)).statusCode).toBe(200);
      const limited = await sendCode(me.token, freshNumber());
      expectError(limited, 429, TOO_MANY);
      expect(limited.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 4; i++) {
        env.clock.advance(61);
        expect((await sendCode(me.token, number)).statusCode).toBe(200);
      }
      env.clock.advance(61);
      expectError(await sendCode(me.token, number), 429, TOO_MANY);

      // The number has had 5 codes this hour: nobody else can send it one either.
      const someoneElse = await freshAccount();
      expectError(await sendCode(someoneElse.token, number), 429, TOO_MANY);
      env.clock.advance(61);
      expect((await sendCode(someoneElse.token, freshNumber())).statusCode).toBe(200);
    });

    it('limits sending per IP (20 an hour)', async () => {
      env.clock.toNextHour();
      const ip = nextIp();
      const accounts = await Promise.all(Array.from({ length: 4 }, () => freshAccount()));
      let sent = 0;
      // 1 a minute and 5 an hour per user: walk the minutes with 4 accounts until the IP's 20 are used.
      while (sent < 20) {
        for (const account of accounts) {
          if (sent === 20) break;
          expect((await sendCode(account.token, freshNumber(), ip)).statusCode).toBe(200);
          sent += 1;
        }
        env.clock.advance(61);
      }
      // fresh user, fresh number, same IP
      const late = await freshAccount();
      expectError(await sendCode(late.token, freshNumber(), ip), 429, TOO_MANY);
    });

    it('needs a session', async () => {
      expectError(
        await env.app.inject({ method: 'POST', url: SEND_MOBILE_CODE, payload: { mobile: '+49301234567' } }),
        401,
        TOKEN_INVALID,
        2000,
      );
      expectError(
        await env.app.inject({
          method: 'POST',
          url: CHECK_MOBILE_CODE,
          payload: { mobile: '+49301234567', code: '1' },
        }),
        401,
        TOKEN_INVALID,
        2000,
      );
    });
  });
});
