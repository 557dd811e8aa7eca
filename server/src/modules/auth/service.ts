import {
  AUTH_MSG,
  type Captcha,
  type LoginBody,
  type RegisterBody,
  type ResetBody,
  type SendCodeBody,
  type UserInfo,
} from '@console/api-contract';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { pruneExpired } from '../../db/prune.js';
import type { Config } from '../../platform/config.js';
import { badRequest, forbidden, invalidFields, MSG, tooManyRequests } from '../../platform/errors.js';
import { recordChange, recordStandalone } from '../../platform/audit.js';
import type { BackgroundTasks } from '../../platform/background.js';
import type { Mailer } from '../../platform/mailer.js';
import { dummyVerify, hashPassword, verifyPassword } from '../../platform/password.js';
import { PERMS, ROLE_ADMIN } from '../../platform/perms.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import {
  createSession,
  EFFECTIVE_PERMS,
  forgetSessions,
  type NewSession,
  type Session,
} from '../../platform/session.js';
import { captchaDataUrl, randomAnswer } from './captcha.js';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  tasks: BackgroundTasks;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

const MINUTE = 60;
const LIMITS = {
  captchaPerIp: { name: 'captcha:ip', max: 60, windowSeconds: MINUTE },
  loginAttemptsPerIp: { name: 'login:ip', max: 50, windowSeconds: 15 * MINUTE },
  loginAttemptsPerEmailAndIp: { name: 'login:email+ip', max: 10, windowSeconds: 15 * MINUTE },
  /** Not a lock: past it, attempts at that email are slowed down (stormDelayMs). */
  loginAttemptsPerEmail: { name: 'login:email', max: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register:ip', max: 20, windowSeconds: 60 * MINUTE },
  registerNoticePerEmail: { name: 'register-notice:email', max: 3, windowSeconds: 60 * MINUTE },
  // Sliding: a fixed window let a second code through when the first came just before the window's end.
  codePerEmailMinute: { name: 'reset-code:email:1m', max: 1, windowSeconds: MINUTE, sliding: true },
  codePerEmailHour: { name: 'reset-code:email:1h', max: 5, windowSeconds: 60 * MINUTE },
  codePerIp: { name: 'reset-code:ip', max: 20, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

const STORM_STEP_MS = 250;
const STORM_MAX_DELAY_MS = 5000;

const CAPTCHA_TTL_SECONDS = 120;
const RESET_CODE_TTL_SECONDS = 10 * MINUTE;
const RESET_CODE_MAX_TRIES = 5;
/** About one captcha request in this many also prunes expired rows. */
const PRUNE_EVERY = 20;

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const sameHash = (hex: string, candidate: Buffer): boolean => {
  const stored = Buffer.from(hex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
};
const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

interface UserRow {
  id: number;
  customerId: number;
  email: string;
  name: string;
  passwordHash: string;
  status: 'active' | 'pending' | 'disabled' | 'removed';
  roles: string[];
}

function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return db.one<UserRow>(
    `select id, customer_id as "customerId", email, name, password_hash as "passwordHash", status, roles
       from users where lower(email) = lower($1) and status <> 'removed'`,
    [email],
  );
}

// ---- captcha ---------------------------------------------------------------

const captchaHash = (key: string, answer: string): Buffer => sha256(`${key}:${answer.trim().toUpperCase()}`);

export async function createCaptcha(deps: AuthDeps, meta: RequestMeta): Promise<Captcha> {
  const { db, config, limiter } = deps;
  await limiter.hit(LIMITS.captchaPerIp, meta.ip);
  const now = config.now();
  if (randomInt(PRUNE_EVERY) === 0) await pruneExpired(db, now);
  const answer = randomAnswer();
  const captchaKey = randomBytes(18).toString('base64url');
  await db.query(
    'insert into captchas (captcha_key, answer_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [captchaKey, captchaHash(captchaKey, answer).toString('hex'), now, addSeconds(now, CAPTCHA_TTL_SECONDS)],
  );
  return {
    captchaKey,
    captchaBase64: captchaDataUrl(answer),
    ...(config.testHooks ? { testAnswer: answer } : {}),
  };
}

/** One-time: the captcha is deleted by the first attempt, right or wrong. */
async function consumeCaptcha(deps: AuthDeps, key: string | undefined, code: string): Promise<boolean> {
  if (!key) return false;
  const row = await deps.db.one<{ answerHash: string; expiresAt: Date }>(
    'delete from captchas where captcha_key = $1 returning answer_hash as "answerHash", expires_at as "expiresAt"',
    [key],
  );
  if (!row || row.expiresAt <= deps.config.now()) return false;
  return sameHash(row.answerHash, captchaHash(key, code));
}

// ---- sign-in ---------------------------------------------------------------

/**
 * Every attempt is counted before it is judged (RateLimiter.attempt: one atomic upsert), so parallel guesses
 * cannot all slip past a check made before the first failure is written (docs/security.md, sign-in):
 * - per address (50 in 15 min), before the captcha is even looked at;
 * - per email and address together (10 in 15 min): the guesser is stopped, the owner elsewhere is not;
 * - per email from every address (10 in 15 min): past it a storm against one account meets a growing delay
 *   before the password is checked (friction, never a lock: the owner still signs in).
 * A successful sign-in gives its attempts back; failures stay counted for the window.
 */
export async function login(deps: AuthDeps, body: LoginBody, meta: RequestMeta): Promise<NewSession> {
  const { db, config, limiter } = deps;
  const perIp = await limiter.attempt(LIMITS.loginAttemptsPerIp, meta.ip);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);

  if (!(await consumeCaptcha(deps, body.captchaKey, body.captchaCode))) {
    throw badRequest(MSG.badCode, { captchaCode: MSG.badCode });
  }

  const perPair = await limiter.attempt(LIMITS.loginAttemptsPerEmailAndIp, `${body.email}|${meta.ip}`);
  if (!perPair.allowed) throw tooManyRequests(perPair.retryAfterSeconds);
  const perEmail = await limiter.attempt(LIMITS.loginAttemptsPerEmail, body.email);
  const delay = stormDelayMs(perEmail.hits);
  if (delay > 0) await config.sleep(delay);

  const user = await findUserByEmail(db, body.email);
  const passwordOk = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await dummyVerify(body.password);
  if (!user || !passwordOk) {
    // A failed sign-in to a known account is in its shop's log. Written after the answer (like the reset code), so
    // the answer's timing does not tell a known address from an unknown one; an unknown address has no shop.
    if (user) {
      const failed = { userId: user.id, customerId: user.customerId, actor: user.email };
      deps.tasks.run('failed sign-in log', () =>
        recordStandalone(
          db,
          [{ area: 'auth', action: 'sign-in.failed', objectType: 'user', objectId: user.id, ...failed }],
          config.now(),
        ),
      );
    }
    throw badRequest(MSG.badCredentials);
  }
  await Promise.all([perIp.refund(), perPair.refund(), perEmail.refund()]);
  if (user.status === 'pending') throw forbidden(MSG.notVerified);
  if (user.status !== 'active' || user.roles.length === 0) throw forbidden(MSG.noPermission);

  return db.transaction(async (tx) => {
    const session = await createSession(tx, user, {
      ip: meta.ip,
      userAgent: meta.userAgent,
      now: config.now(),
      ttlHours: config.sessionTtlHours,
    });
    recordChange({
      area: 'auth',
      action: 'sign-in',
      objectType: 'user',
      objectId: user.id,
      customerId: user.customerId,
      userId: user.id,
      actor: user.email,
    });
    return session;
  });
}

/** Past the per-email threshold each further attempt waits longer: +250 ms per attempt, at most 5 s. */
export function stormDelayMs(hits: number): number {
  const over = hits - LIMITS.loginAttemptsPerEmail.max;
  return over <= 0 ? 0 : Math.min(over * STORM_STEP_MS, STORM_MAX_DELAY_MS);
}

// ---- sign-up ---------------------------------------------------------------

/**
 * Creates a tenant and its first user in one transaction. An address that is already registered
 * gets the same answer; its owner is told by mail instead (no account enumeration).
 */
export async function register(
  deps: AuthDeps,
  body: RegisterBody,
  meta: RequestMeta,
): Promise<{ email: string }> {
  const { db, config, limiter, mailer } = deps;
  await limiter.hit(LIMITS.registerPerIp, meta.ip);
  // Hash first on every path, so a known address costs the same time as a new one.
  const passwordHash = await hashPassword(body.password);
  const now = config.now();

  let created = false;
  if (!(await findUserByEmail(db, body.email))) {
    try {
      await db.transaction(async (tx) => {
        const customer = await tx.one<{ id: number }>(
          'insert into customers (name, created_at) values ($1, $2) returning id',
          [`${body.name} ${body.lastName}`, now],
        );
        await tx.query(
          `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'active', $6, $7, $8, $8)`,
          [customer?.id, body.email, passwordHash, body.name, body.lastName, [ROLE_ADMIN], [...PERMS], now],
        );
      });
      created = true;
    } catch (error) {
      // Someone registered the same address a moment ago: answer as for any known address.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  if (created) {
    await mailer.send({
      to: body.email,
      subject: 'Welcome to the Shop Console',
      text: `Hello ${body.name},\n\nyour account ${body.email} is ready. You can sign in now.\n`,
    });
  } else if (await limiter.take(LIMITS.registerNoticePerEmail, body.email)) {
    await mailer.send({
      to: body.email,
      subject: 'Someone tried to register with your address',
      text:
        `Someone tried to create a new Shop Console account with ${body.email}, which already has an account.\n\n` +
        'If this was you, sign in, or reset your password if you forgot it. Otherwise you can ignore this mail.\n',
    });
  }
  return { email: body.email };
}

// ---- password reset ----------------------------------------------------------

const resetCodeHash = (userId: number, code: string): Buffer => sha256(`${userId}:${code.trim()}`);

/**
 * Always the same answer, after the same work: the limits (keyed by the address as typed, whether it exists or
 * not). Looking the account up, storing a code and mailing it happen after the answer is sent (BackgroundTasks),
 * so the answer's timing cannot tell a known address from an unknown one. Only an existing, not disabled account
 * receives a code.
 */
export async function sendResetCode(
  deps: AuthDeps,
  body: SendCodeBody,
  meta: RequestMeta,
): Promise<{ email: string }> {
  const { limiter, tasks } = deps;
  await limiter.hit(LIMITS.codePerIp, meta.ip);
  await limiter.hit(LIMITS.codePerEmailMinute, body.email);
  await limiter.hit(LIMITS.codePerEmailHour, body.email);
  const now = deps.config.now();
  tasks.run('reset code', () => issueResetCode(deps, body.email, now));
  return { email: body.email };
}

/** `now`: when it was asked for (the code's validity counts from the request, not from when this runs). */
async function issueResetCode(deps: AuthDeps, email: string, now: Date): Promise<void> {
  const { db, mailer } = deps;
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'disabled') return;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await tx.query('update reset_codes set consumed_at = $1 where user_id = $2 and consumed_at is null', [
      now,
      user.id,
    ]);
    await tx.query(
      'insert into reset_codes (user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4)',
      [user.id, resetCodeHash(user.id, code).toString('hex'), now, addSeconds(now, RESET_CODE_TTL_SECONDS)],
    );
  });
  await mailer.send({
    to: user.email,
    subject: 'Your password reset code',
    text:
      `Hello ${user.name},\n\nyour password reset code is ${code}.\n` +
      `It is valid for ${RESET_CODE_TTL_SECONDS / MINUTE} minutes and can be used once.\n` +
      'If you did not ask for it, you can ignore this mail.\n',
  });
}

