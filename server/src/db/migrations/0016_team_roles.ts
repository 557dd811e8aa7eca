/**
 * Roles (docs/team.md): named sets of perms per shop. A user with a role holds its perms (Owner: every perm the
 * server knows, including perms added later); a user without one keeps the perms stored on the user, as before
 * (the limited demo user). Every shop gets Owner and three presets, now and when it is created (a trigger, so
 * sign-up, the demo seed and any later path get them); a user created with `team:edit` (a shop's first admin) is
 * given the Owner role. The shops' current admins become Owners.
 */
export const id = '0016_team_roles';

export const sql = /* sql */ `
create table team_roles (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  name text not null check (length(name) between 1 and 40),
  owner boolean not null default false,
  perms text[] not null default '{}' check (cardinality(perms) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index team_roles_name_key on team_roles (customer_id, lower(name));
create unique index team_roles_owner_key on team_roles (customer_id) where owner;

alter table users add column role_id bigint references team_roles (id) on delete restrict;
create index users_role_id_idx on users (role_id) where role_id is not null;

create function team_seed_roles() returns trigger language plpgsql as $$
begin
  insert into team_roles (customer_id, name, owner, perms) values
    (new.id, 'Owner', true, '{}'),
    (new.id, 'Orders', false, array['dashboard:view', 'order:view', 'cart:view', 'order:confirm', 'order:cancel', 'order:export']),
    (new.id, 'Bookings', false, array['dashboard:view', 'booking:view', 'booking:edit']),
    (new.id, 'Viewer', false, array['dashboard:view', 'order:view', 'cart:view', 'sku:view', 'booking:view', 'pkg:view']);
  return new;
end $$;
create trigger customers_seed_roles after insert on customers for each row execute function team_seed_roles();

create function team_owner_role() returns trigger language plpgsql as $$
begin
  if new.role_id is null and 'team:edit' = any (new.perms) then
    select id into new.role_id from team_roles where customer_id = new.customer_id and owner;
  end if;
  return new;
end $$;
create trigger users_owner_role before insert on users for each row execute function team_owner_role();

insert into team_roles (customer_id, name, owner, perms)
select c.id, r.name, r.owner, r.perms
  from customers c
 cross join (values
    ('Owner', true, '{}'::text[]),
    ('Orders', false, array['dashboard:view', 'order:view', 'cart:view', 'order:confirm', 'order:cancel', 'order:export']),
    ('Bookings', false, array['dashboard:view', 'booking:view', 'booking:edit']),
    ('Viewer', false, array['dashboard:view', 'order:view', 'cart:view', 'sku:view', 'booking:view', 'pkg:view'])
 ) as r (name, owner, perms);
update users u set role_id = r.id from team_roles r
 where r.customer_id = u.customer_id and r.owner and 'team:edit' = any (u.perms) and u.role_id is null;
`;
