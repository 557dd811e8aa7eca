import { api } from '@console/shared';

/** One point of the public map: only what a map needs (the key is opaque, not a customer id). */
export interface MapPoint {
  key: string;
  label: string;
  lat: number;
  lng: number;
}

export const mapApi = {
  /** Public: works without a session (spec: GET /open/user/v1/customer/info/get/coordinate/list). */
  points: () =>
    api.get<{ list: MapPoint[]; total: number }>(
      '/open/user/v1/customer/info/get/coordinate/list',
      undefined,
      {
        silent: true,
      },
    ),
};
