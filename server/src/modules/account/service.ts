import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MSG,
  AUTH_MSG,
  type AddLanguageBody,
  type ChangePasswordBody,
  type CheckMobileCodeBody,
  type LanguageList,
  type Profile,
  type SendMobileCodeBody,
  type SiteLanguage,
  type UpdateProfileBody,
} from '@console/api-contract';
import type { Db } from '../../db/client.js';
import { recordChange, recordNothing, type Change } from '../../platform/audit.js';
import type { Config } from '../../platform/config.js';
import {
  badRequest,
  forbidden,
  invalidFields,
  MSG,
  notFound,
  tooManyRequests,
} from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import { forgetSessions, type Session } from '../../platform/session.js';
import type { WithDates } from '../../platform/type-provider.js';
/** The session's own user, as the log names it. */
const ownUser = (session: Session, change: Omit<Change, 'area' | 'objectType' | 'objectId'>): Change => ({
  area: 'account',
  objectType: 'user',
  objectId: session.userId,
  ...change,
});

export interface AccountDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  /** Account notices (password changed) go to the user's email. */
  mailer: Mailer;
  /** Text messages to a mobile number. No SMS gateway is configured: they land in the outbox (see docs). */
  sms: Mailer;
}

export interface RequestMeta {
  ip: string;
}

