/**
 * `@console/shared/contract`: the remote contract and the role names, with no state and no dependencies, so a
 * remote's menu (src/menu.ts) can be read by its build config in Node and bundled without the shared singleton.
 */
export * from './remote';
export * from './roles';
