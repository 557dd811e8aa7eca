/**
 * The operation log (docs/team.md): one row per change made through the API, written in the change's own
 * transaction by platform/audit.ts. Rows are chained per shop: `hash` is the SHA-256 of the previous row's hash and
 * this row's content, so a row changed or removed behind the API's back breaks the chain (`audit:verify`). Nothing
 * in the API updates or deletes a row; only retention removes the oldest, and it records the last removed row's
 * hash as the chain's new anchor (`audit_settings.anchor_hash`).
 * Reading the log needs `team:log`; the retention setting `team:edit`. Users who hold every perm of an area's
 * actions today (the shops' admins) get both.
 */
export const id = '0015_audit_log';

export const sql = /* sql */ `
create table audit_log (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  at timestamptz not null,
  user_id bigint,
  actor text not null default '' check (length(actor) <= 254),
  ip text not null default '' check (length(ip) <= 64),
  area text not null check (length(area) between 1 and 40),
  action text not null check (length(action) between 1 and 80),
  object_type text not null default '' check (length(object_type) <= 40),
  object_id text not null default '' check (length(object_id) <= 80),
  changes jsonb not null default '[]',
  prev_hash text not null,
  hash text not null check (hash ~ '^[0-9a-f]{64}$')
);
create index audit_log_customer_id_idx on audit_log (customer_id, id desc);
create index audit_log_customer_at_idx on audit_log (customer_id, at);
create index audit_log_customer_object_idx on audit_log (customer_id, object_id) where object_id <> '';

create table audit_settings (
  customer_id bigint primary key references customers (id) on delete cascade,
  retention_days integer not null default 365 check (retention_days between 30 and 3650),
  anchor_hash text not null default ''
);

update users set perms = perms || array['team:log', 'team:edit']::text[]
 where 'pkg:edit' = any (perms) and 'order:confirm' = any (perms) and not ('team:log' = any (perms));
`;
