// Every string of the area, in English (en.json) and Chinese (zh.json), each with exactly the other's keys (a
// string missing or left over does not compile). Read with useTranslation('sku'); the route titles are also in
// menu.json.
import type { SameKeys } from '@console/shared/contract';
import enStrings from './en.json';
import zhStrings from './zh.json';

export const en = enStrings;
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
