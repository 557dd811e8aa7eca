import type { Queryable } from '../../db/client.js';
import type { Mailer } from '../../platform/mailer.js';
import type { HoldView } from './site/render.js';
import { fill, portalStrings, type PortalStrings } from './site/strings.js';

/** A booking as its mails show it: what its confirmation page shows, and the mail's own fields. */
interface MailRow extends HoldView {
  status: string;
  reason: string | null;
  language: string;
  shop: string;
  confirmed: boolean;
}

/** The hold's confirmation link and until when it holds (the mail sent right after a public booking). */
export interface HoldLink {
  url: string;
  until: string;
}

/**
 * Mails the visitor about their booking in the language they booked in: `hold` right after booking (the one-time
 * confirmation link: the only mail an address gets before its visitor confirmed it), `received` once they
 * confirmed, else the status it just moved to (with the reason when there is one). Nothing but `hold` goes to an
 * address that was not confirmed.
 */
export async function mailVisitor(
  db: Queryable,
  mailer: Mailer,
  customerId: number,
  bookingId: number,
  kind: 'hold' | 'received' | 'status',
  hold?: HoldLink,
): Promise<void> {
  const row = await db.one<MailRow>(
    `select b.booking_no as "bookingNo", b.name, b.email, b.people, to_char(b.slot_date, 'YYYY-MM-DD') as "slotDate",
            lpad((b.slot_start / 60)::text, 2, '0') || ':' || lpad((b.slot_start % 60)::text, 2, '0') as "slotStart",
            b.status, b.reason, b.language, p.title, c.name as shop, b.email_confirmed_at is not null as confirmed
       from bookings b
       join projects p on p.customer_id = b.customer_id and p.id = b.project_id
       join customers c on c.id = b.customer_id
      where b.customer_id = $1 and b.id = $2`,
    [customerId, bookingId],
  );
  if (!row || (kind !== 'hold' && !row.confirmed)) return;
  const t = portalStrings(row.language).strings;
  const values = {
    no: row.bookingNo,
    name: row.name,
    title: row.title,
    people: row.people,
    date: row.slotDate,
    time: row.slotStart,
    shop: row.shop,
    status: t[`status_${row.status}` as keyof PortalStrings] ?? row.status,
    reason: row.reason ? fill(t.mailReason, { reason: row.reason }) : '',
    link: hold?.url ?? '',
    until: hold?.until ?? '',
  };
  const subject =
    kind === 'hold'
      ? t.mailHold
      : kind === 'received'
        ? t.mailReceived
        : (t[`mail_${row.status}` as keyof PortalStrings] ?? t.mailReceived);
  const text = kind === 'hold' ? t.mailHoldText : kind === 'received' ? t.mailReceivedText : t.mailStatusText;
  await mailer.send({ to: row.email, subject: fill(subject, values), text: fill(text, values) });
}
