/**
 * The Resources pages (icons, the kit's components live) are for the people who build the console's pages: a perm
 * of their own, `resources:view`. Users who can change the shop's site (`pkg:edit`) build pages and get it; a user
 * with a view perm only (e.g. `dashboard:view`) does not. New shops' admins hold every perm (PERMS).
 */
export const id = '0014_resources_perm';

export const sql = /* sql */ `
update users set perms = perms || array['resources:view']::text[]
 where 'pkg:edit' = any (perms) and not ('resources:view' = any (perms));
`;
