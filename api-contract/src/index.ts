/**
 * The API contract: each route's TypeBox schemas (querystring, params, body, response) and the TypeScript types
 * derived from them. The server builds its routes from these schemas (validation, serialisation, the OpenAPI
 * document at /api/openapi.json); the browser parts import the types only (`import type`) from here and the values
 * from `@console/api-contract/values` (no TypeBox), so no schema code reaches a bundle. This package imports nothing
 * but TypeBox.
 */
export * from './account.js';
export * from './auth.js';
export * from './booking.js';
export * from './common.js';
export * from './lists.js';
export * from './map.js';
export * from './orders.js';
export * from './sku.js';
export * from './stats.js';
export * from './test-hooks.js';
export * from './pkg.js';
export * from './values/index.js';
export * from './menus.js';
export * from './resources.js';
export * from './routes.js';
export * from './team.js';
