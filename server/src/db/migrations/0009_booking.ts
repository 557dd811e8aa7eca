/**
 * Bookings taken on the public site (docs/booking.md):
 * - booking_settings: per project, the opening hours (minutes from midnight, the shop's local time), the slot
 *   length, the places per slot and how many days ahead a visitor may book. No row: the defaults below.
 * - booking_slots: places taken per (project, day, slot start). A booking takes its places with one conditional
 *   upsert (`... do update ... where taken + people <= capacity`), so two concurrent bookings can never both take
 *   the last place, on PGlite and PostgreSQL alike; a declined or cancelled booking gives its places back.
 * - bookings and booking_events (the history the console's drawer shows).
 */
export const id = '0009_booking';

export const sql = /* sql */ `
create table booking_settings (
  customer_id bigint not null,
  project_id bigint not null,
  opens_at smallint not null default 540 check (opens_at between 0 and 1439),
  closes_at smallint not null default 1080 check (closes_at between 1 and 1440),
  slot_minutes smallint not null default 60 check (slot_minutes between 15 and 480),
  capacity integer not null default 4 check (capacity between 1 and 1000),
  days_ahead integer not null default 14 check (days_ahead between 1 and 90),
  updated_at timestamptz not null default now(),
  primary key (customer_id, project_id),
  check (opens_at < closes_at),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade
);

create table booking_slots (
  customer_id bigint not null,
  project_id bigint not null,
  slot_date date not null,
  slot_start smallint not null,
  taken integer not null check (taken >= 0),
  primary key (customer_id, project_id, slot_date, slot_start),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade
);

create table bookings (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  project_id bigint not null,
  booking_no text not null unique check (booking_no ~ '^B[0-9A-Z]{6,20}$'),
  slot_date date not null,
  slot_start smallint not null check (slot_start between 0 and 1439),
  slot_minutes smallint not null check (slot_minutes between 15 and 480),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  mobile text not null check (length(mobile) between 5 and 20),
  people integer not null check (people between 1 and 1000),
  note text not null default '' check (length(note) <= 1000),
  language text not null default 'en',
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'declined', 'completed', 'no_show', 'cancelled')),
  reason text check (length(reason) <= 500),
  search text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (customer_id, id),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade
);
create index bookings_customer_created_idx on bookings (customer_id, created_at desc, id desc);
create index bookings_customer_slot_idx on bookings (customer_id, slot_date, slot_start);
create index bookings_customer_status_idx on bookings (customer_id, status, created_at);

create table booking_events (
  id bigint generated always as identity primary key,
  customer_id bigint not null,
  booking_id bigint not null,
  from_status text,
  to_status text not null,
  actor_kind text not null check (actor_kind in ('visitor', 'user')),
  actor_user_id bigint,
  reason text,
  created_at timestamptz not null default now(),
  foreign key (customer_id, booking_id) references bookings (customer_id, id) on delete cascade
);
create index booking_events_booking_idx on booking_events (customer_id, booking_id, created_at);
`;
