/** Initial schema: tenants, users, sessions, captchas, reset codes, outbox, rate-limit counters. */
export const id = '0001_init';

export const sql = /* sql */ `
create table customers (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 200),
  created_at timestamptz not null default now()
);

create table users (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  password_hash text not null,
  name text not null,
  last_name text not null,
  status text not null default 'active' check (status in ('active', 'pending', 'disabled')),
  roles text[] not null default '{}',
  perms text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_customer_id_idx on users (customer_id);

create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null,
  user_id bigint not null references users (id) on delete cascade,
  customer_id bigint not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create unique index sessions_token_hash_key on sessions (token_hash);
create index sessions_customer_created_idx on sessions (customer_id, created_at);
create index sessions_customer_live_idx on sessions (customer_id, expires_at) where revoked_at is null;
create index sessions_user_live_idx on sessions (user_id) where revoked_at is null;

create table captchas (
  captcha_key text primary key,
  answer_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index captchas_expires_idx on captchas (expires_at);

create table reset_codes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index reset_codes_user_live_idx on reset_codes (user_id, id desc) where consumed_at is null;
create index reset_codes_expires_idx on reset_codes (expires_at);

create table outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_to_idx on outbox (lower(to_email), id desc);

create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  expires_at timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index rate_limits_expires_idx on rate_limits (expires_at);
`;
