import { describe, expect, it } from 'vitest';
import { helpAreas, helpForRoute, helpLanguage } from '../src/remotes/help';
import { renderHelp } from '../src/pages/docs/markdown';
import { searchPages } from '../src/palette/search';
import type { AreaState } from '../src/remotes/areas';

const ordersHelp = {
  slug: 'orders',
  titles: { en: 'Orders', zh: '订单' },
  route: '/odrs/orders',
  headings: { en: [{ id: 'export', text: 'Export' }], zh: [{ id: '导出', text: '导出' }] },
};
const area = (name: string, order: number, help?: (typeof ordersHelp)[]): AreaState => ({
  name,
  status: 'ready',
  module: {
    name,
    namespace: name,
    order,
    routes: [{ path: `/${name}`, name, meta: { title: `route.${name}` } }],
  },
  ...(help ? { help } : {}),
});

describe('help Markdown', () => {
  it('shows raw HTML as text and drops script addresses: no markup from a help file', () => {
    const html = renderHelp(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[run](javascript:alert(3)) [ok](/odrs/orders)',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<a href="/odrs/orders">ok</a>');
  });

  it("moves headings a level down and anchors the page's sections as its build indexed them", () => {
    const html = renderHelp('# Orders\n\n## Find an order\n\n## 确认收款\n');
    expect(html).toContain('<h2>Orders</h2>');
    expect(html).toContain('<h3 id="find-an-order" tabindex="-1">Find an order</h3>');
    expect(html).toContain('<h3 id="确认收款" tabindex="-1">确认收款</h3>');
  });
});

describe('help of the loaded areas', () => {
  const areas: Record<string, AreaState> = {
    orders: area('orders', 30, [ordersHelp]),
    dashboard: area('dashboard', 10, [{ ...ordersHelp, slug: 'home', route: '/dash' }]),
    sku: area('sku', 40),
    pkg: { name: 'pkg', status: 'failed', error: 'down' },
  };

  it('lists the areas that ship help in menu order', () => {
    expect(helpAreas(areas).map((entry) => [entry.area, entry.titleKey])).toEqual([
      ['dashboard', 'route.dashboard'],
      ['orders', 'route.orders'],
    ]);
  });

  it("finds the help of a page by its area and route, for the header's help button", () => {
    expect(helpForRoute(areas, 'orders', '/odrs/orders')).toBe('/docs/orders/orders');
    expect(helpForRoute(areas, 'orders', '/odrs/cars')).toBeUndefined();
    expect(helpForRoute(areas, 'pkg', '/pkg/pkg-list')).toBeUndefined();
    expect(helpLanguage('zh-CN')).toBe('zh');
    expect(helpLanguage('en-US')).toBe('en');
  });
});

describe('palette search over help text', () => {
  it('finds a help page by a word of its text, after pages matching by title', () => {
    const entries = [
      { page: { path: '/odrs/orders' }, title: '订单管理', section: '订单' },
      {
        page: { path: '/docs/orders/orders' },
        title: '订单',
        section: '帮助',
        text: '误确认的收款无法在此撤销',
      },
    ];
    expect(searchPages(entries, '撤销').map((entry) => entry.page.path)).toEqual(['/docs/orders/orders']);
    expect(searchPages(entries, '订单').map((entry) => entry.page.path)).toEqual([
      '/odrs/orders',
      '/docs/orders/orders',
    ]);
    expect(searchPages(entries, 'nothing like it')).toEqual([]);
  });
});
