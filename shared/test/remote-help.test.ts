// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readHelpPage, readRemoteHelp } from '../build/help';
import { parseRemoteMenu } from '../src/contract/remote';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function remoteWithHelp(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'remote-help-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, 'help', path.split('/')[0]!), { recursive: true });
    writeFileSync(join(root, 'help', path), text);
  }
  return root;
}

const menu = { name: 'shop', namespace: 'shop', order: 1, titles: { en: {}, zh: {} }, routes: [] };

describe('a remote help page', () => {
  it('reads its route and order from the front matter, its title and its headings outside code', () => {
    const page = readHelpPage(
      '---\nroute: /shop/list\norder: 2\n---\n# Shop list\n\nText.\n\n## Find a shop\n\n```\n## not a heading\n```\n## 查找店铺\n',
    );
    expect(page.title).toBe('Shop list');
    expect(page.route).toBe('/shop/list');
    expect(page.order).toBe(2);
    expect(page.headings).toEqual([
      { id: 'find-a-shop', text: 'Find a shop' },
      { id: '查找店铺', text: '查找店铺' },
    ]);
    expect(page.body.startsWith('# Shop list')).toBe(true);
  });
});

describe("a remote's help folder", () => {
  it('lists pages in their order with both languages, and ships each body without its front matter', () => {
    const root = remoteWithHelp({
      'en/b.md': '---\norder: 1\n---\n# B\n## One\n',
      'zh/b.md': '---\norder: 1\n---\n# 乙\n## 一\n',
      'en/a.md': '---\nroute: /shop/list\norder: 2\n---\n# A\n',
      'zh/a.md': '---\nroute: /shop/list\norder: 2\n---\n# 甲\n',
    });
    const help = readRemoteHelp(root);
    expect(help.problems).toEqual([]);
    expect(help.pages.map((page) => page.slug)).toEqual(['b', 'a']);
    expect(help.pages[1]).toEqual({
      slug: 'a',
      titles: { en: 'A', zh: '甲' },
      route: '/shop/list',
      headings: { en: [], zh: [] },
    });
    expect(help.files['help/zh/b.md']).toBe('# 乙\n## 一\n');
    // What the build writes into menu.json passes the host's check of it.
    expect(parseRemoteMenu({ ...menu, help: help.pages }).help).toHaveLength(2);
  });

  it('refuses a page missing in a language, or naming different routes', () => {
    const root = remoteWithHelp({
      'en/only.md': '# Only English\n',
      'en/two.md': '---\nroute: /a\n---\n# Two\n',
      'zh/two.md': '---\nroute: /b\n---\n# 二\n',
    });
    const { problems, pages } = readRemoteHelp(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('zh/only.md');
    expect(problems[1]).toContain('different routes');
    expect(pages.map((page) => page.slug)).toEqual(['two']);
  });

  it('ships nothing for a remote without help', () => {
    expect(readRemoteHelp(remoteWithHelp({}))).toEqual({ pages: [], files: {}, problems: [] });
  });
});

describe('the help index in menu.json', () => {
  it('refuses a page without both titles, with a bad slug or a relative route', () => {
    const page = { slug: 'a', titles: { en: 'A', zh: '甲' }, headings: { en: [], zh: [] } };
    expect(() => parseRemoteMenu({ ...menu, help: [page] })).not.toThrow();
    expect(() => parseRemoteMenu({ ...menu, help: [{ ...page, titles: { en: 'A' } }] })).toThrow();
    expect(() => parseRemoteMenu({ ...menu, help: [{ ...page, slug: '../x' }] })).toThrow();
    expect(() => parseRemoteMenu({ ...menu, help: [{ ...page, route: 'odrs' }] })).toThrow();
    expect(() => parseRemoteMenu({ ...menu, help: {} })).toThrow();
  });
});
