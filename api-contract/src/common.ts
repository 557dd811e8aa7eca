import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { CALENDAR_DATE_PATTERN } from './values/index.js';

/**
 * Human messages for one field, kept in its schema under the `x-messages` keyword: `required` (missing or empty), a
 * keyword such as `minLength` or `format`, or `invalid` for anything else. The server answers a 400 with them.
 */
export interface FieldMessages {
  required?: string;
  invalid?: string;
  [keyword: string]: string | undefined;
}

/** The extra (non-validating) keywords these schemas carry; the server registers them with its validator. */
export const SCHEMA_KEYWORDS = ['x-messages', 'x-trim', 'x-lines-checked'] as const;

/** A field's messages: `invalid` for everything, `required` too unless given. */
export const messages = (invalid: string, extra: FieldMessages = {}): { 'x-messages': FieldMessages } => ({
  'x-messages': { invalid, required: invalid, ...extra },
});

/** A text field the server trims before validating it. */
export const trim = { 'x-trim': true } as const;

/**
 * A file's text whose route checks each line itself and reports every bad one (characters no field accepts
 * included), rather than the whole field being refused at once.
 */
export const linesChecked = { 'x-lines-checked': true } as const;

/**
 * A value or null, written as JSON Schema's `type: [t, 'null']` (not anyOf): the serializer keeps its fast path
 * and the validator its single error per field. An `enum` gets null as a member too: `type` allowing null while
 * `enum` forbids it is a schema no value can pass as null (the serializer never checks enums, a client's
 * validator does).
 */
export const Nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> => {
  const { type, enum: members } = schema as unknown as { type: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [type, 'null'],
    ...(members ? { enum: [...members, null] } : {}),
  });
};

/** One of a fixed list of strings, as `enum` (one error and one message per field, not one per member). */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** One of a fixed list of whole numbers, as `enum`. */
export const IntegerEnum = <const T extends readonly number[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> => Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });

/**
 * An instant as ISO 8601 text (`2026-11-01T09:30:00.000Z`). The browser receives text; the server may hand the
 * serializer a Date, which it writes in this form.
 */
export const DateTime = (options: Record<string, unknown> = {}) =>
  Type.String({ format: 'date-time', ...options });

/**
 * A calendar day (`2026-11-25`): the one type of every date field. JSON Schema's `date` format (RFC 3339
 * full-date) checks the day against its month and year, so `2026-02-30` is a 400 with `invalid` as the field's
 * message, never a date the database refuses (`isCalendarDate` in the values is the same rule outside a schema).
 */
export const CalendarDate = (invalid: string) =>
  Type.String({ format: 'date', pattern: CALENDAR_DATE_PATTERN, maxLength: 10, ...messages(invalid) });

/**
 * One change of an object's status as its history lists it (an order's, a booking's): who made it (`actorKind`,
 * the user's name, then `actor`'s other fields), why, and when.
 */
export const StatusEvent = <
  const S extends readonly string[],
  const K extends readonly string[],
  A extends TProperties,
>(
  statuses: S,
  actorKinds: K,
  actor: A,
) =>
  Type.Object({
    id: Type.Integer(),
    fromStatus: Nullable(StringEnum(statuses)),
    toStatus: StringEnum(statuses),
    actorKind: StringEnum(actorKinds),
    actorName: Nullable(Type.String()),
    ...actor,
    reason: Nullable(Type.String()),
    createdAt: DateTime(),
  });

/** An object as its detail shows it: its row's fields and its history (`events`, oldest first). */
export const WithEvents = <R extends TProperties, E extends TSchema>(row: TObject<R>, event: E) =>
  Type.Object({ ...row.properties, events: Type.Array(event) });

/** A body that gives a reason (a cancel, a decline): `{ reason }`, trimmed, 1 to `max` characters, `message` when not. */
export const ReasonBody = (max: number, message: string) =>
  Type.Object({
    reason: Type.String({
      minLength: 1,
      maxLength: max,
      ...trim,
      'x-messages': { required: message, invalid: message },
    }),
  });

/** A database id in a body or a query string: a whole number from 1, below 2^53. */
export const IdNumber = (invalid: string) =>
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...messages(invalid) });

/** A path parameter that is a database id: digits only, at most 15 (below 2^53); it arrives as text. */
export const IdText = (invalid: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,14}$', ...messages(invalid) });

/** The path parameters of a route on one object (`/…/:id`). */
export const IdParamsSchema = Type.Object({ id: IdText('id must be a positive whole number') });
export type IdParams = Static<typeof IdParamsSchema>;
