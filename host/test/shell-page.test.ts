import {
  clearToken,
  FIRST_ANSWER_GLOBAL,
  offerShellAnswers,
  offerShellList,
  PAGE_DRAWN_EVENT,
  PAGE_PAINTED_GLOBAL,
  pagePainted,
  setShellPicture,
  setToken,
  takeFirstAnswer,
  type ShellList,
} from '@console/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellBodyScript, shellHeadScript } from '../src/boot/shell-script';
import { quietStylesheetLinks } from './fixtures';
import { MAIN_CONTENT_ID } from '../src/components/main-content';
import { MAX_STORED_PAGES } from '../src/layout/shell-page';
import { forgetShell, saveShell, takeDownChrome, takeDownShell } from '../src/layout/shell-snapshot';
import {
  BUILD_META_NAME,
  SHELL_ELEMENT_ID,
  SHELL_PAGE_STORAGE_PREFIX,
  SHELL_PAGES_STORAGE_KEY,
  SHELL_STORAGE_KEY,
  sessionFingerprint,
} from '../src/prerender/placement';

/**
 * A list page painted with the shell (host/src/prerender/README.md, "The first page's rows"): what is stored of a
 * list page, and the boot script painting only the rows the server still answers unchanged.
 */

const BUILD = 'build-1';
const URL_ = '/api/user/v1/carts/list?pageNum=1&pageSize=20';
const MARKER = 'console-list-r1';

interface Cart {
  id: number;
  code: string;
  status: string;
}
const CARTS: Cart[] = [
  { id: 1, code: 'C001', status: 'Paid' },
  { id: 2, code: 'C002', status: 'Unpaid' },
];

const row = (cart: Cart) =>
  `<tr data-row-key="${cart.id}" class="ant-table-row"><td class="ant-table-cell">${cart.code}</td>` +
  `<td class="ant-table-cell"><span class="tag-${cart.status}">${cart.status}</span></td></tr>`;

/** The signed-in layout on /odrs/cars with a kit list of `carts` (and, hidden, a page kept alive in another tab). */
function renderList(carts: Cart[], { extra = '' } = {}) {
  document.head.innerHTML =
    `<meta name="${BUILD_META_NAME}" content="${BUILD}">` +
    '<style>.layout{color:black}.tag-Paid{color:green}.tag-Unpaid{color:orange}.unused-rule{color:red}</style>';
  document.body.innerHTML =
    '<div id="root"><div class="layout"><header>Admin</header>' +
    `<main id="${MAIN_CONTENT_ID}">` +
    '<div style="display: none !important;"><p>Order of Jane Roe</p></div>' +
    `<div><h4>Carts <span class="console-list-rest">${carts.length} in all</span></h4>` +
    `<div class="console-list ${MARKER}"><table><tbody>` +
    '<tr aria-hidden="true" class="ant-table-measure-row"><td></td></tr>' +
    carts.map(row).join('') +
    `</tbody></table><ul class="console-list-rest">pager</ul></div>${extra}</div></main></div></div>`;
}

let withdraw = () => {};

/** Offers the list the way the list kit does (the answer on screen). */
function offer(carts: Cart[], rest: object = { total: carts.length }) {
  withdraw();
  const list: ShellList = { marker: MARKER, url: URL_, rowKey: 'id', rows: carts, rest };
  withdraw = offerShellList(list);
}

/** Signed in as token-a on /odrs/cars, the list drawn and the shell stored. */
function storeList(carts = CARTS) {
  setToken('token-a');
  window.history.replaceState(null, '', '/odrs/cars');
  renderList(carts);
  offer(carts);
  saveShell();
}

const storedPage = () =>
  JSON.parse(localStorage.getItem(`${SHELL_PAGE_STORAGE_PREFIX}/odrs/cars`) ?? 'null') as {
    html: string;
    rows: Record<string, [number, string]>;
    rest: number;
  } | null;

