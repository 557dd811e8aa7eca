/**
 * The pkg area ("My Site"):
 * - folders (the spec's Package): a tree per shop; `version` is raised by every change so two tabs editing at once
 *   cannot overwrite each other (the server refuses a change made against an older version).
 * - projects gain their site type, folder, `updated_at` and indexes for 10,000 projects per shop.
 * - files: every uploaded image, in the database (so every API instance serves it), under an unguessable name.
 *   `attached` is set when a record takes the file; unattached files older than a day are pruned (db/prune.ts).
 */
export const id = '0007_pkg';

export const sql = /* sql */ `
create table folders (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  parent_id bigint,
  title text not null check (length(title) between 1 and 100),
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (customer_id, id),
  check (parent_id is null or parent_id <> id),
  foreign key (customer_id, parent_id) references folders (customer_id, id)
);
create index folders_customer_parent_idx on folders (customer_id, parent_id);

alter table projects
  add column site_type text not null default 'design' check (site_type in ('design', 'mobile', 'desk')),
  add column folder_id bigint,
  add column updated_at timestamptz not null default now(),
  add foreign key (customer_id, folder_id) references folders (customer_id, id);
update projects set updated_at = created_at;
create index projects_customer_created_idx on projects (customer_id, created_at desc, id desc);
create index projects_customer_folder_idx on projects (customer_id, folder_id);
create index projects_customer_title_idx on projects (customer_id, lower(title), id);

create table files (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  name text not null unique check (name ~ '^[A-Za-z0-9_-]{22}[.](png|jpg|webp|gif)$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  size integer not null check (size > 0),
  data bytea not null,
  attached boolean not null default false,
  created_at timestamptz not null default now()
);
create index files_unattached_idx on files (created_at) where not attached;
`;
