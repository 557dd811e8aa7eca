/**
 * SKU area: the shop's categories (a tree, ordered among siblings) and tags (flat, with a colour), each with a code
 * unique in the shop (case-insensitive), a name in the default language and names in other languages (`names`,
 * language code -> text: kept when the shop unlinks a language, so nothing is deleted silently), and which of the
 * shop's projects use them: at most one category and any number of tags per project. Every foreign key carries
 * the customer id, so no row can point into another shop.
 */
export const id = '0008_sku';

export const sql = /* sql */ `
create table sku_categories (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  parent_id bigint,
  position integer not null default 0 check (position >= 0),
  code text not null check (code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$'),
  name text not null check (length(name) between 1 and 100),
  names jsonb not null default '{}'::jsonb check (jsonb_typeof(names) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- what a keyword search reads: the code, the name and every translated name, lower case
  search text generated always as (lower(code || ' ' || name || ' ' || jsonb_path_query_array(names, '$.*')::text)) stored,
  unique (customer_id, id),
  check (parent_id is null or parent_id <> id),
  foreign key (customer_id, parent_id) references sku_categories (customer_id, id)
);
create unique index sku_categories_code_key on sku_categories (customer_id, lower(code));
create index sku_categories_parent_idx on sku_categories (customer_id, parent_id, position);

create table sku_tags (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  code text not null check (code ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$'),
  name text not null check (length(name) between 1 and 100),
  names jsonb not null default '{}'::jsonb check (jsonb_typeof(names) = 'object'),
  color text not null default '#1677ff' check (color ~ '^#[0-9a-f]{6}$'),
  search text generated always as (lower(code || ' ' || name || ' ' || jsonb_path_query_array(names, '$.*')::text)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (customer_id, id)
);
create unique index sku_tags_code_key on sku_tags (customer_id, lower(code));
create index sku_tags_customer_code_idx on sku_tags (customer_id, code);

create table project_categories (
  customer_id bigint not null,
  project_id bigint not null,
  category_id bigint not null,
  primary key (customer_id, project_id),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade,
  foreign key (customer_id, category_id) references sku_categories (customer_id, id) on delete cascade
);
create index project_categories_category_idx on project_categories (customer_id, category_id);

create table project_tags (
  customer_id bigint not null,
  project_id bigint not null,
  tag_id bigint not null,
  primary key (customer_id, project_id, tag_id),
  foreign key (customer_id, project_id) references projects (customer_id, id) on delete cascade,
  foreign key (customer_id, tag_id) references sku_tags (customer_id, id) on delete cascade
);
create index project_tags_tag_idx on project_tags (customer_id, tag_id);
`;