/** The server's answer to the list's request, as the boot script's fetch sees it. */
function answering(carts: Cart[], { total = carts.length, status = 200, code = 0 } = {}) {
  const fetchMock = vi.fn(async () => ({
    status,
    text: async () => JSON.stringify({ code, message: '', data: { list: carts, total } }),
  }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh load of /odrs/cars: the boot script's halves around an empty #root, then the answer taken. */
async function bootAt(path = '/odrs/cars') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  new Function(shellHeadScript())();
  new Function(shellBodyScript())();
  const asked = (window as unknown as Record<string, { answer: Promise<unknown> }[] | undefined>)[
    FIRST_ANSWER_GLOBAL
  ];
  await Promise.all((asked ?? []).map((entry) => entry.answer));
  // The paint runs in the answer's own callback, after this await's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.getElementById(SHELL_ELEMENT_ID);
}

quietStylesheetLinks();

afterEach(() => {
  withdraw();
  takeDownShell();
  clearToken();
  localStorage.clear();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[PAGE_PAINTED_GLOBAL];
  document.head.innerHTML = '';
});

describe('a stored list page', () => {
  it("keeps the page on screen with each row's markup and fingerprint, and none of a hidden page", () => {
    storeList();
    const page = storedPage()!;
    expect(Object.keys(page.rows)).toEqual(['1', '2']);
    expect(page.rows['1']).toEqual([sessionFingerprint(JSON.stringify(CARTS[0])), row(CARTS[0]!)]);
    expect(page.rest).toBe(sessionFingerprint(JSON.stringify({ total: 2 })));
    // The frame: the rows taken out, the body marked for them; the page kept alive in another tab left out.
    expect(page.html).toContain('data-shell-rows=""');
    expect(page.html).toContain('ant-table-measure-row');
    expect(page.html).not.toContain('C001');
    expect(page.html).not.toContain('Jane Roe');
    // The shell's CSS covers the rows' classes too, and still nothing unused.
    const { css } = JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? '{}') as { css: string };
    expect(css).toContain('.tag-Unpaid');
    expect(css).not.toContain('unused-rule');
  });

  it("leaves out what the person was doing with a row: the pointer's hover, the selection", () => {
    setToken('token-a');
    window.history.replaceState(null, '', '/odrs/cars');
    renderList(CARTS);
    const first = document.querySelector('tr[data-row-key="1"]')!;
    first.classList.add('ant-table-row-selected');
    first.querySelector('td')!.classList.add('ant-table-cell-row-hover');
    offer(CARTS);
    saveShell();
    const stored = storedPage()!.rows['1']![1];
    expect(stored).toContain('C001');
    expect(stored).not.toMatch(/selected|row-hover/);
  });

  it('is not stored when the page is not one list at rest, nor another request\u2019s data', () => {
    setToken('token-a');
    window.history.replaceState(null, '', '/odrs/cars');
    // A row on screen the answer does not have (a row of another list, or one updated in place).
    renderList(CARTS);
    offer([CARTS[0]!]);
    saveShell();
    expect(storedPage()).toBeNull();
    // An empty list.
    renderList([]);
    offer([]);
    saveShell();
    expect(storedPage()).toBeNull();
    // No list offered at all.
    withdraw();
    renderList(CARTS);
    saveShell();
    expect(storedPage()).toBeNull();
    // Data of another request, marked, is left out.
    renderList(CARTS, { extra: '<aside data-shell-skip="">Folder Secret (3)</aside>' });
    offer(CARTS);
    saveShell();
    expect(storedPage()?.html).not.toContain('Folder Secret');
  });

  it(`keeps the newest ${MAX_STORED_PAGES} pages, and all are forgotten on sign-out`, () => {
    storeList();
    for (let index = 0; index < MAX_STORED_PAGES; index++) {
      window.history.replaceState(null, '', `/odrs/cars?pageNum=${index + 2}`);
      saveShell();
    }
    const index = JSON.parse(localStorage.getItem(SHELL_PAGES_STORAGE_KEY) ?? '[]') as { path: string }[];
    expect(index).toHaveLength(MAX_STORED_PAGES);
    expect(index[0]?.path).toBe(`/odrs/cars?pageNum=${MAX_STORED_PAGES + 1}`);
    expect(storedPage()).toBeNull();
    forgetShell();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('consoleShell'))).toEqual([]);
  });
});

