import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pickMenuItem } from './support';

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

/**
 * What a page opens over itself (dialogs, drawers, menus), for the accessibility gate: each view is opened from
 * the page as first shown, checked, and closed with Escape. Every tab of a page (role=tab in its main area) is
 * found and opened without a declaration; a view behind a tab opens the tab itself. Names match in en and zh.
 */
export interface PageView {
  name: string;
  open(page: Page): Promise<void>;
}

/** Clicks the first control of the page's main area whose accessible name matches (en|zh). */
function press(role: 'button' | 'tab' | 'menuitem', name: RegExp) {
  return async (page: Page) => {
    const scope = role === 'menuitem' ? page : page.getByRole('main');
    const control = scope.getByRole(role, { name }).first();
    await expect(control).toBeEnabled();
    if (role === 'menuitem') await pickMenuItem(control);
    else await control.click();
  };
}

function view(name: string, ...steps: ((page: Page) => Promise<void>)[]): PageView {
  return {
    name,
    async open(page) {
      for (const step of steps) await step(page);
    },
  };
}

export const PAGE_VIEWS: Record<string, PageView[]> = {
  '/odrs/orders': [
    view('the order drawer', press('button', /^(Order|订单) SO/)),
    view('the payment confirm', press('button', /^(Payment Confirm|确认收款)$/)),
    view('the cancel reason dialog', press('button', /^(Cancel|取消)$/)),
  ],
  '/sku/category': [
    view('the import dialog', press('button', /^(Import CSV|导入 CSV)$/)),
    view('the new category dialog', press('button', /^(New category|新建分类)$/)),
    view('the edit category dialog', press('button', /^(Edit|编辑) /)),
    view(
      'the move dialog',
      press('button', /^More actions for |的更多操作$/),
      press('menuitem', /^(Move…|移动…)$/),
    ),
    view(
      'the delete dialog',
      press('button', /^More actions for |的更多操作$/),
      press('menuitem', /^(Delete|删除)$/),
    ),
  ],
  '/sku/tag': [
    view('the import dialog', press('button', /^(Import CSV|导入 CSV)$/)),
    view('the new tag dialog', press('button', /^(New tag|新建标签)$/)),
    view('the edit tag dialog', press('button', /^(Edit|编辑) /)),
    view('the delete confirm', press('button', /^(Delete|删除) /)),
  ],
  '/booking/list': [
    view('the booking drawer', press('button', /^(Booking|预约) B/)),
    view('the confirm dialog', press('button', /^(Confirm|确认)$/)),
    view('the decline reason dialog', press('button', /^(Decline|拒绝)$/)),
    view('the cancel reason dialog', press('button', /^(Cancel booking|取消预约)$/)),
    view(
      'the settings dialog',
      press('tab', /^(Settings|设置)$/),
      press('button', /^(Edit booking settings of|编辑 .* 的预约设置)/),
    ),
  ],
  '/team/members': [
    view('the invite dialog', press('button', /^(Invite member|邀请成员)$/)),
    view('the disable confirm', press('button', /^(Disable|停用)$/)),
    view('the remove confirm', press('button', /^(Remove|移除)$/)),
    // The demo's open invitation (newhire@example.com).
    view('the cancel invitation confirm', press('button', /^(Cancel|撤销)$/)),
  ],
  '/pkg/pkg-list': [
    view('the new folder dialog', press('button', /^(New folder|新建文件夹)$/)),
    view('the folder menu', press('button', /^(Actions for folder|文件夹)/)),
    view(
      'the rename dialog',
      press('button', /^(Actions for folder|文件夹)/),
      press('menuitem', /^(Rename|重命名)$/),
    ),
  ],
  '/pkg/project-list': [
    view('the new project dialog', press('button', /^(New project|新建项目)$/)),
    view('the edit project dialog', press('button', /^(Edit|编辑)$/)),
    view('the close confirm', press('button', /^(Close|关闭)$/)),
    view('the delete confirm', press('button', /^(Delete|删除)$/)),
  ],
};
