import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo-seed.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { hashPassword } from '../src/platform/password.js';
import { PERMS } from '../src/platform/perms.js';
import { ContractCheck } from './contract-check.js';
import { onPostgres, PG_URL, postgresReachable } from './postgres.js';

export { PG_URL };

export type Target = 'pglite' | 'postgres';

/** Embedded PGlite always; PostgreSQL too when it answers (it does on the project's machines and in CI). */
export async function targets(): Promise<Target[]> {
  if (process.env.TEST_SKIP_POSTGRES === '1') return ['pglite'];
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clock the tests move by hand; the server reads every "now" from it. */
export class Clock {
  // TEST_CLOCK_START (an ISO time) runs the suites at another hour or date: the demo data and the slots depend on it.
  ms = process.env.TEST_CLOCK_START ? Date.parse(process.env.TEST_CLOCK_START) : Date.now();
  readonly now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  /** Moves forward to `date` (never backwards, so earlier windows and expiries stay in the past). */
  set(date: Date | string): void {
    const ms = new Date(date).getTime();
    if (ms < this.ms) throw new Error('Clock only moves forward');
    this.ms = ms;
  }
  /** Moves forward to just after the next whole hour, so hour windows start fresh. */
  toNextHour(): void {
    this.ms = (Math.floor(this.ms / 3_600_000) + 1) * 3_600_000 + 1000;
  }
}

export interface TestEnv {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  config: Config;
  /** Builds another app on the same database (closed after the file). */
  makeApp(env: Record<string, string>): Promise<FastifyInstance>;
}

/** Quiet, and the test client (light-my-request answers from 127.0.0.1) is a trusted proxy: X-Forwarded-For
 * picks each test's client address. `TRUST_PROXY: ''` in an app's env trusts nobody (the server's default). */
export const TEST_DEFAULTS = { LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' };

/** An empty database for a test file: PGlite in memory, or a new PostgreSQL schema (`schema`, unique per file). */
export async function openTestDb(target: Target, schema: string): Promise<Db> {
  if (target === 'pglite') return openDb({ dataDir: 'memory://' });
  await onPostgres(`create schema ${schema}`);
  return openDb({ databaseUrl: PG_URL, searchPath: schema });
}

/** Drops what openTestDb made (nothing to do for PGlite, which lived in memory). */
export async function dropTestSchema(target: Target, schema: string): Promise<void> {
  if (target === 'postgres') await onPostgres(`drop schema if exists ${schema} cascade`);
}

/**
 * One database per test file and target, migrated and seeded: PGlite in memory, or a fresh
 * PostgreSQL schema (search_path) dropped afterwards, so parallel files never collide.
 */
export function useTestEnv(
  target: Target,
  env: Record<string, string> = { CONSOLE_TEST_HOOKS: '1' },
): TestEnv {
  const testEnv = {} as TestEnv;
  const apps: FastifyInstance[] = [];
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Every answer of every app built here is checked against the OpenAPI document (./contract-check.ts).
  const contract = new ContractCheck();

  beforeAll(async () => {
    const db = await openTestDb(target, schema);
    await migrate(db);
    const clock = new Clock();
    await seedDemo(db, clock.now());
    const makeApp = async (vars: Record<string, string>): Promise<FastifyInstance> => {
      const config = loadConfig({ ...TEST_DEFAULTS, ...vars }, { now: clock.now });
      const app = await buildApp({ db, config });
      contract.install(app);
      apps.push(app);
      return app;
    };
    const config = loadConfig({ ...TEST_DEFAULTS, ...env }, { now: clock.now });
    const app = await buildApp({ db, config });
    contract.install(app);
    apps.push(app);
    Object.assign(testEnv, { app, db, clock, config, makeApp });
  });

  afterEach(() => {
    expect(contract.take(), 'answers that do not match the OpenAPI document').toEqual([]);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await testEnv.db?.close();
    await dropTestSchema(target, schema);
  });

  return testEnv;
}

/**
 * Declares `suite` once per target (see targets), each time on a test env of its own (see useTestEnv); `title`
 * names the target with %s. A file awaits it at its top level, so the suites exist before the run starts.
 */
export async function describeOnTargets(
  title: string,
  suite: (env: TestEnv, target: Target) => void,
): Promise<void> {
  describe.each(await targets())(title, (target) => suite(useTestEnv(target), target));
}

let ipCounter = 0;
/** A fresh client address per test (sent as X-Forwarded-For; the test apps trust 127.0.0.1 as their gateway). */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export const LOGIN = '/api/open/user/v1/customer/login/shop/login';
export const REGISTER = '/api/open/user/v1/customer/register/shop/register';
export const SEND_CODE = '/api/open/user/v1/customer/info/send/shop/email';
export const RESET = '/api/open//user/v1/customer/info/email/reset';
export const CAPTCHA = '/api/api/v1/auth/captcha';
export const TOKEN_CHECK = '/api/open/user/v1/authtoken/check';
export const USER_INFO = '/api/user/v1/customer/info/get';
export const LOGOUT = '/api/api/v1/auth/logout';
/** A session route that needs a perm (dashboard:view). */
export const DASHBOARD_SUMMARY = '/api/user/v1/dashboard/summary';

/** The server's messages many tests expect, written out: a test checks what a client reads, not a constant. */
export const NO_PERMISSION = 'Account The account does not have permission';
export const TOKEN_INVALID = 'Token is invalid or expired';
export const TOO_MANY = 'Too many attempts, please try again later';
export const BAD_CODE = 'Verify Code is incorrect or expired';

export async function newCaptcha(app: FastifyInstance, ip: string): Promise<{ key: string; answer: string }> {
  const res = await app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': ip } });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { captchaKey: string; testAnswer: string };
  return { key: data.captchaKey, answer: data.testAnswer };
}

/** A sign-in attempt with a freshly solved captcha. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string = nextIp(),
): Promise<LightMyRequestResponse> {
  const captcha = await newCaptcha(app, ip);
  return app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
    payload: { email, password, captchaKey: captcha.key, captchaCode: captcha.answer },
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip?: string,
): Promise<string> {
  const res = await login(app, email, password, ip);
  expect(res.json()).toMatchObject({ code: 0 });
  return (res.json().data as { token: string }).token;
}

export const auth = (token: string): Record<string, string> => ({ 'x-authorization': token, appid: '18' });

/** Asserts the error envelope: real HTTP status, code, message. */
export function expectError(res: LightMyRequestResponse, status: number, message: string, code = -1): void {
  expect({ status: res.statusCode, code: res.json().code, message: res.json().message }).toEqual({
    status,
    code,
    message,
  });
}

/** Asserts a refused form: 400, the error of every field in order, and the first of them as the message. */
export function expectFieldErrors(res: LightMyRequestResponse, fields: Record<string, string>): void {
  expectError(res, 400, Object.values(fields)[0]!);
  expect(res.json().data.fields).toEqual(fields);
}

/** The auth routes carry the product in their path: one other than this server's is not found. */
export async function expectUnknownProduct(
  app: FastifyInstance,
  url: string,
  payload: object = {},
): Promise<void> {
  expectError(await app.inject({ method: 'POST', url, payload }), 404, 'Unknown product');
}

export async function customerId(db: Db, name: string): Promise<number> {
  const row = await db.one<{ id: number }>('select id from customers where name = $1', [name]);
  if (!row) throw new Error(`no customer ${name}`);
  return row.id;
}

/** Inserts a user directly (for states the API cannot create: pending, disabled, no roles, few perms). */
export async function createUser(
  db: Db,
  user: {
    email: string;
    password: string;
    customer?: string;
    status?: 'active' | 'pending' | 'disabled';
    roles?: string[];
    perms?: string[];
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms)
     values ($1, $2, $3, 'Test', 'User', $4, $5, $6) returning id`,
    [
      await customerId(db, user.customer ?? 'Demo Shop'),
      user.email,
      await hashPassword(user.password),
      user.status ?? 'active',
      user.roles ?? ['ADMIN'],
      user.perms ?? [...PERMS],
    ],
  );
  return row!.id;
}

/** Creates a Demo Shop user who holds only `perms` and signs it in; answers its session token. */
export async function signInWithPerms(env: TestEnv, email: string, perms: string[]): Promise<string> {
  await createUser(env.db, { email, password: 'secret12', perms });
  return signIn(env.app, email, 'secret12');
}

/** Sessions of the seeded users: Demo Shop's admin and its user with few perms, and Other Shop's admin. */
export interface DemoSessions {
  admin: string;
  limited: string;
  other: string;
  demoId: number;
  otherId: number;
}

/** Signs the seeded users in (see DemoSessions); for a `beforeAll`. */
export async function signInDemo(env: TestEnv): Promise<DemoSessions> {
  return {
    admin: await signIn(env.app, 'admin@example.com', 'admin123'),
    limited: await signIn(env.app, 'limited@example.com', 'limited123'),
    other: await signIn(env.app, 'other@example.com', 'other123'),
    demoId: await customerId(env.db, 'Demo Shop'),
    otherId: await customerId(env.db, 'Other Shop'),
  };
}

/** Before signInDemo has run. */
export const SIGNED_OUT: DemoSessions = { admin: '', limited: '', other: '', demoId: 0, otherId: 0 };

/** Signs up a new tenant through the real registration, then signs its owner in; answers the session token. */
export async function registerTenant(
  app: FastifyInstance,
  owner: { email: string; name: string; lastName: string; password?: string },
): Promise<string> {
  const payload = { password: 'secret12', ...owner };
  const res = await app.inject({
    method: 'POST',
    url: REGISTER,
    headers: { 'x-forwarded-for': nextIp() },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return signIn(app, payload.email, payload.password);
}

let tenantCount = 0;
/**
 * Signs up a new tenant whose owner no other test of the file uses (`<label><n>@example.com`, named
 * `<label> Owner<n>`), then signs the owner in.
 */
export async function freshTenant(
  app: FastifyInstance,
  label: string,
  password?: string,
): Promise<{ email: string; token: string }> {
  tenantCount += 1;
  const email = `${label.toLowerCase()}${tenantCount}@example.com`;
  const owner = { email, name: label, lastName: `Owner${tenantCount}` };
  return { email, token: await registerTenant(app, password === undefined ? owner : { ...owner, password }) };
}

export async function outbox(
  app: FastifyInstance,
  email: string,
): Promise<{ to: string; subject: string; text: string; createdAt: string }[]> {
  const res = await app.inject({ url: `/api/test/outbox?email=${encodeURIComponent(email)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.list;
}

/** The 6-digit code of the newest message to `to` (an address or a mobile number) in the outbox. */
export async function sentCode(app: FastifyInstance, to: string): Promise<string> {
  const messages = await outbox(app, to);
  const match = /\b(\d{6})\b/.exec(messages[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no code sent to ${to}`);
  return match[1];
}

/** Asserts that `to` was sent one message only, with `subject`; answers the 6-digit code in it. */
export async function onlyCodeSent(app: FastifyInstance, to: string, subject: string): Promise<string> {
  const messages = await outbox(app, to);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ to, subject });
  return sentCode(app, to);
}
