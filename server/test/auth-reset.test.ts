import { expect, it } from 'vitest';
import {
  auth,
  BAD_CODE,
  createUser,
  describeOnTargets,
  expectError,
  expectFieldErrors,
  login,
  nextIp,
  onlyCodeSent,
  outbox,
  RESET,
  SEND_CODE,
  sentCode,
  signIn,
  TOKEN_CHECK,
  TOO_MANY,
  USER_INFO,
} from './helpers.js';

await describeOnTargets('password reset on %s', (env) => {
  let n = 0;
  /** A fresh account per test, so codes and limits never mix. */
  const freshUser = async (password = 'original1'): Promise<string> => {
    n += 1;
    const email = `reset${n}@example.com`;
    await createUser(env.db, { email, password });
    return email;
  };

  const sendCode = (email: string, ip = nextIp()) =>
    env.app.inject({
      method: 'POST',
      url: SEND_CODE,
      headers: { 'x-forwarded-for': ip },
      payload: { email },
    });
  const reset = (payload: Record<string, unknown>, url = RESET) =>
    env.app.inject({ method: 'POST', url, payload });
  const wrongFor = (code: string): string => (code === '000000' ? '111111' : '000000');

  it('mails a 6-digit code and stores only its hash', async () => {
    const email = await freshUser();
    const res = await sendCode(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { email }, message: 'ok' });
    const code = await onlyCodeSent(env.app, email, 'Your password reset code');
    const rows = await env.db.query<{ code_hash: string }>(
      'select code_hash from reset_codes r join users u on u.id = r.user_id where u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const res = await sendCode('ghost@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { email: 'ghost@example.com' }, message: 'ok' });
    expect(await outbox(env.app, 'ghost@example.com')).toHaveLength(0);
  });

  it('resets the password with the code, once, and ends every session', async () => {
    const email = await freshUser('original1');
    const token = await signIn(env.app, email, 'original1');
    await sendCode(email);
    const code = await sentCode(env.app, email);
    const res = await reset({ email, pwd: 'changed1', affirmPwd: 'changed1', validate: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { email }, message: 'ok' });

    expectError(
      await env.app.inject({ url: TOKEN_CHECK, headers: auth(token) }),
      401,
      'Token is invalid or expired',
      2000,
    );
    expectError(
      await env.app.inject({ url: USER_INFO, headers: auth(token) }),
      401,
      'Token is invalid or expired',
      2000,
    );
    expectError(await login(env.app, email, 'original1'), 400, 'Account and secret not pattern');
    expect((await login(env.app, email, 'changed1')).statusCode).toBe(200);

    // used up
    expectError(
      await reset({ email, pwd: 'again123', affirmPwd: 'again123', validate: code }),
      400,
      BAD_CODE,
    );
    expect((await login(env.app, email, 'changed1')).statusCode).toBe(200);
  });

  it('serves the path with and without the double slash', async () => {
    const email = await freshUser();
    await sendCode(email);
    const code = await sentCode(env.app, email);
    const single = '/api/open/user/v1/customer/info/email/reset';
    const res = await reset({ email, pwd: 'single1', affirmPwd: 'single1', validate: code }, single);
    expect(res.statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries', async () => {
    const email = await freshUser();
    await sendCode(email);
    const code = await sentCode(env.app, email);
    const body = { email, pwd: 'changed1', affirmPwd: 'changed1' };
    for (let i = 0; i < 5; i++) {
      const res = await reset({ ...body, validate: wrongFor(code) });
      expectError(res, 400, BAD_CODE);
      expect(res.json().data).toEqual({ fields: { validate: BAD_CODE } });
    }
    expectError(await reset({ ...body, validate: code }), 400, BAD_CODE);
    expect((await login(env.app, email, 'original1')).statusCode).toBe(200);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const email = await freshUser();
    await sendCode(email);
    const code = await sentCode(env.app, email);
    const body = { email, pwd: 'changed1', affirmPwd: 'changed1' };
    for (let i = 0; i < 4; i++)
      expectError(await reset({ ...body, validate: wrongFor(code) }), 400, BAD_CODE);
    expect((await reset({ ...body, validate: code })).statusCode).toBe(200);
  });

  it('expires the code after 10 minutes', async () => {
    const email = await freshUser();
    await sendCode(email);
    const code = await sentCode(env.app, email);
    env.clock.advance(10 * 60 + 1);
    expectError(
      await reset({ email, pwd: 'changed1', affirmPwd: 'changed1', validate: code }),
      400,
      BAD_CODE,
    );
  });

  it('a new code replaces the previous one', async () => {
    const email = await freshUser();
    await sendCode(email);
    const first = await sentCode(env.app, email);
    env.clock.advance(61);
    await sendCode(email);
    const second = await sentCode(env.app, email);
    const body = { email, pwd: 'changed1', affirmPwd: 'changed1' };
    if (first !== second) expectError(await reset({ ...body, validate: first }), 400, BAD_CODE);
    expect((await reset({ ...body, validate: second })).statusCode).toBe(200);
  });

  it('rejects a code for another account', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    await sendCode(alice);
    const code = await sentCode(env.app, alice);
    expectError(
      await reset({ email: bob, pwd: 'changed1', affirmPwd: 'changed1', validate: code }),
      400,
      BAD_CODE,
    );
    expectError(
      await reset({ email: 'ghost@example.com', pwd: 'changed1', affirmPwd: 'changed1', validate: code }),
      400,
      BAD_CODE,
    );
  });

  it('validates the form', async () => {
    const full = { email: 'admin@example.com', pwd: 'changed1', affirmPwd: 'changed1', validate: '123456' };
    const empty = await reset({});
    expectFieldErrors(empty, {
      email: 'Please enter Email',
      pwd: 'Please enter Password',
      affirmPwd: 'Please enter the password again',
      validate: 'Please enter Verify Code',
    });
    expectError(
      await reset({ ...full, pwd: 'short', affirmPwd: 'short' }),
      400,
      'The password can not be less than 6 digits',
    );
    expectError(await reset({ ...full, affirmPwd: 'changed2' }), 400, 'The two passwords do not match');
    expectError(await reset({ ...full, validate: '' }), 400, 'Please enter Verify Code');
    expectError(await sendCode(''), 400, 'Please enter Email');
    expectError(await sendCode('bad-address'), 400, 'Please enter a valid Email');
  });

  it('limits sending per address: 1 a minute, 5 an hour', async () => {
    env.clock.toNextHour();
    const email = await freshUser();
    expect((await sendCode(email)).statusCode).toBe(200);
    expectError(await sendCode(email), 429, TOO_MANY);
    for (let i = 0; i < 4; i++) {
      env.clock.advance(61);
      expect((await sendCode(email)).statusCode).toBe(200);
    }
    env.clock.advance(61);
    expectError(await sendCode(email), 429, TOO_MANY);
    // unknown addresses are limited the same way (no enumeration through 429s)
    expect((await sendCode('ghost2@example.com')).statusCode).toBe(200);
    expectError(await sendCode('ghost2@example.com'), 429, TOO_MANY);
  });

  it('limits sending per IP', async () => {
    env.clock.toNextHour();
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(`many${i}@example.com`, ip)).statusCode).toBe(200);
    expectError(await sendCode('many-last@example.com', ip), 429, TOO_MANY);
  });

  it('answers 404 for another product', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/open/user/v1/customer/info/send/cars/email',
      payload: { email: 'a@b.co' },
    });
    expectError(res, 404, 'Unknown product');
  });
});
