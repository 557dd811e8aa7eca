// @vitest-environment node
import { createRsbuild } from '@rsbuild/core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginRemoteMenu } from '../build/federation';
import { checkModulePages, menuPageNames } from '../build/module-pages';
import { defineRemoteMenu, defineRemoteModule } from '../src/contract/remote';

const menu = defineRemoteMenu({
  name: 'shop',
  namespace: 'shop',
  order: 10,
  titles: { en: {}, zh: {} },
  routes: [
    { path: '/alias', name: 'Alias', redirect: '/shop/list', meta: { title: 'route.list', hidden: true } },
    {
      path: '/shop',
      name: 'Shop',
      redirect: '/shop/list',
      meta: { title: 'route.shop' },
      children: [
        { path: '/shop/list', name: 'shopList', meta: { title: 'route.list' } },
        { path: '/shop/tag', name: 'shopTag', meta: { title: 'route.tag' } },
      ],
    },
  ],
});

const page = async () => ({ default: () => null });
const translations = { en: {}, zh: {} };

/** A module.tsx the way remotes write it, with the given pages object. */
const moduleSource = (pages: string) => `import { defineRemoteModule } from '@console/shared';
import type menu from './menu';
const placeholder = async () => ({ default: () => <p>soon</p> });
export default defineRemoteModule<typeof menu>({ name: 'shop', translations: { en: {}, zh: {} }, pages: ${pages} });
`;

describe("a remote module's pages against its menu", () => {
  it('needs a page for every leaf route, none for redirects and groups', () => {
    expect(menuPageNames(menu.routes)).toEqual(['shopList', 'shopTag']);
  });

  it('passes when every route has a page', () => {
    const source = moduleSource(`{ shopList: () => import('./pages/List'), 'shopTag': placeholder }`);
    expect(checkModulePages(menu.routes, source, 'src/module.tsx')).toBeNull();
    const declared = `const pages = { shopList: placeholder, shopTag: placeholder };\n${moduleSource('pages')}`;
    expect(checkModulePages(menu.routes, declared, 'src/module.tsx')).toBeNull();
  });

  it('names the routes without a page and the pages without a route', () => {
    const source = moduleSource('{ shopList: placeholder, shopTags: placeholder }');
    expect(checkModulePages(menu.routes, source, 'src/module.tsx')).toBe(
      "src/module.tsx: no page for the menu's route(s) shopTag; page(s) shopTags for no route of the menu " +
        '(the menu is src/menu.ts)',
    );
  });

  it('refuses pages it cannot read', () => {
    for (const pages of ['{ ...others }', 'makePages()', '{ [name]: placeholder }'])
      expect(checkModulePages(menu.routes, moduleSource(pages), 'm.tsx')).toMatch(
        /the build reads its pages/,
      );
    expect(checkModulePages(menu.routes, 'export default {};', 'm.tsx')).toMatch(/the build reads its pages/);
  });

  it('is a type error in the module', () => {
    // @ts-expect-error shopTag has no page
    defineRemoteModule<typeof menu>({ name: 'shop', translations, pages: { shopList: page } });
    defineRemoteModule<typeof menu>({
      name: 'shop',
      translations,
      // @ts-expect-error no route is named shopTags
      pages: { shopList: page, shopTag: page, shopTags: page },
    });
    expect(menuPageNames(menu.routes)).toHaveLength(2);
  });
});

describe("a remote's build", () => {
  const root = mkdtempSync(join(tmpdir(), 'remote-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const build = async (pages: string) => {
    mkdirSync(join(root, 'src'), { recursive: true });
    writeFileSync(join(root, 'src/index.js'), 'document.title = "fixture";\n');
    // A remote's folder has its package.json: its version goes into the menu.json the build writes.
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fixture', version: '3.1.4' }));
    writeFileSync(join(root, 'src/module.tsx'), moduleSource(pages));
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: {
        logLevel: 'silent',
        source: { entry: { index: './src/index.js' } },
        output: { distPath: { root: 'dist' } },
        plugins: [pluginRemoteMenu(menu, './src/module.tsx')],
      },
    });
    return rsbuild.build();
  };

  it('fails when its module has no page for a route of its menu', async () => {
    await expect(build('{ shopList: placeholder }')).rejects.toThrow();
    await expect(build('{ shopList: placeholder, shopTag: placeholder }')).resolves.toBeDefined();
    // The menu it writes carries the version the remote is deployed as (shown in the host's About).
    expect(JSON.parse(readFileSync(join(root, 'dist/menu.json'), 'utf8'))).toMatchObject({
      name: menu.name,
      version: '3.1.4',
    });
  }, 60_000);
});
