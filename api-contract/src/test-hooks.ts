import { Type, type Static } from 'typebox';
import { DateTime } from './common.js';
import { answers } from './routes.js';

export const OutboxQuerySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, 'x-messages': { required: 'Please enter Email' } }),
});

export const OutboxMessageSchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: DateTime(),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** Only on a server started with CONSOLE_TEST_HOOKS=1 (never in production). */
export const testHookRoutes = {
  outbox: answers(Type.Object({ list: Type.Array(OutboxMessageSchema) }), { querystring: OutboxQuerySchema }),
};
