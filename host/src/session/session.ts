import {
  authApi,
  consoleStore,
  getUser,
  setUser,
  tokenAtom,
  unanswered,
  userAtom,
  type ConsoleUser,
} from '@console/shared';
import { useAtomValue } from 'jotai';
import { startTransition } from 'react';

/**
 * The console's one session loader: the signed-in user for the stored token, loaded once per token whoever asks
 * first (the console door, while the console's code is still downloading; the route guard, when it mounts), kept in
 * the shared `userAtom` (roles and perms build the routes and the menu; `@console/shared`'s access checks read it).
 *
 * The one documented exception to the data layer (docs/data-layer.md): the console door runs from the boot chunk,
 * which the sign-in page loads, and the sign-in page must not download SWR; the user is also not a page's data but
 * the session's, with its own store that every part already reads.
 *
 * Every outcome is decided here, once: the user arrives while the token is still the one it was asked for -> it is
 * stored (in a transition: the console's first render, the whole layout, then yields to the network); the request
 * is refused -> the API client has ended the session (the request is its `sessionCheck`: the one place that decides
 * a dead session) and the guard, which follows the token, sends the person to sign-in (spec section 8: route guard
 * failure); the server does not answer -> asked again (`requestUser`). A failed request is not kept: the next ask (a new sign-in) goes to the server again.
 */
let inFlight: { token: string; request: Promise<ConsoleUser | null> } | null = null;

const RETRY_MAX_MS = 8000;

/**
 * The user for `token`. A request the server never answered (the API restarting, the network gone, or the page
 * navigating away, which aborts it) is asked again with back-off while the token stays the same: ending the session
 * then would sign the person out of a reload, or of a console whose API is only restarting.
 */
function requestUser(token: string, attempt = 0): Promise<ConsoleUser> {
  return authApi.userInfo().catch((error: unknown) => {
    if (!unanswered(error) || consoleStore.get(tokenAtom) !== token) throw error;
    const wait = Math.min(250 * 2 ** attempt, RETRY_MAX_MS);
    return new Promise<void>((resume) => setTimeout(resume, wait)).then(() =>
      requestUser(token, attempt + 1),
    );
  });
}

/** Starts (or joins) loading the signed-in user; resolves with it, or null without a token or on failure. */
export function loadSession(): Promise<ConsoleUser | null> {
  const token = consoleStore.get(tokenAtom);
  if (!token) return Promise.resolve(null);
  const known = getUser();
  if (known && inFlight?.token !== token) return Promise.resolve(known);
  if (inFlight?.token !== token) {
    const request: Promise<ConsoleUser | null> = requestUser(token).then(
      (user) => {
        if (consoleStore.get(tokenAtom) !== token) return null;
        startTransition(() => setUser(user));
        return user;
      },
      () => {
        if (inFlight?.request === request) inFlight = null;
        // Whether the session is over is the API client's to decide (it ended it there if so); the guard follows
        // the token.
        return null;
      },
    );
    inFlight = { token, request };
  }
  return inFlight.request;
}

/** What the console is showing for: the token and the user loaded for it, read together in one render. */
export interface Session {
  token: string;
  user: ConsoleUser | null;
}

/**
 * The session as the router sees it. AppRoutes reads it once, builds the routes from `user` and hands the same
 * object to the route guard, which reads no store of its own: a render in a transition yields, and a guard that
 * read the user itself could see it arrive while its parent had built the routes without one (no pages, so '/'
 * had no landing page): a fresh sign-in once went to /404 for a moment that way.
 */
export function useSession(): Session {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  return { token, user };
}
