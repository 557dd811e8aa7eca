/** The 400 field message for a query parameter a route does not take (`{name}`: the parameter). */
export const UNKNOWN_PARAMETER = 'Unknown parameter {name}';
