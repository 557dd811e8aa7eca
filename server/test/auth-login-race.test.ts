import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import type * as Password from '../src/platform/password.js';
import {
  createUser,
  describeOnTargets,
  expectError,
  login,
  LOGIN,
  newCaptcha,
  nextIp,
  TOO_MANY,
} from './helpers.js';

/** Every password check the server makes (a real one or the dummy for an unknown account). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/platform/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checks.count += 1;
      return real.verifyPassword(password, stored);
    },
    dummyVerify: (password: string) => {
      checks.count += 1;
      return real.dummyVerify(password);
    },
  };
});

const BAD_CREDENTIALS = 'Account and secret not pattern';

await describeOnTargets('sign-in limits under parallel guesses on %s', (env) => {
  /** A second API instance on the same database, whose storm delays are recorded instead of waited. */
  let second: FastifyInstance;
  const delays: number[] = [];

  beforeAll(async () => {
    const config = loadConfig(
      { LOG_LEVEL: 'silent', CONSOLE_TEST_HOOKS: '1', TRUST_PROXY: '127.0.0.1' },
      {
        now: env.clock.now,
        sleep: async (ms) => {
          delays.push(ms);
        },
      },
    );
    second = await buildApp({ db: env.db, config });
  });
  afterAll(async () => {
    await second.close();
  });

  const freshWindow = (): void => env.clock.advance(900 - ((env.clock.ms / 1000) % 900) + 1);

  it('evaluates at most 10 of 60 parallel guesses from one address at one email, over two instances', async () => {
    freshWindow();
    await createUser(env.db, { email: 'race@example.com', password: 'race-right-1' });
    const ip = nextIp();
    const captchas = [];
    for (let i = 0; i < 60; i++) captchas.push(await newCaptcha(i % 2 ? second : env.app, ip));
    checks.count = 0;
    const answers = await Promise.all(
      captchas.map((captcha, i) =>
        (i % 2 ? second : env.app).inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'x-forwarded-for': ip },
          payload: {
            email: 'race@example.com',
            password: i === 59 ? 'race-right-1' : `wrong-guess-${i}`,
            captchaKey: captcha.key,
            captchaCode: captcha.answer,
          },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(checks.count).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(checks.count);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
    for (const res of answers) {
      if (res.statusCode === 429) expectError(res, 429, TOO_MANY);
    }
  });

  it('meets a storm from many addresses with a growing delay, and the owner still signs in', async () => {
    freshWindow();
    await createUser(env.db, { email: 'storm@example.com', password: 'storm-right-1' });
    delays.length = 0;
    for (let i = 0; i < 30; i++) {
      expectError(await login(second, 'storm@example.com', `wrong-${i}-pw`), 400, BAD_CREDENTIALS);
    }
    // The first 10 attempts at the address are free; every later one waits longer than the one before.
    expect(delays).toHaveLength(20);
    expect(delays[0]).toBeGreaterThan(0);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    // Friction, not a lock: the owner signs in (after the delay), from a new address or a used one.
    expect((await login(second, 'storm@example.com', 'storm-right-1')).statusCode).toBe(200);
    expect(delays.at(-1)).toBeGreaterThan(0);
  });
});
