import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../src/modules/auth/captcha.js';
import {
  auth,
  BAD_CODE,
  CAPTCHA,
  createUser,
  DASHBOARD_SUMMARY,
  describeOnTargets,
  expectError,
  expectUnknownProduct,
  login,
  LOGIN,
  LOGOUT,
  newCaptcha,
  nextIp,
  NO_PERMISSION,
  signIn,
  TOKEN_CHECK,
  TOO_MANY,
  USER_INFO,
} from './helpers.js';

const BAD_CREDENTIALS = 'Account and secret not pattern';

await describeOnTargets('sign-in on %s', (env) => {
  const attempt = (ip: string, payload: Record<string, unknown>) =>
    env.app.inject({ method: 'POST', url: LOGIN, headers: { 'x-forwarded-for': ip }, payload });

  describe('captcha', () => {
    it('returns a key and a PNG data URL of 4 characters (answer only with test hooks)', async () => {
      const res = await env.app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 0, message: 'ok' });
      expect(body.data.captchaKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(body.data.captchaBase64).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      expect(body.data.testAnswer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      const stored = await env.db.query<{ answer_hash: string }>(
        'select answer_hash from captchas where captcha_key = $1',
        [body.data.captchaKey],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.answer_hash).not.toContain(body.data.testAnswer);
    });

    it('is one-time: a successful use consumes it', async () => {
      const ip = nextIp();
      const captcha = await newCaptcha(env.app, ip);
      const payload = {
        email: 'admin@example.com',
        password: 'admin123',
        captchaKey: captcha.key,
        captchaCode: captcha.answer,
      };
      expect((await attempt(ip, payload)).statusCode).toBe(200);
      expectError(await attempt(ip, payload), 400, BAD_CODE);
    });

    it('is one-time: a wrong answer consumes it too', async () => {
      const ip = nextIp();
      const captcha = await newCaptcha(env.app, ip);
      const wrong = captcha.answer === 'AAAA' ? 'BBBB' : 'AAAA';
      const base = { email: 'admin@example.com', password: 'admin123', captchaKey: captcha.key };
      const res = await attempt(ip, { ...base, captchaCode: wrong });
      expectError(res, 400, BAD_CODE);
      expect(res.json().data).toEqual({ fields: { captchaCode: BAD_CODE } });
      expectError(await attempt(ip, { ...base, captchaCode: captcha.answer }), 400, BAD_CODE);
    });

    it('is case-insensitive', async () => {
      const ip = nextIp();
      const captcha = await newCaptcha(env.app, ip);
      const res = await attempt(ip, {
        email: 'admin@example.com',
        password: 'admin123',
        captchaKey: captcha.key,
        captchaCode: ` ${captcha.answer.toLowerCase()} `,
      });
      expect(res.statusCode).toBe(200);
    });

    it('expires after 2 minutes', async () => {
      const ip = nextIp();
      const early = await newCaptcha(env.app, ip);
      const late = await newCaptcha(env.app, ip);
      const base = { email: 'admin@example.com', password: 'admin123' };
      env.clock.advance(119);
      expect(
        (await attempt(ip, { ...base, captchaKey: early.key, captchaCode: early.answer })).statusCode,
      ).toBe(200);
      env.clock.advance(2);
      expectError(
        await attempt(ip, { ...base, captchaKey: late.key, captchaCode: late.answer }),
        400,
        BAD_CODE,
      );
    });

    it('rejects a missing or unknown key', async () => {
      const ip = nextIp();
      const base = { email: 'admin@example.com', password: 'admin123', captchaCode: 'ABCD' };
      expectError(await attempt(ip, base), 400, BAD_CODE);
      expectError(await attempt(ip, { ...base, captchaKey: 'nope' }), 400, BAD_CODE);
    });

    it('is rate limited per IP (60 a minute)', async () => {
      env.clock.advance(60 - ((env.clock.ms / 1000) % 60) + 1); // start of a fresh minute window
      const ip = nextIp();
      for (let i = 0; i < 60; i++) {
        const res = await env.app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': ip } });
        expect(res.statusCode).toBe(200);
      }
      const res = await env.app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': ip } });
      expectError(res, 429, TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // another address is not affected
      expect(
        (await env.app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } })).statusCode,
      ).toBe(200);
    });
    it('trusts no forwarded header by default: a rotating X-Forwarded-For sent straight to the API meets the limit', async () => {
      const direct = await env.makeApp({ CONSOLE_TEST_HOOKS: '1', TRUST_PROXY: '' });
      env.clock.advance(60 - ((env.clock.ms / 1000) % 60) + 1);
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const res = await direct.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60);
    });

    it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
      const behindGateway = await env.makeApp({ CONSOLE_TEST_HOOKS: '1', TRUST_PROXY: '10.99.0.1' });
      env.clock.advance(60 - ((env.clock.ms / 1000) % 60) + 1);
      const from = (remoteAddress: string) =>
        behindGateway.inject({ url: CAPTCHA, remoteAddress, headers: { 'x-forwarded-for': nextIp() } });
      // through the named gateway every client has its own count
      for (let i = 0; i < 70; i++) expect((await from('10.99.0.1')).statusCode).toBe(200);
      // anyone else is counted by its own address, whatever header it sends
      for (let i = 0; i < 60; i++) expect((await from('10.99.0.2')).statusCode).toBe(200);
      expectError(await from('10.99.0.2'), 429, TOO_MANY);
    });
  });

  describe('login', () => {
    it('answers a token and stores only its hash, with IP, user agent and expiry', async () => {
      const ip = nextIp();
      const res = await login(env.app, 'admin@example.com', 'admin123', ip);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 0, message: 'ok' });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(body.data.expiresAt).getTime()).toBe(env.clock.ms + 12 * 3_600_000);
      const hash = createHash('sha256').update(body.data.token).digest('hex');
      const rows = await env.db.query<{ token_hash: string; ip: string; user_agent: string }>(
        'select token_hash, ip, user_agent from sessions where token_hash = $1',
        [hash],
      );
      expect(rows).toEqual([{ token_hash: hash, ip, user_agent: 'vitest' }]);
      const raw = await env.db.query('select 1 from sessions where token_hash = $1', [body.data.token]);
      expect(raw).toHaveLength(0);
    });

    it('accepts the email in any case', async () => {
      expect((await login(env.app, 'ADMIN@Example.com', 'admin123')).statusCode).toBe(200);
    });

    it('reports every missing field, the first one as the message', async () => {
      const res = await attempt(nextIp(), {});
      expectError(res, 400, 'Please enter Email');
      expect(res.json().data).toEqual({
        fields: {
          email: 'Please enter Email',
          password: 'Please enter Password',
          captchaCode: 'Please enter Verify Code',
        },
      });
    });

    it('has the spec messages for each field', async () => {
      const ip = nextIp();
      const full = { email: 'admin@example.com', password: 'admin123', captchaKey: 'k', captchaCode: 'ABCD' };
      expectError(await attempt(ip, { ...full, email: '' }), 400, 'Please enter Email');
      expectError(await attempt(ip, { ...full, email: '   ' }), 400, 'Please enter Email');
      expectError(await attempt(ip, { ...full, password: '' }), 400, 'Please enter Password');
      expectError(
        await attempt(ip, { ...full, password: 'abc' }),
        400,
        'The password can not be less than 6 digits',
      );
      expectError(await attempt(ip, { ...full, captchaCode: '' }), 400, 'Please enter Verify Code');
      expectError(await attempt(ip, { ...full, email: 'not-an-email' }), 400, 'Please enter a valid Email');
    });

    it('answers the same for a wrong password and an unknown account', async () => {
      const wrongPassword = await login(env.app, 'admin@example.com', 'wrong-password');
      const unknown = await login(env.app, 'nobody@example.com', 'admin123');
      expectError(wrongPassword, 400, BAD_CREDENTIALS);
      expectError(unknown, 400, BAD_CREDENTIALS);
      expect(unknown.json()).toEqual(wrongPassword.json());
    });

    it('refuses a pending account', async () => {
      await createUser(env.db, { email: 'pending@example.com', password: 'pending123', status: 'pending' });
      expectError(await login(env.app, 'pending@example.com', 'pending123'), 403, 'Account is not verified!');
      // the status is only told to someone who knows the password
      expectError(await login(env.app, 'pending@example.com', 'wrong-one'), 400, BAD_CREDENTIALS);
    });

    it('refuses a disabled account and an account without roles', async () => {
      await createUser(env.db, {
        email: 'disabled@example.com',
        password: 'disabled123',
        status: 'disabled',
      });
      await createUser(env.db, { email: 'noroles@example.com', password: 'noroles123', roles: [] });
      expectError(await login(env.app, 'disabled@example.com', 'disabled123'), 403, NO_PERMISSION);
      expectError(await login(env.app, 'noroles@example.com', 'noroles123'), 403, NO_PERMISSION);
    });

    it('stops an address after 10 failures at one email in 15 minutes; the owner elsewhere still signs in', async () => {
      env.clock.advance(900 - ((env.clock.ms / 1000) % 900) + 1); // a fresh 15-minute window
      await createUser(env.db, { email: 'target@example.com', password: 'target123' });
      const guesser = nextIp();
      for (let i = 0; i < 10; i++) {
        expectError(
          await login(env.app, 'target@example.com', `wrong-${i}-pw`, guesser),
          400,
          BAD_CREDENTIALS,
        );
      }
      expectError(await login(env.app, 'target@example.com', 'target123', guesser), 429, TOO_MANY);
      expectError(await login(env.app, 'TARGET@example.com', 'target123', guesser), 429, TOO_MANY);
      // the same address may still sign in to other accounts, and the owner from their own address
      expect((await login(env.app, 'admin@example.com', 'admin123', guesser)).statusCode).toBe(200);
      expect((await login(env.app, 'target@example.com', 'target123')).statusCode).toBe(200);
      env.clock.advance(15 * 60);
      expect((await login(env.app, 'target@example.com', 'target123', guesser)).statusCode).toBe(200);
    });

    it('locks an IP after 50 failures in 15 minutes', async () => {
      env.clock.advance(900 - ((env.clock.ms / 1000) % 900) + 1);
      const ip = nextIp();
      const wrongCaptcha = {
        email: 'admin@example.com',
        password: 'admin123',
        captchaKey: 'none',
        captchaCode: 'ABCD',
      };
      for (let i = 0; i < 50; i++) expectError(await attempt(ip, wrongCaptcha), 400, BAD_CODE);
      expectError(await login(env.app, 'admin@example.com', 'admin123', ip), 429, TOO_MANY);
      expect((await login(env.app, 'admin@example.com', 'admin123', nextIp())).statusCode).toBe(200);
    });

    it('answers 404 for another product', async () => {
      await expectUnknownProduct(env.app, '/api/open/user/v1/customer/login/cars/login');
    });
  });

  describe('session', () => {
    it('token check answers the token as authCode while valid', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const res = await env.app.inject({ url: TOKEN_CHECK, headers: { 'x-authorization': token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: { authCode: token, status: 'valid' } });
      expect(new Date(res.json().data.expiresAt).getTime()).toBeGreaterThan(env.clock.ms);
    });

    it('token check answers 401 / 2000 for a missing, unknown or expired token', async () => {
      expectError(await env.app.inject({ url: TOKEN_CHECK }), 401, 'Token is invalid or expired', 2000);
      const unknown = await env.app.inject({
        url: TOKEN_CHECK,
        headers: { 'x-authorization': 'not-a-token' },
      });
      expectError(unknown, 401, 'Token is invalid or expired', 2000);

      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      env.clock.advance(12 * 3600 - 1);
      expect(
        (await env.app.inject({ url: TOKEN_CHECK, headers: { 'x-authorization': token } })).statusCode,
      ).toBe(200);
      env.clock.advance(1);
      const expired = await env.app.inject({ url: TOKEN_CHECK, headers: { 'x-authorization': token } });
      expectError(expired, 401, 'Token is invalid or expired', 2000);
      expectError(
        await env.app.inject({ url: USER_INFO, headers: auth(token) }),
        401,
        'Token is invalid or expired',
        2000,
      );
    });

    it('user info describes the signed-in user and tenant', async () => {
      const token = await signIn(env.app, 'limited@example.com', 'limited123');
      const res = await env.app.inject({ url: USER_INFO, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 0,
        message: 'ok',
        data: {
          id: expect.any(Number),
          customerId: expect.any(Number),
          email: 'limited@example.com',
          name: 'Lee',
          lastName: 'Limited',
          roles: ['ADMIN'],
          perms: ['dashboard:view'],
          customerName: 'Demo Shop',
        },
      });
    });

    it('session routes need a token', async () => {
      expectError(await env.app.inject({ url: USER_INFO }), 401, 'Token is invalid or expired', 2000);
      expectError(
        await env.app.inject({ method: 'DELETE', url: LOGOUT }),
        401,
        'Token is invalid or expired',
        2000,
      );
      expectError(await env.app.inject({ url: DASHBOARD_SUMMARY }), 401, 'Token is invalid or expired', 2000);
    });

    it('accepts a Bearer prefix', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const res = await env.app.inject({ url: USER_INFO, headers: { 'x-authorization': `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    });

    it('checks the Appid header when present', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const wrong = await env.app.inject({
        url: USER_INFO,
        headers: { 'x-authorization': token, appid: '19' },
      });
      expectError(wrong, 400, 'Unknown application');
      const absent = await env.app.inject({ url: USER_INFO, headers: { 'x-authorization': token } });
      expect(absent.statusCode).toBe(200);
      expect((await env.app.inject({ url: USER_INFO, headers: auth(token) })).statusCode).toBe(200);
    });

    it('logout revokes the session on the server', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const other = await signIn(env.app, 'admin@example.com', 'admin123');
      const res = await env.app.inject({ method: 'DELETE', url: LOGOUT, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, data: null, message: 'ok' });
      const invalid = 'Token is invalid or expired';
      expectError(await env.app.inject({ url: TOKEN_CHECK, headers: auth(token) }), 401, invalid, 2000);
      expectError(await env.app.inject({ url: USER_INFO, headers: auth(token) }), 401, invalid, 2000);
      expectError(
        await env.app.inject({ method: 'DELETE', url: LOGOUT, headers: auth(token) }),
        401,
        invalid,
        2000,
      );
      // only that session
      expect((await env.app.inject({ url: USER_INFO, headers: auth(other) })).statusCode).toBe(200);
    });

    it('a disabled user loses their sessions at once', async () => {
      await createUser(env.db, { email: 'soon-off@example.com', password: 'soonoff123' });
      const token = await signIn(env.app, 'soon-off@example.com', 'soonoff123');
      await env.db.query(`update users set status = 'disabled' where email = 'soon-off@example.com'`);
      expectError(
        await env.app.inject({ url: USER_INFO, headers: auth(token) }),
        401,
        'Token is invalid or expired',
        2000,
      );
    });
  });
});
