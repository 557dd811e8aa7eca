/**
 * Every permission the console knows: a `:view` perm to read an area, the others for its actions. A route names the
 * one it needs in its options (`config: { perm }`, enforced by the session hook in session.ts).
 */
export const PERMS = [
  'order:view',
  'cart:view',
  'order:confirm',
  'order:cancel',
  'order:export',
  'sku:view',
  'sku:edit',
  'booking:view',
  'booking:edit',
  'pkg:view',
  'pkg:edit',
  'pay:edit',
  'account:edit',
  'dashboard:view',
  // The Resources pages, for page builders (docs/docs-and-resources.md).
  'resources:view',
  // Team: the operation log (docs/team.md), and the changes to the team and its settings.
  'team:log',
  'team:edit',
] as const;

export type Perm = (typeof PERMS)[number];

export const ROLE_ADMIN = 'ADMIN';
/** ROOT holds every permission (spec section 6). */
const ROLE_ROOT = 'ROOT';

export function hasAnyPerm(
  roles: readonly string[],
  perms: readonly string[],
  wanted: readonly Perm[],
): boolean {
  if (roles.includes(ROLE_ROOT)) return true;
  return wanted.some((perm) => perms.includes(perm));
}
