/**
 * The variants of the sign-in screen and how they are addressed: /login, /login/register, /login/forgot, and the
 * invitation link's /invite (a mail's link: its own path, outside /login).
 */
export type LoginVariant = 'signin' | 'register' | 'forgot' | 'invite';

export const VARIANT_PATHS: Record<LoginVariant, string> = {
  signin: '/login',
  register: '/login/register',
  forgot: '/login/forgot',
  invite: '/invite',
};

/** The variant named by the `:variant` path segment; undefined for an unknown one. */
export function variantFromParam(param: string | undefined): LoginVariant | undefined {
  if (param === undefined) return 'signin';
  return param === 'register' || param === 'forgot' ? param : undefined;
}

/** A variant's URL that keeps the current query (the `redirect` parameter above all). */
export function variantHref(variant: LoginVariant, search: string): string {
  return `${VARIANT_PATHS[variant]}${search}`;
}

/**
 * The key of `history.state` under which react-router's BrowserRouter keeps the state given to `navigate(to,
 * { state })` (a LoginLocationState here). The build-time sign-in screen must not be placed when there is one
 * (boot/placement-script.ts); host/test/prerender.test.tsx checks this against the router itself.
 */
export const ROUTER_STATE_KEY = 'usr';

/** What a finished register or reset hands to the sign-in variant (router state, never the URL). */
export interface LoginNotice {
  kind: 'registered' | 'reset' | 'invited';
  email: string;
}

interface LoginLocationState {
  email?: string;
  notice?: LoginNotice;
}

export function readLoginState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, notice } = state as Record<string, unknown>;
  const out: LoginLocationState = {};
  if (typeof email === 'string') out.email = email;
  if (
    typeof notice === 'object' &&
    notice !== null &&
    ['registered', 'reset', 'invited'].includes((notice as LoginNotice).kind) &&
    typeof (notice as LoginNotice).email === 'string'
  ) {
    out.notice = notice as LoginNotice;
  }
  return out;
}
