import { setupRemoteI18n, stubApi as stubRoutes, testUser, type ApiCall } from '@console/shared/testing';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, type ApiCall as Call } from '@console/shared/testing';

/** The area's strings and its API's messages, as the host adds them when it loads the area. */
export const setupI18n = () => setupRemoteI18n('dashboard', { en, zh }, serverMessages);

/** Stubs fetch: the dashboard's calls are all GETs, keyed here by path (without /api); returns the calls made. */
export function stubApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  return stubRoutes(
    Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`GET ${path}`, answer])),
  ).calls;
}

export const ADMIN = testUser(['dashboard:view']);
