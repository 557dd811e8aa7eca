import { Type, type TSchema } from 'typebox';
import { messages, StringEnum } from './common.js';
import { PAGE_NUM_MAX, PAGE_SIZE_MAX } from './values/index.js';

/** The parts every paged list shares: its query's paging, sorting and status filter, and its answer's page. */

/** A list's filter on status: one or more of `statuses`, comma-separated. */
export const StatusList = (statuses: readonly string[], maxLength: number, invalid: string) => {
  const one = `(${statuses.join('|')})`;
  return Type.String({ pattern: `^${one}(,${one})*$`, maxLength, ...messages(invalid) });
};

/** The messages of the parameters every paged list takes. */
export const LIST_MSG = {
  pageNum: `pageNum must be a whole number from 1 to ${PAGE_NUM_MAX}`,
  pageSize: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  sortOrder: 'sortOrder must be ascend or descend',
} as const;

/**
 * A paged list's `pageNum` and `pageSize`. They have defaults: the server fills them before validating, so the
 * handler always has them. They are required in the types (the console always sends them) and optional in the
 * OpenAPI document.
 */
export const Paging = {
  pageNum: Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1, ...messages(LIST_MSG.pageNum) }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: 20,
    ...messages(LIST_MSG.pageSize),
  }),
};

/**
 * A sorted list's `sortField` (one of `fields`) and `sortOrder`, defaulted as `defaults` says (as the paging is).
 * `fieldMessage` replaces the usual "sortField must be one of …".
 */
export const Sorting = <const F extends readonly string[]>(
  fields: F,
  defaults: { field: F[number]; order: 'ascend' | 'descend' },
  fieldMessage = `sortField must be one of ${fields.join(', ')}`,
) => ({
  sortField: StringEnum(fields, { default: defaults.field, ...messages(fieldMessage) }),
  sortOrder: StringEnum(['ascend', 'descend'], { default: defaults.order, ...messages(LIST_MSG.sortOrder) }),
});

/** A page of a list: `{ list, total }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer() });

/**
 * A page of a tree's top level, as a tree list pages it: `total` counts the top level (what the pager pages), `all`
 * every node at every level (what a person means by "how many are there").
 */
export const TreePage = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    all: Type.Optional(
      Type.Integer({ description: 'Every node at every level (absent when filtered: flat)' }),
    ),
  });

export interface PageOf<T> {
  list: T[];
  total: number;
}
