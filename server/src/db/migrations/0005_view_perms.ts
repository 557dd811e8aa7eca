/**
 * Reading orders and carts now needs a perm of its own (`order:view`, `cart:view`), checked on the server. Users who
 * could act on orders (any `order:*` perm) keep seeing them; a user with none of those (e.g. `dashboard:view` only)
 * no longer reads consumers' contact details.
 */
export const id = '0005_view_perms';

export const sql = /* sql */ `
update users
   set perms = perms || array['order:view', 'cart:view']::text[]
 where perms && array['order:confirm', 'order:cancel', 'order:export']::text[]
   and not (perms @> array['order:view', 'cart:view']::text[]);
`;
