import { describe, expect, it } from 'vitest';
import { searchPages } from '../src/palette/search';
import { close, nextLocation, parseSavedTabs, refresh, visit, type Tab } from '../src/tabs/tabs';

const tab = (path: string, extra: Partial<Tab> = {}): Tab => ({
  path,
  fullPath: path,
  affix: false,
  keepAlive: false,
  generation: 0,
  ...extra,
});

const paths = (tabs: Tab[]) => tabs.map((item) => item.path);
const dash = tab('/dash', { affix: true, keepAlive: true });
const open = [dash, tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('tabs', () => {
  it('a visit adds a tab once and keeps its latest full location', () => {
    let tabs = visit([dash], { path: '/a', fullPath: '/a?page=2', affix: false, keepAlive: true });
    tabs = visit(tabs, { path: '/a', fullPath: '/a?page=3', affix: false, keepAlive: true });
    expect(paths(tabs)).toEqual(['/dash', '/a']);
    expect(tabs[1]?.fullPath).toBe('/a?page=3');
    expect(visit(tabs, { path: '/a', fullPath: '/a?page=3', affix: false, keepAlive: true })).toBe(tabs);
  });

  it('close, close others, left, right and all never close an affix tab', () => {
    expect(paths(close(open, '/b', 'close'))).toEqual(['/dash', '/a', '/c', '/d']);
    expect(paths(close(open, '/b', 'others'))).toEqual(['/dash', '/b']);
    expect(paths(close(open, '/b', 'left'))).toEqual(['/dash', '/b', '/c', '/d']);
    expect(paths(close(open, '/b', 'right'))).toEqual(['/dash', '/a', '/b']);
    expect(paths(close(open, '/b', 'all'))).toEqual(['/dash']);
    expect(paths(close(open, '/dash', 'close'))).toEqual(paths(open));
  });

  it('after closing the active tab, the one to its right takes over, else the last', () => {
    expect(nextLocation(open, close(open, '/b', 'close'), '/b', '/dash')).toBe('/c');
    expect(nextLocation(open, close(open, '/d', 'close'), '/d', '/dash')).toBe('/c');
    expect(nextLocation(open, close(open, '/b', 'close'), '/a', '/dash')).toBeNull();
    expect(nextLocation(open, close(open, '/c', 'all'), '/c', '/fallback')).toBe('/dash');
    expect(nextLocation([tab('/x')], [], '/x', '/fallback')).toBe('/fallback');
  });

  it('refresh bumps only that tab', () => {
    const tabs = refresh(open, '/c');
    expect(tabs.map((item) => item.generation)).toEqual([0, 0, 0, 1, 0]);
  });

  it('saved tabs are read defensively', () => {
    const saved = JSON.stringify([
      { path: '/a', fullPath: '/a?x=1', affix: false, keepAlive: true, titleOverride: 'Mine' },
      { path: '/evil', fullPath: 'https://evil.example' },
      { nope: true },
    ]);
    expect(parseSavedTabs(saved)).toEqual([
      { path: '/a', fullPath: '/a?x=1', affix: false, keepAlive: true, titleOverride: 'Mine', generation: 0 },
    ]);
    expect(parseSavedTabs('{broken')).toEqual([]);
    expect(parseSavedTabs(null)).toEqual([]);
  });
});

describe('command palette search', () => {
  const entries = [
    { page: { path: '/dash' }, title: 'Dashboard', section: '' },
    { page: { path: '/odrs/orders' }, title: 'Order Management', section: 'Orders' },
    { page: { path: '/odrs/cars' }, title: 'Cart Management', section: 'Orders' },
    { page: { path: '/sku/tag' }, title: 'sku Tags', section: 'sku' },
  ];
  const found = (query: string) => searchPages(entries, query).map((entry) => entry.page.path);

  it('lists everything for an empty query', () => {
    expect(found('  ')).toEqual(['/dash', '/odrs/orders', '/odrs/cars', '/sku/tag']);
  });
  it('ranks title prefix, then word prefix, then substring, then fuzzy', () => {
    expect(found('ca')).toEqual(['/odrs/cars']);
    expect(found('man')).toEqual(['/odrs/orders', '/odrs/cars']);
    expect(found('tags')).toEqual(['/sku/tag']);
    expect(found('orders')).toEqual(['/odrs/orders', '/odrs/cars']);
    expect(found('dshb')).toEqual(['/dash']);
    expect(found('zzz')).toEqual([]);
  });
});