const MINUTE = 60;
const ACCOUNT_LIMITS = {
  /** Wrong current passwords per user: a stolen session must not become a password oracle. */
  passwordFailuresPerUser: { name: 'password-fail:user', max: 10, windowSeconds: 15 * MINUTE },
  // Sliding, as the reset code's: a fixed window lets a second code through across its boundary.
  mobileCodePerUserMinute: { name: 'mobile-code:user:1m', max: 1, windowSeconds: MINUTE, sliding: true },
  mobileCodePerUserHour: { name: 'mobile-code:user:1h', max: 5, windowSeconds: 60 * MINUTE },
  /** Nobody can flood one number, whichever accounts ask. */
  mobileCodePerNumber: { name: 'mobile-code:number', max: 5, windowSeconds: 60 * MINUTE },
  mobileCodePerIp: { name: 'mobile-code:ip', max: 20, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

const MOBILE_CODE_TTL_SECONDS = 10 * MINUTE;
const MOBILE_CODE_RESEND_SECONDS = MINUTE;
const MOBILE_CODE_MAX_TRIES = 5;

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

// ---- profile ---------------------------------------------------------------------

type ProfileRow = WithDates<Profile, 'mobileVerifiedAt'>;

/** The signed-in user's own profile (tenant-scoped by the session's customer). */
export async function getProfile(db: Pick<Db, 'one'>, session: Session): Promise<Profile> {
  const row = await db.one<ProfileRow>(
    `select u.id, u.email, u.name, u.last_name as "lastName", u.mobile,
            u.mobile_verified_at as "mobileVerifiedAt", c.name as "customerName"
       from users u join customers c on c.id = u.customer_id
      where u.id = $1 and u.customer_id = $2`,
    [session.userId, session.customerId],
  );
  if (!row) throw notFound();
  const verified = row.mobileVerifiedAt;
  return {
    ...row,
    mobileVerifiedAt: verified === null ? null : new Date(verified).toISOString(),
  };
}

export async function updateProfile(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  session: Session,
  body: UpdateProfileBody,
): Promise<Profile> {
  await deps.db.transaction(async (tx) => {
    const before = await tx.one<{ name: string; lastName: string }>(
      'select name, last_name as "lastName" from users where id = $1 and customer_id = $2 for update',
      [session.userId, session.customerId],
    );
    if (!before) throw notFound();
    recordChange(
      ownUser(session, {
        action: 'profile.update',
        before: { ...before },
        after: { name: body.name, lastName: body.lastName },
      }),
    );
    await tx.query(
      'update users set name = $1, last_name = $2, updated_at = $3 where id = $4 and customer_id = $5',
      [body.name, body.lastName, deps.config.now(), session.userId, session.customerId],
    );
  });
  return getProfile(deps.db, session);
}

// ---- password ----------------------------------------------------------------------

/**
 * Changes the signed-in user's own password. `{id}` must be that user's id (anything else: 403, without looking
 * anything up). Needs the current password; on success every other session of the user is revoked and the user is
 * told by mail. The current session stays.
 */
export async function changePassword(
  deps: AccountDeps,
  session: Session,
  id: string,
  body: ChangePasswordBody,
): Promise<{ revokedSessions: number }> {
  const { db, config, limiter, mailer } = deps;
  if (id !== String(session.userId)) throw forbidden();
  if (body.affirmPassword !== body.password)
    throw invalidFields({ affirmPassword: AUTH_MSG.passwordsDiffer });
  if (body.password === body.oldPassword) throw invalidFields({ password: ACCOUNT_MSG.samePassword });

  const subject = String(session.userId);
  // Counted before the check (atomic), so parallel guesses cannot all pass a limit read before any failure.
  const attempt = await limiter.attempt(ACCOUNT_LIMITS.passwordFailuresPerUser, subject);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  const user = await db.one<{ email: string; name: string; passwordHash: string }>(
    'select email, name, password_hash as "passwordHash" from users where id = $1 and customer_id = $2',
    [session.userId, session.customerId],
  );
  if (!user) throw notFound();
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
    throw invalidFields({ oldPassword: ACCOUNT_MSG.wrongCurrentPassword });
  }

  await attempt.refund();
  const passwordHash = await hashPassword(body.password);
  const now = config.now();
  const revoked = await db.transaction(async (tx) => {
    // The secret rule lists the password as changed, without either hash.
    recordChange(
      ownUser(session, {
        action: 'password.change',
        before: { passwordHash: user.passwordHash },
        after: { passwordHash },
      }),
    );
    await tx.query(
      'update users set password_hash = $1, updated_at = $2 where id = $3 and customer_id = $4',
      [passwordHash, now, session.userId, session.customerId],
    );
    return tx.query<{ id: number }>(
      `update sessions set revoked_at = $1
        where user_id = $2 and customer_id = $3 and revoked_at is null and id <> $4
        returning id`,
      [now, session.userId, session.customerId, session.id],
    );
  });
  forgetSessions(session.userId);
  await mailer.send({
    to: user.email,
    subject: 'Your Shop Console password was changed',
    text:
      `Hello ${user.name},\n\nthe password of your account ${user.email} was changed just now, and every other ` +
      'session was signed out.\nIf this was not you, reset your password from the sign-in page right away.\n',
  });
  return { revokedSessions: revoked.length };
}

// ---- mobile contact ------------------------------------------------------------------

/**
 * An international (E.164) number from what people type: spaces, dots, dashes and brackets are dropped and a
 * leading 00 becomes +. Null when it is not `+` and 7 to 15 digits.
 */
function normalizeMobile(raw: string): string | null {
  let value = raw.trim().replace(/[\s().-]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  return /^\+[1-9]\d{6,14}$/.test(value) ? value : null;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const mobileCodeHash = (userId: number, mobile: string, code: string): Buffer =>
  sha256(`${userId}:${mobile}:${code.trim()}`);
const sameHash = (hex: string, candidate: Buffer): boolean => {
  const stored = Buffer.from(hex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
};

function mobileOrFail(raw: string): string {
  const mobile = normalizeMobile(raw);
  if (!mobile) throw invalidFields({ mobile: ACCOUNT_MSG.validMobile });
  return mobile;
}

/** Sends a 6-digit code (hashed, 10 minutes, one-time, 5 tries) to the number; a new code replaces the last. */
export async function sendMobileCode(
  deps: AccountDeps,
  session: Session,
  body: SendMobileCodeBody,
  meta: RequestMeta,
): Promise<{ mobile: string; expiresInSeconds: number; resendInSeconds: number }> {
  const { db, config, limiter, sms } = deps;
  const mobile = mobileOrFail(body.mobile);
  const user = String(session.userId);
  await limiter.hit(ACCOUNT_LIMITS.mobileCodePerIp, meta.ip);
  await limiter.hit(ACCOUNT_LIMITS.mobileCodePerUserMinute, user);
  await limiter.hit(ACCOUNT_LIMITS.mobileCodePerUserHour, user);
  await limiter.hit(ACCOUNT_LIMITS.mobileCodePerNumber, mobile);

  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const now = config.now();
  await db.transaction(async (tx) => {
    await tx.query('delete from mobile_codes where expires_at < $1', [now]);
    // The code itself is a secret: listed as sent, without its value.
    recordChange(
      ownUser(session, { action: 'mobile.code', before: null, after: { mobile, mobileCode: code } }),
    );
    await tx.query(
      'update mobile_codes set consumed_at = $1 where user_id = $2 and customer_id = $3 and consumed_at is null',
      [now, session.userId, session.customerId],
    );
    await tx.query(
      `insert into mobile_codes (user_id, customer_id, mobile, code_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        session.userId,
        session.customerId,
        mobile,
        mobileCodeHash(session.userId, mobile, code).toString('hex'),
        now,
        addSeconds(now, MOBILE_CODE_TTL_SECONDS),
      ],
    );
  });
  await sms.send({
    to: mobile,
    subject: 'Shop Console verification code',
    text: `Your Shop Console verification code is ${code}. It is valid for ${MOBILE_CODE_TTL_SECONDS / MINUTE} minutes.`,
  });
  return { mobile, expiresInSeconds: MOBILE_CODE_TTL_SECONDS, resendInSeconds: MOBILE_CODE_RESEND_SECONDS };
}

/** Checks the code sent to `mobile`; on success saves the number as the user's verified contact. */
export async function checkMobileCode(
  deps: AccountDeps,
  session: Session,
  body: CheckMobileCodeBody,
): Promise<Profile> {
  const { db, config } = deps;
  const mobile = mobileOrFail(body.mobile);
  const wrongCode = badRequest(MSG.badCode, { code: MSG.badCode });
  const now = config.now();
  // Every try uses up one attempt, atomically, before the comparison; a wrong code commits the attempt (and its
  // entry in the log) and is refused after the transaction, so the attempt and the change are one entry each.
  const verified = await db.transaction(async (tx) => {
    const row = await tx.one<{ id: number; codeHash: string; mobile: string; attempts: number }>(
      `update mobile_codes set attempts = attempts + 1
        where id = (select id from mobile_codes
                     where user_id = $1 and customer_id = $2 and consumed_at is null and expires_at > $3
                     order by id desc limit 1)
          and attempts < $4
        returning id, code_hash as "codeHash", mobile, attempts`,
      [session.userId, session.customerId, now, MOBILE_CODE_MAX_TRIES],
    );
    if (!row) throw wrongCode;
    if (row.mobile !== mobile || !sameHash(row.codeHash, mobileCodeHash(session.userId, mobile, body.code))) {
      recordChange(
        ownUser(session, {
          action: 'mobile.check.wrong',
          before: { mobileCodeAttempts: row.attempts - 1 },
          after: { mobileCodeAttempts: row.attempts },
        }),
      );
      if (row.attempts >= MOBILE_CODE_MAX_TRIES) {
        await tx.query('update mobile_codes set consumed_at = $1 where id = $2', [now, row.id]);
      }
      return false;
    }
    const used = await tx.one(
      'update mobile_codes set consumed_at = $1 where id = $2 and consumed_at is null returning id',
      [now, row.id],
    );
    if (!used) throw wrongCode; // a parallel request used it first
    const before = await tx.one<{ mobile: string | null; mobileVerifiedAt: Date | string | null }>(
      `select mobile, mobile_verified_at as "mobileVerifiedAt" from users where id = $1 and customer_id = $2`,
      [session.userId, session.customerId],
    );
    recordChange(
      ownUser(session, {
        action: 'mobile.verify',
        before: {
          mobile: before?.mobile ?? null,
          mobileVerifiedAt: before?.mobileVerifiedAt ? new Date(before.mobileVerifiedAt).toISOString() : null,
        },
        after: { mobile, mobileVerifiedAt: now.toISOString() },
      }),
    );
    await tx.query(
      `update users set mobile = $1, mobile_verified_at = $2, updated_at = $2
        where id = $3 and customer_id = $4`,
      [mobile, now, session.userId, session.customerId],
    );
    return true;
  });
  if (!verified) throw wrongCode;
  return getProfile(db, session);
}

// ---- site languages ------------------------------------------------------------------------

const asList = (list: SiteLanguage[]): LanguageList => ({ list, total: list.length });

type Reader = Pick<Db, 'query'>;

/** The languages the customer's site offers, in catalogue order. */
export async function linkedLanguages(db: Reader, customerId: number): Promise<LanguageList> {
  return asList(
    await db.query<SiteLanguage>(
      `select l.code, l.name, l.native_name as "nativeName"
         from customer_languages cl join languages l on l.code = cl.language_code
        where cl.customer_id = $1
        order by l.position, l.code`,
      [customerId],
    ),
  );
}

/** The catalogue languages the customer's site does not offer yet. */
export async function unlinkedLanguages(db: Reader, customerId: number): Promise<LanguageList> {
  return asList(
    await db.query<SiteLanguage>(
      `select l.code, l.name, l.native_name as "nativeName"
         from languages l
        where not exists (select 1 from customer_languages cl
                           where cl.customer_id = $1 and cl.language_code = l.code)
        order by l.position, l.code`,
      [customerId],
    ),
  );
}

/** Adds one or more catalogue languages (all or none); ones already offered are left as they are. */
export async function addLanguages(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  session: Session,
  body: AddLanguageBody,
): Promise<LanguageList> {
  const { db, config } = deps;
  const codes = [...new Set(body.codes.map((code) => code.trim()))];
  const known = await db.query<{ code: string }>('select code from languages where code = any($1::text[])', [
    codes,
  ]);
  if (known.length !== codes.length) throw invalidFields({ codes: ACCOUNT_MSG.unknownLanguage });
  return db.transaction(async (tx) => {
    const before = (await linkedLanguages(tx, session.customerId)).list.map((language) => language.code);
    await tx.query(
      `insert into customer_languages (customer_id, language_code, created_at)
       select $1, code, $3 from unnest($2::text[]) as code
       on conflict (customer_id, language_code) do nothing`,
      [session.customerId, codes, config.now()],
    );
    const after = await linkedLanguages(tx, session.customerId);
    recordLanguages(session, 'language.add', before, after);
    return after;
  });
}

/** The site's languages before and after, as one list (adding one already offered changes nothing). */
function recordLanguages(session: Session, action: string, before: string[], after: LanguageList): void {
  const codes = after.list.map((language) => language.code);
  if (before.length === codes.length && before.every((code) => codes.includes(code))) {
    recordNothing();
    return;
  }
  recordChange({
    area: 'account',
    action,
    objectType: 'shop',
    objectId: session.customerId,
    before: { languages: [...before].sort() },
    after: { languages: [...codes].sort() },
  });
}

export async function removeLanguage(db: Db, session: Session, code: string): Promise<LanguageList> {
  return db.transaction(async (tx) => {
    const removed = await tx.one(
      'delete from customer_languages where customer_id = $1 and language_code = $2 returning language_code',
      [session.customerId, code],
    );
    if (!removed) throw notFound(ACCOUNT_MSG.languageNotLinked);
    const after = await linkedLanguages(tx, session.customerId);
    const kept = after.list.map((language) => language.code);
    recordLanguages(session, 'language.remove', [...kept, code], after);
    return after;
  });
}
