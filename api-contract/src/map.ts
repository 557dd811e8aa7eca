import { Type, type Static } from 'typebox';
import { Nullable, trim } from './common.js';
import { answers } from './routes.js';
import { Page } from './lists.js';

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
export const MAP_PAGE_SIZE_MAX = 1000;

/** The customer's own point on the public map. */
export const MapLocationSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  updatedAt: Type.String(),
});
export type MapLocation = Static<typeof MapLocationSchema>;

export const SetLocationBodySchema = Type.Object({
  label: Type.String({
    minLength: 1,
    maxLength: LABEL_MAX,
    'x-messages': { required: MAP_MSG.enterLabel, maxLength: MAP_MSG.labelLong, invalid: MAP_MSG.enterLabel },
    ...trim,
  }),
  lat: Type.Number({
    minimum: -90,
    maximum: 90,
    'x-messages': { required: MAP_MSG.enterLat, invalid: MAP_MSG.latRange },
  }),
  lng: Type.Number({
    minimum: -180,
    maximum: 180,
    'x-messages': { required: MAP_MSG.enterLng, invalid: MAP_MSG.lngRange },
  }),
});
export type SetLocationBody = Static<typeof SetLocationBodySchema>;

export const PublicListQuerySchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAP_PAGE_SIZE_MAX })),
});
export type PublicListQuery = Static<typeof PublicListQuerySchema>;

/** One point of the public map: only what a map needs (the key is opaque, not a customer id). */
export const MapPointSchema = Type.Object(
  { key: Type.String(), label: Type.String(), lat: Type.Number(), lng: Type.Number() },
  // The serializer drops anything else a query might return.
  { additionalProperties: false },
);
export type MapPoint = Static<typeof MapPointSchema>;

/** The customer's own map point (session) and the public list of every customer's point (no session). */
export const mapRoutes = {
  getLocation: answers(Nullable(MapLocationSchema)),
  setLocation: answers(MapLocationSchema, { body: SetLocationBodySchema }),
  deleteLocation: answers(Type.Null()),
  publicList: answers(Page(MapPointSchema), { querystring: PublicListQuerySchema }),
};
