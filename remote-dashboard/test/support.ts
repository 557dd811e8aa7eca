import { stubApi as stubRoutes, testUser, type ApiCall } from '@console/shared/testing';

export { envelope, type ApiCall as Call } from '@console/shared/testing';

/** Stubs fetch: the dashboard's calls are all GETs, keyed here by path (without /api); returns the calls made. */
export function stubApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  return stubRoutes(
    Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`GET ${path}`, answer])),
  ).calls;
}

export const ADMIN = testUser(['dashboard:view']);
