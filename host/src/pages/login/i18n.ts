/**
 * Strings of the host's login feature (i18n.en.json, i18n.zh.json, each with exactly the other's keys), merged
 * into the 'host' namespace by src/i18n/resources.ts. `loginServer` holds server messages (English, verbatim) the
 * shared client does not translate itself.
 */
import type { SameKeys } from '@console/shared/contract';
import enStrings from './i18n.en.json';
import zhStrings from './i18n.zh.json';

export const en = enStrings;
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
