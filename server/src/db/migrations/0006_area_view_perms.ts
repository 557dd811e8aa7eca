/**
 * Ground shared by the pkg, sku and booking areas, laid before they are built side by side:
 * - Reading an area needs a perm of its own, as for orders: `pkg:view` (projects, folders, payment information),
 *   `sku:view` (categories and tags) and `booking:view`. Users who could change an area keep reading it; a user with
 *   none of its perms (e.g. `dashboard:view` only) reads nothing of it.
 * - The shop as buyers see it, written by the pkg area (Payment and Shop pages) and read by the public site: its
 *   public key (the shop's address), the payment QR code and the two explanations (sanitised HTML, spec entity
 *   Payment info), and the shop's logo, description and contact. Image columns hold the URL the upload path gave.
 */
export const id = '0006_area_view_perms';

/** The view perms alone (idempotent). */
export const viewPermsSql = /* sql */ `
update users set perms = perms || array['pkg:view']::text[]
 where perms && array['pkg:edit', 'pay:edit']::text[] and not ('pkg:view' = any (perms));
update users set perms = perms || array['sku:view']::text[]
 where 'sku:edit' = any (perms) and not ('sku:view' = any (perms));
update users set perms = perms || array['booking:view']::text[]
 where 'booking:edit' = any (perms) and not ('booking:view' = any (perms));
`;

export const sql = /* sql */ `
${viewPermsSql}
alter table customers
  add column site_key text,
  add column pay_url text check (length(pay_url) <= 2048),
  add column pay_explain text not null default '' check (length(pay_explain) <= 20000),
  add column pay_complete_explain text not null default '' check (length(pay_complete_explain) <= 20000),
  add column logo_url text check (length(logo_url) <= 2048),
  add column description text not null default '' check (length(description) <= 2000),
  add column contact text not null default '' check (length(contact) <= 500);
update customers set site_key = md5(random()::text || id::text) where site_key is null;
alter table customers
  alter column site_key set not null,
  alter column site_key set default md5(random()::text || clock_timestamp()::text),
  add constraint customers_site_key_format check (site_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  add constraint customers_site_key_key unique (site_key);
`;
