// Every string of the area, in English (en.json) and Chinese (zh.json), each with exactly the other's keys (a
// string missing or left over does not compile). Read with useTranslation('booking'); the route titles are also in
// menu.json. settings.editLabel starts with the button's visible text: a voice user says "Edit" to press it.
import { BOOKING_STATUS_LABEL } from '@console/api-contract/values';
import type { SameKeys } from '@console/shared/contract';
import enStrings from './en.json';
import zhStrings from './zh.json';

export const en = {
  ...enStrings,
  // The server's messages name the statuses with the same labels.
  status: { ...BOOKING_STATUS_LABEL, ...enStrings.status },
};
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