describe('the painted list page', () => {
  it('paints the rows the server answers unchanged, before any script, and hands the answer on once', async () => {
    storeList();
    const fetchMock = answering(CARTS);
    const shell = await bootAt();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      URL_,
      { headers: { 'X-Authorization': 'token-a', Appid: '18' } },
    ]);
    expect(shell?.hasAttribute('data-shell-page')).toBe(true);
    const rows = shell!.querySelectorAll('[data-shell-rows] > tr[data-row-key]');
    expect([...rows].map((tr) => tr.textContent)).toEqual(['C001Paid', 'C002Unpaid']);
    expect(shell!.querySelector('.console-list-rest')?.getAttribute('style')).toBeNull();
    // The API client's own request for the list gets that answer, once.
    const response = await takeFirstAnswer(new URL(URL_, window.location.href).href, 1000);
    expect(await response?.json()).toMatchObject({ data: { list: CARTS, total: 2 } });
    expect(await takeFirstAnswer(new URL(URL_, window.location.href).href, 1000)).toBeUndefined();
  });

  it('paints a changed or new row as a placeholder, and hides a total that changed', async () => {
    storeList();
    const changed = { ...CARTS[1]!, status: 'Paid' };
    const added = { id: 3, code: 'C003', status: 'Paid' };
    answering([added, CARTS[0]!, changed], { total: 3 });
    const shell = await bootAt();
    const rows = [...shell!.querySelectorAll('[data-shell-rows] > tr:not(.ant-table-measure-row)')];
    expect(rows.map((tr) => tr.textContent)).toEqual(['', 'C001Paid', '']);
    expect(rows[0]?.hasAttribute('data-row-key')).toBe(false);
    for (const rest of shell!.querySelectorAll<HTMLElement>('.console-list-rest'))
      expect(rest.style.visibility).toBe('hidden');
  });

  it('paints nothing of the page from a failed answer, elsewhere, or for another session or language', async () => {
    storeList();
    answering(CARTS, { code: 2000 });
    let shell = await bootAt();
    expect(shell?.hasAttribute('data-shell-page')).toBe(false);
    expect(shell?.querySelector('[data-shell-rows]')).toBeNull();

    takeDownShell();
    const fetchMock = answering(CARTS);
    shell = await bootAt('/odrs/cars?pageNum=2');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shell?.hasAttribute('data-shell-page')).toBe(false);

    takeDownShell();
    localStorage.setItem('language', 'zh');
    expect(await bootAt()).toBeNull(); // the shell itself is another language's
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not painted in another theme than it was drawn in', async () => {
    storeList();
    const fetchMock = answering(CARTS);
    // The shell itself is stored again in the new theme; the page, drawn in the old one, is not its.
    localStorage.setItem('settings', JSON.stringify({ themeColor: '#00a870' }));
    window.history.replaceState(null, '', '/dash');
    withdraw();
    renderList(CARTS);
    saveShell();
    const shell = await bootAt();
    expect(shell).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not hold the list for an answer that never comes', async () => {
    (window as unknown as Record<string, unknown>)[FIRST_ANSWER_GLOBAL] = [
      { url: URL_, answer: new Promise(() => {}) },
    ];
    expect(await takeFirstAnswer(new URL(URL_, window.location.href).href, 20)).toBeUndefined();
  });

  it('stays alone over the live layout until the live list draws', async () => {
    storeList();
    answering(CARTS);
    const shell = await bootAt();
    takeDownChrome();
    expect(shell?.isConnected).toBe(true);
    expect(shell?.style.visibility).toBe('hidden');
    expect(shell?.querySelector<HTMLElement>('[data-shell-main]')?.style.visibility).toBe('visible');
    window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
    expect(shell?.isConnected).toBe(false);
  });

  it('goes with the live layout when nothing was painted into the page area', async () => {
    storeList();
    answering(CARTS, { status: 500 });
    const shell = await bootAt();
    takeDownChrome();
    expect(shell?.isConnected).toBe(false);
  });
});

const SUMMARY_URL = '/api/user/v1/dashboard/summary';
const CHARTS_URL = '/api/user/v1/dashboard/charts?days=7';
const SUMMARY = { customers: 12, orders: { today: 2, total: 40 } };
const CHARTS = { daily: [{ date: '2026-12-01', sales: 500 }] };
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

