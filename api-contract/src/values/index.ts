/**
 * The contract's values without its schemas: value lists (statuses, currencies and their digits, sort fields),
 * limits and the date rule. The browser parts import this entry (`@console/api-contract/values`); the TypeBox
 * schemas build their enums and messages from the same constants. It imports nothing (ESLint checks it), so no
 * schema code reaches a bundle through it.
 */
export * from './booking.js';
export * from './dates.js';
export * from './orders.js';
export * from './pkg.js';
export * from './query.js';
export * from './sku.js';
export * from './stats.js';
export * from './team.js';
export * from './resources.js';
