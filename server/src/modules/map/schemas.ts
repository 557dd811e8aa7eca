import { envelopeSchema } from '../../platform/envelope.js';
import type { FieldMessages } from '../../platform/validation.js';

export const MAP_MSG = {
  enterLabel: 'Please enter a label',
  labelLong: 'The label can not be more than 80 characters',
  enterLat: 'Please enter the latitude',
  latRange: 'The latitude must be a number between -90 and 90',
  enterLng: 'Please enter the longitude',
  lngRange: 'The longitude must be a number between -180 and 180',
} as const;

export const LABEL_MAX = 80;
/** Points the public list returns at most per page. */
export const PAGE_SIZE_MAX = 1000;

function field(
  schema: Record<string, unknown>,
  messages: FieldMessages,
  trim = false,
): Record<string, unknown> {
  return { ...schema, 'x-messages': messages, ...(trim ? { 'x-trim': true } : {}) };
}

const location = {
  type: ['object', 'null'],
  properties: {
    key: { type: 'string' },
    label: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    updatedAt: { type: 'string' },
  },
};

export interface LocationOut {
  key: string;
  label: string;
  lat: number;
  lng: number;
  updatedAt: string;
}

export const getLocationSchema = { response: { 200: envelopeSchema(location) } };

export const setLocationSchema = {
  body: {
    type: 'object',
    required: ['label', 'lat', 'lng'],
    properties: {
      label: field(
        { type: 'string', minLength: 1, maxLength: LABEL_MAX },
        { required: MAP_MSG.enterLabel, maxLength: MAP_MSG.labelLong, invalid: MAP_MSG.enterLabel },
        true,
      ),
      lat: field(
        { type: 'number', minimum: -90, maximum: 90 },
        { required: MAP_MSG.enterLat, invalid: MAP_MSG.latRange },
      ),
      lng: field(
        { type: 'number', minimum: -180, maximum: 180 },
        { required: MAP_MSG.enterLng, invalid: MAP_MSG.lngRange },
      ),
    },
  },
  response: { 200: envelopeSchema(location) },
};

export interface SetLocationBody {
  label: string;
  lat: number;
  lng: number;
}

export const deleteLocationSchema = { response: { 200: envelopeSchema({ type: 'null' }) } };

/** The public list: only what a map needs. The response schema drops anything else a query might return. */
export const publicListSchema = {
  querystring: {
    type: 'object',
    properties: {
      pageNum: { type: 'integer', minimum: 1, maximum: 100_000 },
      pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        list: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              key: { type: 'string' },
              label: { type: 'string' },
              lat: { type: 'number' },
              lng: { type: 'number' },
            },
          },
        },
        total: { type: 'integer' },
      },
    }),
  },
};

export interface PublicListQuery {
  pageNum?: number;
  pageSize?: number;
}