/** Checks the emailed code; on success sets the password, uses up the code and ends every session. */
export async function resetPassword(deps: AuthDeps, body: ResetBody): Promise<{ email: string }> {
  const { db, config } = deps;
  if (body.affirmPwd !== body.pwd) throw invalidFields({ affirmPwd: AUTH_MSG.passwordsDiffer });
  const wrongCode = badRequest(MSG.badCode, { validate: MSG.badCode });

  const user = await findUserByEmail(db, body.email);
  if (!user || user.status === 'disabled') throw wrongCode;
  const now = config.now();
  // Every try uses up one of the code's attempts, atomically, before the comparison.
  const code = await db.one<{ id: number; codeHash: string; attempts: number }>(
    `update reset_codes set attempts = attempts + 1
      where id = (select id from reset_codes
                   where user_id = $1 and consumed_at is null and expires_at > $2
                   order by id desc limit 1)
        and attempts < $3
      returning id, code_hash as "codeHash", attempts`,
    [user.id, now, RESET_CODE_MAX_TRIES],
  );
  if (!code) throw wrongCode;
  if (!sameHash(code.codeHash, resetCodeHash(user.id, body.validate))) {
    if (code.attempts >= RESET_CODE_MAX_TRIES) {
      await db.query('update reset_codes set consumed_at = $1 where id = $2', [now, code.id]);
    }
    throw wrongCode;
  }

  const passwordHash = await hashPassword(body.pwd);
  await db.transaction(async (tx) => {
    const used = await tx.one(
      'update reset_codes set consumed_at = $1 where id = $2 and consumed_at is null returning id',
      [now, code.id],
    );
    if (!used) throw wrongCode; // a parallel request used it first
    await tx.query('update users set password_hash = $1, updated_at = $2 where id = $3', [
      passwordHash,
      now,
      user.id,
    ]);
    await tx.query('update sessions set revoked_at = $1 where user_id = $2 and revoked_at is null', [
      now,
      user.id,
    ]);
    recordChange({
      area: 'auth',
      action: 'password.reset',
      objectType: 'user',
      objectId: user.id,
      customerId: user.customerId,
      userId: user.id,
      actor: user.email,
    });
  });
  forgetSessions(user.id);
  return { email: body.email };
}

// ---- the signed-in user ----------------------------------------------------------

export async function userInfo(db: Db, session: Session): Promise<UserInfo | null> {
  return db.one<UserInfo>(
    `select u.id, u.customer_id as "customerId", u.email, u.name, u.last_name as "lastName",
            u.roles, ${EFFECTIVE_PERMS} as perms, c.name as "customerName"
       from users u join customers c on c.id = u.customer_id
       left join team_roles r on r.id = u.role_id and r.customer_id = u.customer_id
      where u.id = $1 and u.customer_id = $2`,
    [session.userId, session.customerId, PERMS],
  );
}
