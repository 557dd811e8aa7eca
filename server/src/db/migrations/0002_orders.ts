/**
 * Orders area: consumers (the shop's buyers), carts and their items, orders and their items, and the order
 * event log. Money is integer minor units (bigint) with a currency on every money row; composite foreign keys
 * keep every child in its parent's tenant and currency; totals are kept by triggers from the items.
 */
export const id = '0002_orders';

export const sql = /* sql */ `
create table currencies (
  code text primary key check (code ~ '^[A-Z]{3}$'),
  -- digits after the decimal point (ISO 4217 minor unit): USD 2, JPY 0, BHD 3
  exponent smallint not null check (exponent between 0 and 4)
);
insert into currencies (code, exponent) values
  ('AUD', 2), ('BHD', 3), ('CAD', 2), ('CHF', 2), ('CNY', 2), ('EUR', 2), ('GBP', 2), ('HKD', 2),
  ('JPY', 0), ('KRW', 0), ('KWD', 3), ('SGD', 2), ('TWD', 2), ('USD', 2);

create table consumers (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9-]{1,32}$'),
  name text not null check (length(name) between 1 and 200),
  email text check (length(email) <= 254),
  mobile text check (length(mobile) <= 32),
  address text check (length(address) <= 500),
  created_at timestamptz not null default now(),
  -- what the consumer filter searches (a substring of code, name, email or mobile, any case)
  search text not null generated always as (
    lower(code || chr(31) || name || chr(31) || coalesce(email, '') || chr(31) || coalesce(mobile, ''))
  ) stored,
  unique (customer_id, code),
  unique (customer_id, id),
  unique (customer_id, id, code)
);

create table carts (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  consumer_id bigint not null,
  -- copy of consumers.code for sorting and filtering; the foreign key keeps it equal
  consumer_code text not null,
  currency text not null references currencies (code),
  -- kept by triggers from cart_items: the number of pieces and the sum of price * count
  item_count integer not null default 0 check (item_count >= 0),
  total_amount bigint not null default 0 check (total_amount >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (customer_id, consumer_id, consumer_code)
    references consumers (customer_id, id, code) on update cascade on delete cascade,
  unique (id, customer_id, currency)
);
create index carts_customer_created_idx on carts (customer_id, created_at desc, id desc);
create index carts_customer_amount_idx on carts (customer_id, total_amount desc, id desc);
create index carts_customer_count_idx on carts (customer_id, item_count desc, id desc);
create index carts_customer_code_idx on carts (customer_id, (consumer_code collate "C"), id);

create table cart_items (
  id bigint generated always as identity primary key,
  customer_id bigint not null,
  cart_id bigint not null,
  currency text not null,
  sn text not null check (length(sn) between 1 and 64),
  name text not null check (length(name) between 1 and 200),
  price bigint not null check (price >= 0),
  count integer not null check (count between 1 and 100000),
  description text check (length(description) <= 1000),
  -- same tenant and same currency as the cart
  foreign key (cart_id, customer_id, currency) references carts (id, customer_id, currency) on delete cascade
);
create index cart_items_cart_idx on cart_items (cart_id, id);

create table orders (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  order_no text not null check (order_no ~ '^[A-Z0-9-]{1,40}$'),
  consumer_id bigint not null,
  status text not null default 'Waiting' check (status in ('Waiting', 'Paied', 'Received', 'Canceled')),
  currency text not null references currencies (code),
  -- kept by triggers from order_items
  item_count integer not null default 0 check (item_count >= 0),
  total_amount bigint not null default 0 check (total_amount >= 0),
  address text check (length(address) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  pay_time timestamptz,
  received_at timestamptz,
  received_by bigint references users (id) on delete set null,
  canceled_at timestamptz,
  canceled_by bigint references users (id) on delete set null,
  cancel_reason text check (length(cancel_reason) between 1 and 500),
  foreign key (customer_id, consumer_id) references consumers (customer_id, id),
  unique (customer_id, order_no),
  unique (id, customer_id, currency),
  -- each status carries exactly the timestamps its history implies
  check (case status
    when 'Waiting' then pay_time is null and received_at is null and canceled_at is null
    when 'Paied' then pay_time is not null and received_at is null and canceled_at is null
    when 'Received' then pay_time is not null and received_at is not null and canceled_at is null
    when 'Canceled' then canceled_at is not null and cancel_reason is not null and received_at is null
  end)
);
create unique index orders_id_customer_key on orders (id, customer_id);
create index orders_customer_created_idx on orders (customer_id, created_at desc, id desc);
create index orders_customer_status_created_idx on orders (customer_id, status, created_at desc, id desc);
create index orders_customer_pay_idx on orders (customer_id, pay_time desc nulls last, id desc);
create index orders_customer_status_pay_idx on orders (customer_id, status, pay_time desc nulls last, id desc);
create index orders_customer_amount_idx on orders (customer_id, total_amount desc, id desc);
create index orders_customer_consumer_idx on orders (customer_id, consumer_id, created_at desc, id desc);
-- order numbers sort and prefix-match (LIKE 'SO2026%') in byte order, whatever the database collation
create index orders_customer_order_no_idx on orders (customer_id, (order_no collate "C"), id);

create table order_items (
  id bigint generated always as identity primary key,
  customer_id bigint not null,
  order_id bigint not null,
  currency text not null,
  sn text not null check (length(sn) between 1 and 64),
  name text not null check (length(name) between 1 and 200),
  price bigint not null check (price >= 0),
  count integer not null check (count between 1 and 100000),
  description text check (length(description) <= 1000),
  foreign key (order_id, customer_id, currency) references orders (id, customer_id, currency) on delete cascade
);
create index order_items_order_idx on order_items (order_id, id);

-- Who moved an order and when: one row per state change (from_status null: the order was placed).
create table order_events (
  id bigint generated always as identity primary key,
  customer_id bigint not null,
  order_id bigint not null,
  from_status text check (from_status in ('Waiting', 'Paied', 'Received', 'Canceled')),
  to_status text not null check (to_status in ('Waiting', 'Paied', 'Received', 'Canceled')),
  actor_kind text not null check (actor_kind in ('user', 'checkout', 'system')),
  actor_user_id bigint references users (id) on delete set null,
  reason text check (length(reason) <= 500),
  created_at timestamptz not null default now(),
  foreign key (order_id, customer_id) references orders (id, customer_id) on delete cascade
);
create index order_events_order_idx on order_events (order_id, id);

-- Checkout keys: the secret a shop's public checkout signs order numbers with (HMAC-SHA256).
create table checkout_keys (
  customer_id bigint primary key references customers (id) on delete cascade,
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);

-- Exact totals for the unfiltered and status-filtered lists without counting 100,000 rows each time:
-- per-tenant counters kept by triggers on every insert, delete and status change.
create table order_counts (
  customer_id bigint not null references customers (id) on delete cascade,
  status text not null,
  n bigint not null default 0 check (n >= 0),
  primary key (customer_id, status)
);
create table cart_counts (
  customer_id bigint primary key references customers (id) on delete cascade,
  n bigint not null default 0 check (n >= 0)
);

create function order_counts_add() returns trigger language plpgsql as $$
begin
  insert into order_counts (customer_id, status, n)
  select customer_id, status, count(*) from added group by customer_id, status
  on conflict (customer_id, status) do update set n = order_counts.n + excluded.n;
  return null;
end $$;
create function order_counts_remove() returns trigger language plpgsql as $$
begin
  update order_counts c set n = c.n - r.k
    from (select customer_id, status, count(*) as k from removed group by customer_id, status) r
   where c.customer_id = r.customer_id and c.status = r.status;
  return null;
end $$;
create function order_counts_move() returns trigger language plpgsql as $$
begin
  update order_counts set n = n - 1 where customer_id = old.customer_id and status = old.status;
  insert into order_counts (customer_id, status, n) values (new.customer_id, new.status, 1)
  on conflict (customer_id, status) do update set n = order_counts.n + 1;
  return null;
end $$;
create trigger orders_count_insert after insert on orders
  referencing new table as added for each statement execute function order_counts_add();
create trigger orders_count_delete after delete on orders
  referencing old table as removed for each statement execute function order_counts_remove();
create trigger orders_count_update after update of status, customer_id on orders for each row
  when (old.status is distinct from new.status or old.customer_id is distinct from new.customer_id)
  execute function order_counts_move();

create function cart_counts_add() returns trigger language plpgsql as $$
begin
  insert into cart_counts (customer_id, n)
  select customer_id, count(*) from added group by customer_id
  on conflict (customer_id) do update set n = cart_counts.n + excluded.n;
  return null;
end $$;
create function cart_counts_remove() returns trigger language plpgsql as $$
begin
  update cart_counts c set n = c.n - r.k
    from (select customer_id, count(*) as k from removed group by customer_id) r
   where c.customer_id = r.customer_id;
  return null;
end $$;
create trigger carts_count_insert after insert on carts
  referencing new table as added for each statement execute function cart_counts_add();
create trigger carts_count_delete after delete on carts
  referencing old table as removed for each statement execute function cart_counts_remove();

-- Totals follow the items, whoever writes them: statement-level triggers recompute the touched parents.
create function carts_recount() returns trigger language plpgsql as $$
declare ids bigint[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.cart_id) into ids
      from (select cart_id from touched union select cart_id from gone) x;
  else
    select array_agg(distinct cart_id) into ids from touched;
  end if;
  update carts c
     set item_count = s.pieces, total_amount = s.total, updated_at = now()
    from (select t.cart_id, coalesce(sum(i.count), 0)::int as pieces,
                 coalesce(sum(i.price * i.count), 0)::bigint as total
            from unnest(ids) as t (cart_id)
            left join cart_items i on i.cart_id = t.cart_id
           group by t.cart_id) s
   where c.id = s.cart_id;
  return null;
end $$;
create trigger cart_items_insert_recount after insert on cart_items
  referencing new table as touched for each statement execute function carts_recount();
create trigger cart_items_update_recount after update on cart_items
  referencing old table as gone new table as touched for each statement execute function carts_recount();
create trigger cart_items_delete_recount after delete on cart_items
  referencing old table as touched for each statement execute function carts_recount();

create function orders_recount() returns trigger language plpgsql as $$
declare ids bigint[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.order_id) into ids
      from (select order_id from touched union select order_id from gone) x;
  else
    select array_agg(distinct order_id) into ids from touched;
  end if;
  update orders o
     set item_count = s.pieces, total_amount = s.total
    from (select t.order_id, coalesce(sum(i.count), 0)::int as pieces,
                 coalesce(sum(i.price * i.count), 0)::bigint as total
            from unnest(ids) as t (order_id)
            left join order_items i on i.order_id = t.order_id
           group by t.order_id) s
   where o.id = s.order_id;
  return null;
end $$;
create trigger order_items_insert_recount after insert on order_items
  referencing new table as touched for each statement execute function orders_recount();
create trigger order_items_update_recount after update on order_items
  referencing old table as gone new table as touched for each statement execute function orders_recount();
create trigger order_items_delete_recount after delete on order_items
  referencing old table as touched for each statement execute function orders_recount();
`;
