/**
 * Public bookings hold their places until the visitor confirms them from the mail (docs/booking.md, "Holds"):
 * - bookings: the statuses `held` and `expired`, until when a hold lasts, the hash of its one-time confirmation
 *   token (the token itself is only in the mail), the address it was made from (the per-address cap), and when the
 *   visitor confirmed their email (no other mail goes to an address before that). Bookings made before holds
 *   existed count as confirmed: their visitors were already mailed.
 * - booking_events: `system` as an actor (a hold that expired by itself).
 * - rate_limit_logs: the sliding-window rate limiter's recent hits per bucket (platform/rate-limit.ts).
 */
export const id = '0013_booking_holds';

export const sql = /* sql */ `
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('held', 'expired', 'pending', 'confirmed', 'declined', 'completed', 'no_show', 'cancelled'));
alter table bookings add column hold_expires_at timestamptz;
alter table bookings add column hold_ip text check (length(hold_ip) <= 64);
alter table bookings add column confirm_token_hash text check (length(confirm_token_hash) = 64);
alter table bookings add column email_confirmed_at timestamptz;
update bookings set email_confirmed_at = created_at;
create unique index bookings_confirm_token_idx on bookings (confirm_token_hash);
-- The caps and the release read only a project's live holds: a small partial index.
create index bookings_holds_idx on bookings (customer_id, project_id, hold_expires_at) where status = 'held';

alter table booking_events drop constraint booking_events_actor_kind_check;
alter table booking_events add constraint booking_events_actor_kind_check
  check (actor_kind in ('visitor', 'user', 'system'));
create index booking_events_arrivals_idx on booking_events (customer_id, id) where to_status = 'pending';

create table rate_limit_logs (
  bucket text primary key,
  hits timestamptz[] not null,
  expires_at timestamptz not null
);
create index rate_limit_logs_expires_idx on rate_limit_logs (expires_at);
`;
