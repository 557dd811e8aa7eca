/**
 * Names antd's components give their inner controls in English whatever the locale (antd 6 has no locale entry
 * for them): ComponentLanguage puts these in their place. `antdIcons` says what an icon-only control of antd does,
 * by icon (when antd gives the control no title). In i18n.en.json and i18n.zh.json, each with exactly the other's
 * keys; merged into the 'host' namespace by src/i18n/resources.ts.
 */
import type { SameKeys } from '@console/shared/contract';
import enStrings from './i18n.en.json';
import zhStrings from './i18n.zh.json';

export const en = enStrings;
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
