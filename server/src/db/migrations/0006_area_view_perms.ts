/**
 * Reading an area needs a perm of its own, as for orders: `pkg:view` (projects, folders, payment information),
 * `sku:view` (categories and tags) and `booking:view`. Users who could change an area keep reading it; a user with
 * none of its perms (e.g. `dashboard:view` only) reads nothing of it.
 */
export const id = '0006_area_view_perms';

export const sql = /* sql */ `
update users set perms = perms || array['pkg:view']::text[]
 where perms && array['pkg:edit', 'pay:edit']::text[] and not ('pkg:view' = any (perms));
update users set perms = perms || array['sku:view']::text[]
 where 'sku:edit' = any (perms) and not ('sku:view' = any (perms));
update users set perms = perms || array['booking:view']::text[]
 where 'booking:edit' = any (perms) and not ('booking:view' = any (perms));
`;
