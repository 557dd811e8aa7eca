/** The role that passes every check (spec section 6). */
export const ROOT_ROLE = 'ROOT';
/** The one role the client gives every fetched user (spec section 1). */
export const ADMIN_ROLE = 'ADMIN';
