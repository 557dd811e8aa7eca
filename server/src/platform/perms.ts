/** Every button-level permission the console knows. */
export const PERMS = [
  'order:confirm',
  'order:cancel',
  'order:export',
  'sku:edit',
  'booking:edit',
  'pkg:edit',
  'pay:edit',
  'account:edit',
  'dashboard:view',
] as const;

export type Perm = (typeof PERMS)[number];

export const ROLE_ADMIN = 'ADMIN';
/** ROOT holds every permission (spec section 6). */
export const ROLE_ROOT = 'ROOT';

export function hasAnyPerm(
  roles: readonly string[],
  perms: readonly string[],
  wanted: readonly Perm[],
): boolean {
  if (roles.includes(ROLE_ROOT)) return true;
  return wanted.some((perm) => perms.includes(perm));
}