/** The signed-in layout on /dash with a page of two answers and one chart (a canvas, as echarts draws it). */
function renderDashboard(customers: number) {
  document.head.innerHTML =
    `<meta name="${BUILD_META_NAME}" content="${BUILD}">` + '<style>.figure{font-size:26px}</style>';
  document.body.innerHTML =
    '<div id="root"><div class="layout"><header>Admin</header>' +
    `<main id="${MAIN_CONTENT_ID}"><div class="console-page-dashboard">` +
    `<span class="figure">${customers} customers</span>` +
    '<div data-shell-picture="sales" style="height: 300px; width: 100%;"><div><canvas></canvas></div></div>' +
    '</div></main></div></div>';
  return document.querySelector('[data-shell-picture]')!;
}

/** Signed in as token-a on /dash, the page drawn from its two answers, its chart's picture given or not. */
function storeDashboard({ picture = true } = {}) {
  setToken('token-a');
  window.history.replaceState(null, '', '/dash');
  const chart = renderDashboard(SUMMARY.customers);
  if (picture) setShellPicture(chart, PICTURE);
  withdraw();
  withdraw = offerShellAnswers({
    marker: 'console-page-dashboard',
    answers: [
      { url: SUMMARY_URL, data: SUMMARY },
      { url: CHARTS_URL, data: CHARTS },
    ],
  });
  saveShell();
}

/** The server's answers by address, as the boot script's fetch sees them. */
function answeringEach(byUrl: Record<string, object>) {
  const fetchMock = vi.fn(async (url: string) => ({
    status: 200,
    text: async () => JSON.stringify({ code: 0, message: '', data: byUrl[url] }),
  }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const storedDashboard = () =>
  JSON.parse(localStorage.getItem(`${SHELL_PAGE_STORAGE_PREFIX}/dash`) ?? 'null') as {
    html: string;
    answers: [string, number][];
  } | null;

describe('a page of several answers (the dashboard)', () => {
  it("is stored whole with each answer's fingerprint, its chart as the picture given for it", () => {
    storeDashboard();
    const page = storedDashboard()!;
    expect(page.answers).toEqual([
      [SUMMARY_URL, sessionFingerprint(JSON.stringify(SUMMARY))],
      [CHARTS_URL, sessionFingerprint(JSON.stringify(CHARTS))],
    ]);
    expect(page.html).toContain('12 customers');
    expect(page.html).toContain(`<img alt="" src="${PICTURE}"`);
    expect(page.html).not.toContain('<canvas');
    const { css } = JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? '{}') as { css: string };
    expect(css).toContain('.figure');
  });

  it('is not stored while a chart has no picture (not drawn yet)', () => {
    storeDashboard({ picture: false });
    expect(storedDashboard()).toBeNull();
  });

  it('is painted when every answer is unchanged, and each answer handed on once', async () => {
    storeDashboard();
    const fetchMock = answeringEach({ [SUMMARY_URL]: SUMMARY, [CHARTS_URL]: CHARTS });
    const shell = await bootAt('/dash');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([SUMMARY_URL, CHARTS_URL]);
    expect(shell?.hasAttribute('data-shell-page')).toBe(true);
    expect(shell?.querySelector('[data-shell-main]')?.textContent).toBe('12 customers');
    expect(shell?.querySelector('[data-shell-picture] img')?.getAttribute('src')).toBe(PICTURE);
    // The live page is told, so it draws without entrance motions.
    expect(pagePainted()).toBe(true);
    for (const url of [CHARTS_URL, SUMMARY_URL]) {
      const response = await takeFirstAnswer(new URL(url, window.location.href).href, 1000);
      expect((await response?.json())?.data).toBeDefined();
    }
  });

  it('is not painted at all when one answer changed, though the answers are still handed on', async () => {
    storeDashboard();
    answeringEach({ [SUMMARY_URL]: { ...SUMMARY, customers: 13 }, [CHARTS_URL]: CHARTS });
    const shell = await bootAt('/dash');
    expect(shell).not.toBeNull();
    expect(shell?.hasAttribute('data-shell-page')).toBe(false);
    expect(shell?.textContent).not.toContain('customers');
    expect(pagePainted()).toBe(false);
    const response = await takeFirstAnswer(new URL(SUMMARY_URL, window.location.href).href, 1000);
    expect((await response?.json())?.data).toMatchObject({ customers: 13 });
  });
});
