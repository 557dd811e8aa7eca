import type { TFunction } from 'i18next';
import { en } from '../../i18n/resources';

type PermKey = keyof typeof en.perm;

/** A perm as a person reads it (`order:confirm` -> "Confirm payments"); a perm with no label yet shows its name. */
export function permLabel(t: TFunction<'team'>, perm: string): string {
  const key = perm.replace(':', '_');
  return key in en.perm ? t(`perm.${key as PermKey}`) : perm;
}
