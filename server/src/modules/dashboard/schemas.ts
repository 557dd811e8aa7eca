import { envelopeSchema } from '../../platform/envelope.js';

export const DAYS_MESSAGE = 'days must be a whole number from 1 to 90';

export const signInsSchema = {
  querystring: {
    type: 'object',
    properties: {
      days: { type: 'integer', minimum: 1, maximum: 90, default: 7, 'x-messages': { invalid: DAYS_MESSAGE } },
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        days: {
          type: 'array',
          items: { type: 'object', properties: { date: { type: 'string' }, count: { type: 'integer' } } },
        },
        users: { type: 'integer' },
        activeSessions: { type: 'integer' },
      },
    }),
  },
};

export interface SignInsQuery {
  days: number;
}
