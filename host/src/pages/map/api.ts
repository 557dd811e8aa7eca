import { api } from '@console/shared';
import { queryOptions } from '@console/shared/data';

// The API's types come from its contract (types only: no schema code in this bundle).
import type { MapPoint } from '@console/api-contract';

export type { MapPoint } from '@console/api-contract';

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

/** The map's queries (docs/data-layer.md, "Keys"). */
export const mapQueries = {
  points: () => queryOptions(['map', 'points'], () => mapApi.points()),
};
