/**
 * Account and map: the language catalogue (reference data, seeded here so every deployment has it), the languages
 * each customer's site offers, a verified mobile contact per user with its one-time codes, and each customer's
 * public map point.
 */
export const id = '0003_account';

export const sql = /* sql */ `
create table languages (
  code text primary key check (code ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  name text not null,
  native_name text not null,
  position integer not null
);

insert into languages (code, name, native_name, position) values
  ('en', 'English', 'English', 1),
  ('zh', 'Chinese', '中文', 2),
  ('es', 'Spanish', 'Español', 3),
  ('fr', 'French', 'Français', 4),
  ('de', 'German', 'Deutsch', 5),
  ('ja', 'Japanese', '日本語', 6),
  ('it', 'Italian', 'Italiano', 7),
  ('pt', 'Portuguese', 'Português', 8),
  ('ko', 'Korean', '한국어', 9),
  ('ru', 'Russian', 'Русский', 10),
  ('ar', 'Arabic', 'العربية', 11),
  ('nl', 'Dutch', 'Nederlands', 12);

create table customer_languages (
  customer_id bigint not null references customers (id) on delete cascade,
  language_code text not null references languages (code),
  created_at timestamptz not null default now(),
  primary key (customer_id, language_code)
);

alter table users add column mobile text check (mobile is null or mobile ~ '^\\+[1-9][0-9]{6,14}$');
alter table users add column mobile_verified_at timestamptz;

create table mobile_codes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  customer_id bigint not null references customers (id) on delete cascade,
  mobile text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index mobile_codes_user_live_idx on mobile_codes (user_id, id desc) where consumed_at is null;
create index mobile_codes_expires_idx on mobile_codes (expires_at);

create table customer_locations (
  customer_id bigint primary key references customers (id) on delete cascade,
  public_key text not null,
  label text not null check (length(label) between 1 and 80),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  updated_at timestamptz not null default now()
);
create unique index customer_locations_public_key_key on customer_locations (public_key);
`;
