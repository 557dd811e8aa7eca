import type { BookingSettings, BookingSettingsBody } from '@console/api-contract';
import { BOOKING_MSG } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import { invalidFields, notFound } from '../../platform/errors.js';

/** A project's booking rules as stored: minutes from midnight in the shop's local time. */
export interface SlotRules {
  opensAt: number;
  closesAt: number;
  slotMinutes: number;
  capacity: number;
  daysAhead: number;
}

/** What a project without a settings row uses (the migration's column defaults say the same). */
export const DEFAULT_RULES: SlotRules = {
  opensAt: 9 * 60,
  closesAt: 18 * 60,
  slotMinutes: 60,
  capacity: 4,
  daysAhead: 14,
};

export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The slot starts of one day: every `slotMinutes` from opening while a whole slot fits before closing. */
export function slotStarts(rules: SlotRules): number[] {
  const starts: number[] = [];
  for (let at = rules.opensAt; at + rules.slotMinutes <= rules.closesAt; at += rules.slotMinutes)
    starts.push(at);
  return starts;
}

const RULE_COLUMNS = `coalesce(s.opens_at, 540)::int as "opensAt", coalesce(s.closes_at, 1080)::int as "closesAt",
  coalesce(s.slot_minutes, 60)::int as "slotMinutes", coalesce(s.capacity, 4)::int as capacity,
  coalesce(s.days_ahead, 14)::int as "daysAhead"`;

export async function rulesOf(db: Queryable, customerId: number, projectId: number): Promise<SlotRules> {
  const row = await db.one<SlotRules>(
    `select ${RULE_COLUMNS} from projects p
       left join booking_settings s on s.customer_id = p.customer_id and s.project_id = p.id
      where p.customer_id = $1 and p.id = $2`,
    [customerId, projectId],
  );
  return row ?? DEFAULT_RULES;
}

type SettingsRow = SlotRules & { projectId: number; projectTitle: string; projectStatus: string };

const toSettings = (row: SettingsRow): BookingSettings => ({
  projectId: row.projectId,
  projectTitle: row.projectTitle,
  projectStatus: row.projectStatus,
  opensAt: hhmm(row.opensAt),
  closesAt: hhmm(row.closesAt),
  slotMinutes: row.slotMinutes,
  capacity: row.capacity,
  daysAhead: row.daysAhead,
});

/** Every project of the shop with its booking settings (the defaults where none were saved). */
export async function listSettings(db: Queryable, customerId: number): Promise<BookingSettings[]> {
  const rows = await db.query<SettingsRow>(
    `select p.id as "projectId", p.title as "projectTitle", p.status as "projectStatus", ${RULE_COLUMNS}
       from projects p
       left join booking_settings s on s.customer_id = p.customer_id and s.project_id = p.id
      where p.customer_id = $1 order by p.id`,
    [customerId],
  );
  return rows.map(toSettings);
}

/** Saves a project's booking rules; the log gets the fields that changed, before and after. */
export async function saveSettings(
  db: Db,
  customerId: number,
  projectId: number,
  body: BookingSettingsBody,
  now: Date,
): Promise<BookingSettings> {
  const opensAt = minutesOf(body.opensAt);
  const closesAt = minutesOf(body.closesAt);
  if (opensAt >= 1440) throw invalidFields({ opensAt: BOOKING_MSG.opensAt });
  if (closesAt <= opensAt) throw invalidFields({ closesAt: BOOKING_MSG.closesAt });
  if (opensAt + body.slotMinutes > closesAt) throw invalidFields({ slotMinutes: BOOKING_MSG.slotMinutes });
  await db.transaction(async (tx) => {
    const project = await tx.one<{ id: number }>(
      'select id from projects where customer_id = $1 and id = $2 for update',
      [customerId, projectId],
    );
    if (!project) throw notFound(BOOKING_MSG.projectNotFound);
    const was = await rulesOf(tx, customerId, projectId);
    await tx.query(
      `insert into booking_settings (customer_id, project_id, opens_at, closes_at, slot_minutes, capacity, days_ahead, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (customer_id, project_id) do update
         set opens_at = excluded.opens_at, closes_at = excluded.closes_at, slot_minutes = excluded.slot_minutes,
             capacity = excluded.capacity, days_ahead = excluded.days_ahead, updated_at = excluded.updated_at`,
      [customerId, projectId, opensAt, closesAt, body.slotMinutes, body.capacity, body.daysAhead, now],
    );
    // As the console shows them: times as HH:MM.
    const shown = (rules: SlotRules) => ({
      ...rules,
      opensAt: hhmm(rules.opensAt),
      closesAt: hhmm(rules.closesAt),
    });
    recordChange({
      action: 'booking.settings',
      objectType: 'project',
      objectId: projectId,
      before: shown(was),
      after: shown({
        opensAt,
        closesAt,
        slotMinutes: body.slotMinutes,
        capacity: body.capacity,
        daysAhead: body.daysAhead,
      }),
    });
  });
  const all = await listSettings(db, customerId);
  return all.find((row) => row.projectId === projectId)!;
}
