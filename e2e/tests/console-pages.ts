import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The console's signed-in pages as the host finds them (the deployed registry and each area's menu.json), for the
 * specs that walk every page (accessibility, Chinese everywhere): a page a remote adds is walked without touching
 * them; a route with a parameter needs a sample below (the walk fails and says so when one is missing).
 */

/** A value for each route parameter, by route name, read from the demo data through the API. */
const PARAM_SAMPLES: Record<string, (api: Api) => Promise<Record<string, string>>> = {
  project: async (api) => {
    const page = await api.get<{ list: { id: number }[] }>('/api/user/v1/projects/list?pageSize=1');
    return { id: String(page.list[0]!.id) };
  },
};

/** The parts of a remote's menu.json this test reads (the contract is shared/src/contract/remote.ts). */
interface MenuRoute {
  path: string;
  name: string;
  children?: MenuRoute[];
}

export interface Api {
  get<T>(path: string): Promise<T>;
}

export function apiOf(request: APIRequestContext, token: string): Api {
  return {
    async get<T>(path: string) {
      const res = await request.get(path, { headers: { 'X-Authorization': token, Appid: '18' } });
      expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
      return ((await res.json()) as { data: T }).data;
    },
  };
}

/** Every routed leaf of the deployed areas (menu pages and hidden ones), as paths to open. */
export async function areaPaths(request: APIRequestContext, api: Api): Promise<string[]> {
  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const paths: string[] = [];
  for (const manifest of Object.values(registry)) {
    const menuUrl = new URL('menu.json', new URL(manifest, 'http://localhost/')).toString();
    const menu = (await (await request.get(menuUrl)).json()) as { routes: MenuRoute[] };
    const leaves = (routes: MenuRoute[]): MenuRoute[] =>
      routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
    for (const route of leaves(menu.routes)) {
      if (!route.path.includes(':')) {
        paths.push(route.path);
        continue;
      }
      const sample = PARAM_SAMPLES[route.name];
      expect(
        sample,
        `route ${route.name} (${route.path}) has parameters: add a sample to console-pages.ts`,
      ).toBeTruthy();
      const values = await sample!(api);
      paths.push(route.path.replace(/:(\w+)/g, (_, key: string) => values[key]!));
    }
  }
  return paths;
}

/** Waits until the page shows what it will show: nothing loading, no transition running (axe reads colours). */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
