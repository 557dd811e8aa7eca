import { consoleStore, type RemoteArea, type RemoteMenu } from '@console/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime: what the host asks it for, and a module to answer with.
const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const MANIFEST = 'http://localhost:8083/mf-manifest.json';
const menu: RemoteMenu = {
  name: 'sku',
  namespace: 'sku',
  order: 40,
  titles: { en: { route: { sku: 'sku' } }, zh: { route: { sku: '商品 SKU' } } },
  routes: [
    {
      path: '/sku',
      name: 'Sku',
      redirect: '/sku/category',
      meta: { title: 'route.sku' },
      children: [{ path: '/sku/category', name: 'skuCategory', meta: { title: 'route.category' } }],
    },
  ],
};

function serve(files: Record<string, () => Response>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = String(input);
      asked.push(url);
      const answer = files[url];
      return answer ? answer() : new Response('not found', { status: 404 });
    }),
  );
  return asked;
}
const json = (value: unknown) => () => new Response(JSON.stringify(value), { status: 200 });

beforeEach(() => {
  vi.resetModules();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function startedAreas() {
  const areas = await import('../src/remotes/areas');
  await areas.startAreas();
  return { ...areas, state: consoleStore.get(areas.areasAtom) };
}

describe('areas at sign-in', () => {
  it("builds each area's routes from its menu.json, without loading any remote code", async () => {
    const asked = serve({
      '/remotes.json': json({ sku: MANIFEST }),
      'http://localhost:8083/menu.json': json({ ...menu, version: '2.0.1' }),
    });
    const { state } = await startedAreas();
    expect(asked).toEqual(['/remotes.json', 'http://localhost:8083/menu.json']);
    expect(loadRemote).not.toHaveBeenCalled();
    const sku = state.sku as { status: 'ready'; module: RemoteArea; version?: string };
    expect(sku.status).toBe('ready');
    // The deployed version its build wrote into menu.json (shown in the settings drawer's About).
    expect(sku.version).toBe('2.0.1');
    expect(sku.module.routes[0]?.children?.[0]?.path).toBe('/sku/category');
  });

  it('loads the module the first time a page is needed, once, and takes the page from it by route name', async () => {
    serve({ '/remotes.json': json({ sku: MANIFEST }), 'http://localhost:8083/menu.json': json(menu) });
    const Category = () => null;
    const prefetch = vi.fn();
    loadRemote.mockResolvedValue({
      default: {
        name: 'sku',
        translations: { en: {}, zh: {} },
        pages: { skuCategory: async () => ({ default: Category }) },
        prefetch: { skuCategory: prefetch },
      },
    });
    const { state } = await startedAreas();
    const route = (state.sku as { module: RemoteArea }).module.routes[0]?.children?.[0];
    route?.prefetch?.();
    const page = await route?.page?.();
    expect(page?.default).toBe(Category);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    await route?.page?.();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('sku/module');
  });

  it('a module that fails to load is tried afresh on the next page load', async () => {
    serve({ '/remotes.json': json({ sku: MANIFEST }), 'http://localhost:8083/menu.json': json(menu) });
    loadRemote.mockRejectedValueOnce(new Error('manifest broken')).mockResolvedValueOnce({
      default: {
        name: 'sku',
        translations: { en: {}, zh: {} },
        pages: { skuCategory: async () => ({ default: () => null }) },
      },
    });
    const { state } = await startedAreas();
    const route = (state.sku as { module: RemoteArea }).module.routes[0]?.children?.[0];
    await expect(route?.page?.()).rejects.toThrow('manifest broken');
    // The runtime keeps the failure: the remote is registered over itself (the override flag) to drop it.
    await vi.waitFor(() =>
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'console_sku', alias: 'sku', entry: MANIFEST }],
        { force: true },
      ),
    );
    await expect(route?.page?.()).resolves.toBeDefined();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('an area whose menu cannot be read is failed, with the reason; the others are ready', async () => {
    serve({
      '/remotes.json': json({ sku: MANIFEST, pkg: 'http://localhost:8085/mf-manifest.json' }),
      'http://localhost:8083/menu.json': json(menu),
      'http://localhost:8085/menu.json': json({ name: 'pkg' }),
    });
    const { state } = await startedAreas();
    expect(state.sku?.status).toBe('ready');
    expect(state.pkg).toMatchObject({ status: 'failed', error: expect.stringMatching(/not a remote menu/) });
  });

  it('refuses an area built against another contract or singleton line before running any of its code; the others run', async () => {
    const build = (contract: number, react: string) => ({
      commit: 'abc1234',
      builtAt: '2026-11-26T10:00:00.000Z',
      contract: { shared: '0.1.0', remote: contract },
      singletons: { react },
    });
    serve({
      '/remotes.json': json({
        sku: MANIFEST,
        pkg: 'http://localhost:8085/mf-manifest.json',
        orders: 'http://localhost:8082/mf-manifest.json',
      }),
      'http://localhost:8083/menu.json': json({ ...menu, version: '2.0.0', build: build(2, '19.3.1') }),
      'http://localhost:8085/menu.json': json({ ...menu, name: 'pkg', build: build(1, '19.3.1') }),
      'http://localhost:8082/menu.json': json({ ...menu, name: 'orders', build: build(1, '18.3.1') }),
    });
    // The unit tests run a host providing @console/shared 0.1.0 and no react version (vitest.config.ts): give one.
    vi.stubGlobal('__SINGLETON_VERSIONS__', { '@console/shared': '0.1.0', react: '19.2.0' });
    const { state } = await startedAreas();
    expect(state.sku).toMatchObject({
      status: 'failed',
      incompatible: { what: 'remote contract', built: '2', runs: '1' },
      // Its entry keeps the title and place its menu gives.
      known: { order: 40, title: { en: 'sku', zh: '商品 SKU' } },
    });
    expect(state.orders).toMatchObject({
      status: 'failed',
      incompatible: { what: 'react', built: '18.3.1', runs: '19.2.0' },
    });
    expect(state.pkg).toMatchObject({ status: 'ready', build: build(1, '19.3.1') });
    // Nothing of a refused area is registered with the federation runtime, so none of its code can load.
    const registered = registerRemotes.mock.calls.flatMap(([remotes]) =>
      (remotes as { alias: string }[]).map((remote) => remote.alias),
    );
    expect(registered).toEqual(['pkg']);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a dead area keeps the title and place its menu had when last read; Retry does not register it again', async () => {
    const DEAD = 'http://localhost:8099/mf-manifest.json';
    let registry: Record<string, string> = { sku: MANIFEST };
    const files: Record<string, () => Response> = {
      '/remotes.json': () => json(registry)(),
      'http://localhost:8083/menu.json': json(menu),
    };
    serve(files);
    await startedAreas();
    // Seen once: remembered. The next page load finds its site down.
    vi.resetModules();
    registry = { sku: DEAD };
    const down = await startedAreas();
    expect(down.state.sku).toMatchObject({
      status: 'failed',
      known: { order: 40, title: { en: 'sku', zh: '商品 SKU' } },
    });
    // Registered once its menu was read: on the first page load, not on the second, where its site is down.
    expect(registerRemotes).toHaveBeenCalledTimes(1);

    // Retry with the site still down: nothing is registered (the runtime's override would log "already
    // registered" for nothing).
    await down.retryArea('sku');
    expect(consoleStore.get(down.areasAtom).sku?.status).toBe('failed');
    expect(registerRemotes).toHaveBeenCalledTimes(1);

    // Back (the registry re-points it): registered once its menu is read, for the first time on this page, so
    // without the override flag.
    registry = { sku: MANIFEST };
    await down.retryArea('sku');
    expect(consoleStore.get(down.areasAtom).sku?.status).toBe('ready');
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'console_sku', alias: 'sku', entry: MANIFEST }],
      { force: false },
    );
  });
});
