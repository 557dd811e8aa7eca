/**
 * Statistics area: the shop's projects (its public sites), the visits those sites report, the per-day roll-ups
 * the dashboard reads, and which project an order came through.
 *
 * Raw visits are kept (the statistics page filters them by project); every insert also updates, in the same
 * statement, the roll-ups below through a statement-level trigger, so the dashboard never scans a million rows:
 * - visit_days: per (customer, project, UTC day) the visits, distinct visitors, distinct IPs and devices.
 *   project_id 0 is the whole shop; day 'infinity' is all time (distinct over all days, not a sum).
 * - visit_uniques: the (customer, day, visitor-or-IP) keys already counted at shop level, so a repeat visit does
 *   not raise the distinct counts (values stored as 64-bit hashes).
 * - visit_day_origins: per (customer, UTC day) visits by referer origin ('direct' when there is none).
 */
export const id = '0004_stats';

export const sql = /* sql */ `
create table projects (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  cover text check (length(cover) <= 2048),
  num integer not null default 0 check (num >= 0),
  pay_url text check (length(pay_url) <= 2048),
  status text not null default 'normal' check (status in ('normal', 'closed')),
  plate_num text check (length(plate_num) <= 64),
  view_count bigint not null default 0 check (view_count >= 0),
  -- the public key a project's site sends with each visit (POST /api/open/stats/v1/visit)
  site_key text not null unique check (site_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at timestamptz not null default now(),
  unique (customer_id, id)
);
create index projects_customer_idx on projects (customer_id, id);

-- Orders placed through a project's site (null: placed elsewhere).
alter table orders add column project_id bigint;
alter table orders add foreign key (customer_id, project_id) references projects (customer_id, id);
create index orders_customer_project_created_idx on orders (customer_id, project_id, created_at)
  include (status, total_amount, currency) where project_id is not null;
-- Sales (Paied and Received orders) by day of placing, read from the index alone (index-only scans).
create index orders_customer_sales_idx on orders (customer_id, created_at)
  include (currency, total_amount) where status in ('Paied', 'Received');
-- Orders by day of placing with what the funnel and the per-day figures need.
create index orders_customer_created_status_idx on orders (customer_id, created_at)
  include (status, currency, total_amount);

create table visits (
  id bigint generated always as identity primary key,
  customer_id bigint not null,
  project_id bigint not null,
  occurred_at timestamptz not null,
  visitor_id text not null check (length(visitor_id) between 1 and 64),
  ip text not null check (length(ip) between 1 and 64),
  device text not null check (device in ('desktop', 'mobile', 'tablet')),
  referer_origin text not null default 'direct' check (length(referer_origin) between 1 and 255),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade
);
create index visits_customer_time_idx on visits (customer_id, occurred_at);
create index visits_customer_project_time_idx on visits (customer_id, project_id, occurred_at)
  include (visitor_id, ip);

create table visit_days (
  customer_id bigint not null references customers (id) on delete cascade,
  project_id bigint not null,
  day date not null,
  visits bigint not null default 0,
  visitors bigint not null default 0,
  ips bigint not null default 0,
  desktop bigint not null default 0,
  mobile bigint not null default 0,
  tablet bigint not null default 0,
  primary key (customer_id, project_id, day)
);

create table visit_uniques (
  customer_id bigint not null,
  day date not null,
  kind "char" not null,
  value_hash bigint not null,
  primary key (customer_id, day, kind, value_hash)
);

create table visit_day_origins (
  customer_id bigint not null references customers (id) on delete cascade,
  day date not null,
  origin text not null,
  visits bigint not null default 0,
  primary key (customer_id, day, origin)
);

create function visits_rollup() returns trigger language plpgsql as $$
begin
  -- visits and devices per project and for the whole shop (0), per day and for all time
  insert into visit_days (customer_id, project_id, day, visits, desktop, mobile, tablet)
  select a.customer_id, p.project_id, p.day, count(*),
         count(*) filter (where a.device = 'desktop'), count(*) filter (where a.device = 'mobile'),
         count(*) filter (where a.device = 'tablet')
    from added a
    cross join lateral (values
      (a.project_id, (a.occurred_at at time zone 'UTC')::date),
      (0::bigint, (a.occurred_at at time zone 'UTC')::date),
      (a.project_id, 'infinity'::date),
      (0::bigint, 'infinity'::date)) as p (project_id, day)
   group by 1, 2, 3
  on conflict (customer_id, project_id, day) do update
     set visits = visit_days.visits + excluded.visits,
         desktop = visit_days.desktop + excluded.desktop,
         mobile = visit_days.mobile + excluded.mobile,
         tablet = visit_days.tablet + excluded.tablet;

  -- distinct visitors and IPs for the whole shop, per day and for all time: count only keys not seen before
  with fresh as (
    insert into visit_uniques (customer_id, day, kind, value_hash)
    select distinct a.customer_id, d.day, k.kind, hashtextextended(k.value, 0)
      from added a
      cross join lateral (values ((a.occurred_at at time zone 'UTC')::date), ('infinity'::date)) as d (day)
      cross join lateral (values ('v'::"char", a.visitor_id), ('i'::"char", a.ip)) as k (kind, value)
    on conflict do nothing
    returning customer_id, day, kind
  )
  update visit_days v
     set visitors = v.visitors + f.visitors, ips = v.ips + f.ips
    from (select customer_id, day, count(*) filter (where kind = 'v') as visitors,
                 count(*) filter (where kind = 'i') as ips
            from fresh group by customer_id, day) f
   where v.customer_id = f.customer_id and v.project_id = 0 and v.day = f.day;

  -- distinct visitors and IPs per project and day (the statistics page's project filter reads these): recounted
  -- for each (project, day) the insert touched, one index range scan each
  update visit_days v
     set visitors = s.visitors, ips = s.ips
    from (select t.customer_id, t.project_id, t.day, c.visitors, c.ips
            from (select distinct customer_id, project_id, (occurred_at at time zone 'UTC')::date as day
                    from added) t
            cross join lateral (
              select count(distinct x.visitor_id) as visitors, count(distinct x.ip) as ips
                from visits x
               where x.customer_id = t.customer_id and x.project_id = t.project_id
                 and x.occurred_at >= (t.day::timestamp at time zone 'UTC')
                 and x.occurred_at < ((t.day + 1)::timestamp at time zone 'UTC')) c) s
   where v.customer_id = s.customer_id and v.project_id = s.project_id and v.day = s.day;

  insert into visit_day_origins (customer_id, day, origin, visits)
  select customer_id, (occurred_at at time zone 'UTC')::date, referer_origin, count(*)
    from added group by 1, 2, 3
  on conflict (customer_id, day, origin) do update set visits = visit_day_origins.visits + excluded.visits;

  update projects p set view_count = p.view_count + s.n
    from (select customer_id, project_id, count(*) as n from added group by 1, 2) s
   where p.customer_id = s.customer_id and p.id = s.project_id;
  return null;
end $$;
create trigger visits_rollup_insert after insert on visits
  referencing new table as added for each statement execute function visits_rollup();
`;
