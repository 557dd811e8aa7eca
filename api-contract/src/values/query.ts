/** The 400 field message for a query parameter a route does not take (`{name}`: the parameter). */
export const UNKNOWN_PARAMETER = 'Unknown parameter {name}';

/** Every paged list's limits: the rows a page may hold and the last page that may be asked for. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_NUM_MAX = 10_000;
