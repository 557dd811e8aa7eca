/** How many days the operation log keeps its entries: a shop chooses within this range. */
export const LOG_RETENTION_MIN_DAYS = 30;
export const LOG_RETENTION_MAX_DAYS = 3650;
