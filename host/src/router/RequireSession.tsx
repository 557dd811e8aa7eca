import { clearToken, setUser, tokenAtom, Navigate, useLocation, type ConsoleUser } from '@console/shared';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, type ReactNode } from 'react';
import { startAreas } from '../remotes/areas';
import { loadUser } from '../session/user-loader';
import { loginPath } from './redirect';

/**
 * The route guard (spec section 4). No token: to sign-in, remembering where the person was going. A token but no
 * user yet: fetch user info (roles build the routes), then render. Failure: drop the token and go to sign-in.
 *
 * `user` is the one the routes inside were built for (AppRoutes), not read from the store here: a render in a
 * transition yields, and the user arriving in between let this guard see the user while its parent had built the
 * routes without one (no pages, so '/' had no landing page): a fresh sign-in went to /404 for a moment.
 */
export function RequireSession({ user, children }: { user: ConsoleUser | null; children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();

  useEffect(() => {
    if (!token) return;
    // Areas load in parallel with user info; the sign-in page never pays for them.
    void startAreas();
    if (user) return;
    let cancelled = false;
    // Usually already under way: the console door started it (app/console-door.ts).
    loadUser(token).then(
      (info) => {
        // A transition, as in the console door: the layout's first render yields to the network.
        if (!cancelled) startTransition(() => setUser(info));
      },
      () => {
        if (!cancelled) clearToken();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, user]);

  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!user) return <Spin fullscreen spinning />;
  return <>{children}</>;
}
