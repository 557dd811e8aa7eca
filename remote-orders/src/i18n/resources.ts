// Every string of the area, in English (en.json) and Chinese (zh.json), each with exactly the other's keys (a
// string missing or left over does not compile). Read with useTranslation('orders'); the route titles are also in
// menu.json.
import { ORDER_STATUS_LABEL } from '@console/api-contract/values';
import type { SameKeys } from '@console/shared/contract';
import enStrings from './en.json';
import zhStrings from './zh.json';

export const en = {
  ...enStrings,
  // The server's messages name the statuses with the same labels.
  status: { ...ORDER_STATUS_LABEL },
};
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
