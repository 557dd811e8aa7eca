import { Navigate, useLocation } from '@console/shared';
import { Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { startAreas } from '../remotes/areas';
import { loadSession, type Session } from '../session/session';
import { loginPath } from '../session/redirect';

/**
 * The route guard (spec section 4). No token: to sign-in, remembering where the person was going. A token but no
 * user yet: load it (session/session.ts; usually the console door already has), then render. The loader ends a
 * session whose user cannot be loaded (the token goes, and with it to sign-in).
 *
 * `session` is the one the routes inside were built from (AppRoutes), never read from the stores here (see
 * `useSession`: a guard reading the user itself once sent a fresh sign-in to /404).
 */
export function RequireSession({ session, children }: { session: Session; children: ReactNode }) {
  const { token, user } = session;
  const location = useLocation();

  useEffect(() => {
    if (!token) return;
    // Areas load in parallel with user info; the sign-in page never pays for them.
    void startAreas();
    if (!user) void loadSession();
  }, [token, user]);

  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!user) return <Spin fullscreen spinning />;
  return <>{children}</>;
}
