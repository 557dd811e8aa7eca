import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the server reads from the environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  /** PostgreSQL connections per API process (`DATABASE_POOL_SIZE`); undefined: the client's default. */
  databasePoolSize: number | undefined;
  /** Test hooks (outbox reader, captcha answer); never on when NODE_ENV=production. */
  testHooks: boolean;
  /** The `{product}` path slug this deployment answers to. */
  product: string;
  /** Expected value of the `Appid` header on session routes. */
  appId: string;
  sessionTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  production: boolean;
  /** Seed the demo tenants on start (default: on, except in production). */
  seedDemo: boolean;
  /**
   * Fastify `trustProxy`: whose X-Forwarded-For to believe. Default false (nobody: the client address is the
   * socket's); `TRUST_PROXY=127.0.0.1` or a comma-separated list of addresses/CIDRs names the proxies (`npm start`
   * names its gateway); `TRUST_PROXY=true` trusts any hop (only behind a proxy that overwrites the header).
   */
  trustProxy: boolean | string[];
  logLevel: string;
  /**
   * Where the console's registry is served (`CONSOLE_REGISTRY_URL`, the /remotes.json the host reads; `npm start`
   * and e2e set it): the menu calls read the deployed areas from it. Unset: the menu calls answer 503.
   */
  registryUrl: string | undefined;
  /**
   * The console's public address (`CONSOLE_PUBLIC_URL`, e.g. https://shop.example.com), for links in mails (a
   * booking's confirmation link, an invitation; public-url.ts). Unset: the address the request came to (its Host),
   * which a production deployment should not rely on.
   */
  publicUrl: string | undefined;
  /** The clock. Every expiry and rate-limit window uses it, so tests can move time. */
  now: () => Date;
  /** Waits (the sign-in storm delay); tests replace it to see the delay without waiting. */
  sleep: (ms: number) => Promise<void>;
}

/** The repository root: this file lives at `server/{src,dist}/platform/`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function str(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return undefined;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

function parseTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const product = str(env, 'CONSOLE_PRODUCT') ?? 'shop';
  const dataDir = str(env, 'DATA_DIR');
  const config: Config = {
    port: int(env, 'API_PORT', 8090, 0, 65535),
    host: str(env, 'API_HOST') ?? '127.0.0.1',
    databaseUrl: str(env, 'DATABASE_URL'),
    databasePoolSize: str(env, 'DATABASE_POOL_SIZE') ? int(env, 'DATABASE_POOL_SIZE', 0, 1, 1000) : undefined,
    dataDir:
      dataDir === undefined
        ? path.join(REPO_ROOT, '.data', 'pglite')
        : dataDir.startsWith('memory://')
          ? dataDir
          : path.resolve(dataDir),
    testHooks: !production && env.CONSOLE_TEST_HOOKS === '1',
    product,
    appId: str(env, 'APP_ID') ?? '18',
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    smtpUrl: str(env, 'SMTP_URL'),
    mailFrom: str(env, 'MAIL_FROM') ?? 'Shop Console <no-reply@localhost>',
    production,
    seedDemo: flag(env, 'CONSOLE_SEED') ?? !production,
    trustProxy: parseTrustProxy(str(env, 'TRUST_PROXY')),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    registryUrl: str(env, 'CONSOLE_REGISTRY_URL'),
    publicUrl: str(env, 'CONSOLE_PUBLIC_URL')?.replace(/\/+$/, ''),
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
  // Hooks stay off in production whatever the overrides say.
  if (config.production) config.testHooks = false;
  return config;
}
