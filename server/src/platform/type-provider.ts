// TypeBox's types come through the provider (it re-exports them), the schemas from @console/api-contract.
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * What a handler may hand the serializer for a contract type: the type itself, except that a Date may stand where
 * text is due (the database gives Dates; the serializer writes a date-time field as ISO 8601, the form the contract
 * promises the browser).
 */
type Serializable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Serializable<U>[]
    : T extends object
      ? { [K in keyof T]: Serializable<T[K]> }
      : T;

/**
 * The routes' type provider: requests typed from the contract's TypeBox schemas as @fastify/type-provider-typebox
 * types them, replies checked against them with Dates allowed (above). Use as `app.withTypeProvider<ApiTypeProvider>()`.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Serializable<Static<this['schema']>> : unknown;
}

/** A contract type as the database hands it over: the named date-time fields may be Dates (see Serializable). */
export type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | Date };
