import { createHash, randomBytes } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { prepared, type Queryable } from '../db/client.js';
import type { Config } from './config.js';
import { badRequest, forbidden, MSG, tokenInvalid } from './errors.js';
import { hasAnyPerm, PERMS, type Perm } from './perms.js';

export interface Session {
  id: number;
  userId: number;
  customerId: number;
  roles: string[];
  perms: string[];
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on session routes by the auth hook; null on public routes. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call. Every other route needs a valid session (default deny). */
    public?: boolean;
    /** The perm a session route needs (ROOT holds all); checked by the session hook, not in handlers. */
    perm?: Perm;
    /** A session route that needs no perm on purpose: it works only on the session's own user. */
    sessionOnly?: boolean;
  }
}

const TOKEN_HEADER = 'x-authorization';
const APPID_HEADER = 'appid';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from `X-Authorization` (a `Bearer ` prefix is tolerated), or null. */
export function readToken(request: FastifyRequest): string | null {
  const raw = request.headers[TOKEN_HEADER];
  if (typeof raw !== 'string') return null;
  const token = raw.trim().replace(/^Bearer\s+/i, '');
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** A live session: known, not revoked, not expired, and its user still active. Read from the database. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<Session | null> {
  return db.one<Session>(SESSION_BY_TOKEN, [hashToken(token), now, PERMS]);
}

/**
 * How long a session read for one request answers for the next ones with the same token. A page fires several calls
 * at once and a busy admin many a second; each paid a database round trip before its own query. Measured flat out
 * (docs/orders.md): the smallest signed-in call +26% on PGlite and +66% on PostgreSQL, the list mix +6% on PGlite.
 * Rules a change must keep:
 * - everything that ends sessions in this process calls `forgetSessions` after its write commits (sign-out,
 *   password reset, password change): an entry whose read began before that is never used again, so a signed-out
 *   token is refused by the very next request, as without the cache;
 * - expiry is checked on every use against the cached `expiresAt`;
 * - another API process sharing the database (none in `npm start`: one supervised API) learns of a sign-out made
 *   elsewhere within SESSION_CACHE_MS, and so does a change made directly in the database.
 */
export const SESSION_CACHE_MS = 1_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  session: Session;
  /** `forgetGeneration` when the database read began. */
  readAt: number;
  until: number;
}
const sessionCache = new Map<string, CachedSession>();
/** Bumped by every `forgetSessions`; per user, the value of the last bump that concerned them. */
let forgetGeneration = 0;
const forgottenUsers = new Map<number, number>();

/** A live session for `token`, from this process's short-lived cache when it has a fresh entry. */
export async function findSessionCached(db: Queryable, token: string, now: Date): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const cached = sessionCache.get(tokenHash);
  const clock = Date.now();
  if (
    cached &&
    cached.until > clock &&
    cached.session.expiresAt > now &&
    cached.readAt >= (forgottenUsers.get(cached.session.userId) ?? -1)
  )
    return cached.session;
  const readAt = forgetGeneration;
  const session = await db.one<Session>(SESSION_BY_TOKEN, [tokenHash, now, PERMS]);
  if (!session) {
    sessionCache.delete(tokenHash);
    return null;
  }
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.delete(sessionCache.keys().next().value!);
  sessionCache.set(tokenHash, { session, readAt, until: clock + SESSION_CACHE_MS });
  return session;
}

/** Call after a write that ended some of `userId`'s sessions has committed: no cached read from before it is used. */
export function forgetSessions(userId: number): void {
  forgetGeneration += 1;
  forgottenUsers.set(userId, forgetGeneration);
  if (forgottenUsers.size > SESSION_CACHE_MAX) forgottenUsers.delete(forgottenUsers.keys().next().value!);
}

/**
 * A user's perms as of now: their role's (an Owner holds every perm, `$3`), else the perms stored on the user. Read
 * on every request, so a role's change applies to its members' next request (docs/team.md).
 */
export const EFFECTIVE_PERMS = `case when r.owner then $3::text[] when r.id is not null then r.perms else u.perms end`;

/** Every signed-in request runs it: prepared once per connection (see `prepared`). */
const SESSION_BY_TOKEN = prepared(
  `select s.id, s.user_id as "userId", s.customer_id as "customerId", u.roles, ${EFFECTIVE_PERMS} as perms,
          s.expires_at as "expiresAt"
       from sessions s
       join users u on u.id = s.user_id and u.customer_id = s.customer_id
       left join team_roles r on r.id = u.role_id and r.customer_id = u.customer_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active'`,
);

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  user: { id: number; customerId: number },
  meta: { ip: string; userAgent: string | undefined; now: Date; ttlHours: number },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(meta.now.getTime() + meta.ttlHours * 3_600_000);
  await db.query(
    `insert into sessions (token_hash, user_id, customer_id, created_at, expires_at, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      user.id,
      user.customerId,
      meta.now,
      expiresAt,
      meta.ip,
      meta.userAgent?.slice(0, 512) ?? null,
    ],
  );
  return { token, expiresAt };
}

export async function revokeSession(db: Queryable, session: Session, now: Date): Promise<void> {
  await db.query(
    'update sessions set revoked_at = $1 where id = $2 and customer_id = $3 and revoked_at is null',
    [now, session.id, session.customerId],
  );
  forgetSessions(session.userId);
}

/** The session of a session route (the auth hook guarantees it). */
export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw tokenInvalid();
  return request.session;
}

/**
 * What a route declares about access, or why it declares nothing usable. Every route states exactly one of:
 * `public: true` (no session), `perm: '<perm>'` (a session holding that perm) or `sessionOnly: true` (any session:
 * the route works only on the caller's own user). buildApp refuses to register a route that states none.
 */
export function routeAccessProblem(config: FastifyContextConfig | undefined): string | null {
  const declared = [config?.public === true, config?.perm !== undefined, config?.sessionOnly === true];
  const count = declared.filter(Boolean).length;
  if (count === 0) return 'declares no access (config.public, config.perm or config.sessionOnly)';
  if (count > 1) return 'declares more than one of config.public, config.perm and config.sessionOnly';
  if (config?.perm !== undefined && !(PERMS as readonly string[]).includes(config.perm))
    return `names an unknown perm ${String(config.perm)}`;
  return null;
}

/**
 * Installs the default-deny auth hook: every matched route not marked `config.public` needs
 * a valid `X-Authorization` token (else 401, code 2000) and, when the `Appid` header is sent,
 * the configured application id (else 400); a route with `config.perm` also needs that perm (else 403).
 * This hook is the only place perms are checked.
 */
export function installSessionAuth(app: FastifyInstance, db: Queryable, config: Config): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const appId = request.headers[APPID_HEADER];
    if (appId !== undefined && appId !== config.appId) throw badRequest(MSG.unknownApp);
    const token = readToken(request);
    const session = token ? await findSessionCached(db, token, config.now()) : null;
    if (!session) throw tokenInvalid();
    request.session = session;
    const { perm } = request.routeOptions.config;
    if (perm !== undefined && !hasAnyPerm(session.roles, session.perms, [perm])) throw forbidden();
  });
}
