import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ADMIN_ROLE, ROOT_ROLE } from '../contract/roles';
// The route filter is the menu's (the server's menu call runs it too): one rule for both.
export { canAccessRoute, menuEntryVisible } from '../contract/remote';
import { userAtom, type ConsoleUser } from '../session/user-store';

export { ADMIN_ROLE, ROOT_ROLE };

type Subject = Pick<ConsoleUser, 'roles' | 'perms'> | null | undefined;

function asList(value: string | readonly string[] | undefined, what: string): readonly string[] {
  const list = typeof value === 'string' ? [value] : (value ?? []);
  if (list.length === 0)
    throw new Error(`Access check given no ${what}: name at least one, e.g. ${what}="order:confirm"`);
  return list;
}

/** Button-level check: ROOT allows every perm; otherwise any listed perm must be among the user's perms. */
export function hasPerm(user: Subject, required: string | readonly string[]): boolean {
  const list = asList(required, 'perm');
  if (!user) return false;
  if (user.roles.includes(ROOT_ROLE)) return true;
  return list.some((perm) => user.perms.includes(perm));
}

/** Role-level check: passes when any listed role is among the user's roles. */
export function hasRole(user: Subject, required: string | readonly string[]): boolean {
  const list = asList(required, 'role');
  if (!user) return false;
  return list.some((role) => user.roles.includes(role));
}

/** The checks bound to the signed-in user. */
export function useAccess() {
  const user = useAtomValue(userAtom);
  return {
    user,
    hasPerm: (required: string | readonly string[]) => hasPerm(user, required),
    hasRole: (required: string | readonly string[]) => hasRole(user, required),
  };
}

export interface AccessProps {
  perm?: string | readonly string[];
  role?: string | readonly string[];
  children: ReactNode;
  /** Rendered instead when the check fails; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the user holds the perm (or role). Like the spec's directive it throws when
 * given no value, so a missing perm is a bug found in development, not a button silently shown to everyone.
 * Hiding is a convenience: the server checks the perm again.
 */
export function Access({ perm, role, children, fallback = null }: AccessProps) {
  const user = useAtomValue(userAtom);
  if (perm === undefined && role === undefined) throw new Error('Access needs a perm or a role');
  const allowed = (perm === undefined || hasPerm(user, perm)) && (role === undefined || hasRole(user, role));
  return <>{allowed ? children : fallback}</>;
}
