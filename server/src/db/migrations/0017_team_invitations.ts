/**
 * Invitations and removal of members (docs/team.md).
 *
 * An invitation is stored by the SHA-256 of its token only: the raw token exists in the mail and nowhere else, so
 * someone who reads the database cannot accept an invitation. One open invitation per address and shop.
 *
 * A removed member keeps their row (orders, bookings and the log name them by id) with status `removed`; the
 * address is freed for a new account (the unique index counts only the other statuses).
 */
export const id = '0017_team_invitations';

export const sql = /* sql */ `
create table team_invitations (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  name text not null default '' check (length(name) <= 64),
  role_id bigint references team_roles (id) on delete set null,
  token_hash text not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_user_id bigint references users (id) on delete set null,
  revoked_at timestamptz
);
create unique index team_invitations_token_key on team_invitations (token_hash);
create unique index team_invitations_open_key on team_invitations (customer_id, lower(email))
  where accepted_at is null and revoked_at is null;

alter table users drop constraint users_status_check;
alter table users add constraint users_status_check check (status in ('active', 'pending', 'disabled', 'removed'));
drop index users_email_key;
create unique index users_email_key on users (lower(email)) where status <> 'removed';
`;
