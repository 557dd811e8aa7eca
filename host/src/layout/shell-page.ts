/**
 * The pages of the painted shell (prerender/README.md, "The first page's rows"): a page as last drawn, stored per
 * address, so that coming back to it (a reload, a new tab, the next morning) shows it before any of the console's
 * code has run. Only what the server still answers unchanged is painted: the boot script asks the page's requests
 * again. In a list page a row whose fields hash differently, or a new row, is painted as a placeholder; a page of
 * several answers (the dashboard) is painted only when every answer hashes as stored.
 */
import { SHELL_PICTURE_ATTRIBUTE, shellAnswerPages, shellLists, shellPictureOf } from '@console/shared';
import {
  SHELL_PAGE_STORAGE_PREFIX,
  SHELL_PAGES_STORAGE_KEY,
  SHELL_ROWS_ATTRIBUTE,
  SHELL_ROWS_MARK,
  sessionFingerprint,
} from '../prerender/placement';
import { copyOf } from './shell-copy';

/** What every stored page has: the keys of the shell it goes with, where and how it was drawn. */
interface StoredPage {
  /**
   * What the shell snapshot it goes with must have been taken with (boot/shell-script.ts compares them): the page's
   * markup and background follow the language, the theme and the breakpoint.
   */
  build: string;
  session: number;
  language: string | null;
  settings: string | null;
  dark: boolean;
  mobile: boolean;
  /** The address the page was drawn at (path and query): painted only there. */
  path: string;
  /** The page area's background (the layout's, under it): the painted page stays on its own a moment. */
  background: string;
}

/**
 * A list page as last drawn. The boot script asks `url` again; when the answer without its list hashes as `rest`
 * (its total, hence the pager and the title's count, are as drawn) it paints `html` into the page area and, into
 * its marked table body, each row's stored markup where the row's fields hash as stored, else `blank`.
 */
export interface ShellListPage extends StoredPage {
  /** The list's GET, as the API client sent it. */
  url: string;
  /** The field each row is told apart by (the table's `data-row-key`). */
  key: string;
  /** `sessionFingerprint` of the answer without its list, as JSON. */
  rest: number;
  /** The page area's markup (the page on screen only), its table body emptied, marked, and ending in the rows' mark. */
  html: string;
  /** Each row's markup by key, with the fingerprint of the row's fields as the server sent them, as JSON. */
  rows: Record<string, [number, string]>;
  /** The row painted in place of one whose markup is not stored (new, or changed since). */
  blank: string;
}

/**
 * A page drawn from several answers, as last drawn (its charts as pictures). The boot script asks every GET of
 * `answers` again and paints `html` into the page area only when each answer's data hashes as stored: one changed
 * figure and the page is left to the console.
 */
export interface ShellAnswersPage extends StoredPage {
  /** Each GET as the API client sent it, with `sessionFingerprint` of its data as JSON. */
  answers: [string, number][];
  /** The page area's markup (the page on screen only). */
  html: string;
}

export type ShellPage = ShellListPage | ShellAnswersPage;

/** The keys of the snapshot a page goes with. */
export type ShellKeys = Pick<StoredPage, 'build' | 'session' | 'language' | 'settings' | 'dark' | 'mobile'>;

/** How many list pages are kept (the newest drawn); each is some tens of KB. */
export const MAX_STORED_PAGES = 8;

/**
 * Above this a page is not stored (local storage is shared with the rest of the console); the dashboard's five
 * chart pictures take about half of it.
 */
const MAX_PAGE_CHARS = 600_000;

/** The first background that is not transparent, from `element` up (the layout's, under the page area). */
function backgroundOf(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return '';
}

/** Whether `element` is in the page on screen: not in a hidden one (a page kept alive in another tab). */
function shown(element: Element, main: Element): boolean {
  for (let node: Element | null = element; node && node !== main; node = node.parentElement)
    if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return false;
  return true;
}

/**
 * The one offer (a list, or a page of answers) whose element, found by its marker class, is in the page on screen,
 * with that element; null for none or several. A page kept alive in another tab may hold one of the same, hidden.
 */
function oneOnScreen<T extends { marker: string }>(
  offers: T[],
  main: Element,
): { offer: T; element: Element } | null {
  const found = offers.flatMap((offer) =>
    [...main.querySelectorAll(`.${offer.marker}`)]
      .filter((element) => shown(element, main))
      .map((element) => ({ offer, element })),
  );
  return found.length === 1 ? found[0]! : null;
}

/** Every class `copy` and what is in it show: the shell's CSS must style them. */
function classesOf(copy: Element): string[] {
  const classes = new Set<string>();
  for (const element of [copy, ...copy.querySelectorAll('*')])
    for (const name of element.classList) classes.add(name);
  return [...classes];
}

/**
 * The page of answers on screen as a `ShellAnswersPage`, or null: not while one of its charts has no picture (not
 * drawn yet, or drawing again).
 */
function captureAnswersPage(main: Element, keys: ShellKeys): CapturedPage | null {
  const onScreen = oneOnScreen(shellAnswerPages(), main);
  if (!onScreen) return null;
  for (const chart of onScreen.element.querySelectorAll(`[${SHELL_PICTURE_ATTRIBUTE}]`))
    if (shown(chart, main) && !shellPictureOf(chart)) return null;
  const copy = copyOf(main, null);
  if (!(copy instanceof Element)) return null;
  return {
    page: {
      ...keys,
      path: window.location.pathname + window.location.search,
      answers: onScreen.offer.answers.map(({ url, data }) => [url, sessionFingerprint(JSON.stringify(data))]),
      html: copy.innerHTML,
      background: backgroundOf(main),
    },
    classes: classesOf(copy),
  };
}

/**
 * The page on screen in `main` as a `ShellPage`, with its markup (for the CSS it needs), or null: a page showing
 * one list of the kit, at rest (its answer on screen, no row opened into details), every row on screen one of the
 * answer's, and not empty; or a page of answers that offers itself (`captureAnswersPage`).
 */
export function capturePage(main: Element, keys: ShellKeys): CapturedPage | null {
  const onScreen = oneOnScreen(shellLists(), main);
  if (!onScreen) return captureAnswersPage(main, keys);
  const { offer: list, element: table } = onScreen;
  const copy = copyOf(main, null);
  if (!(copy instanceof Element)) return null;
  const body = copy.querySelector(`.${list.marker} tbody`);
  if (!body || body.querySelector('.ant-table-expanded-row')) return null;
  // Every class the page shows, its rows' too.
  const classes = classesOf(copy);
  const byKey = new Map(list.rows.map((row) => [String((row as Record<string, unknown>)[list.rowKey]), row]));
  const rows: ShellListPage['rows'] = {};
  let cells = 0;
  for (const row of [...body.querySelectorAll(':scope > tr[data-row-key]')]) {
    const key = row.getAttribute('data-row-key') ?? '';
    const data = byKey.get(key);
    if (!data) return null;
    cells = Math.max(cells, row.children.length);
    rows[key] = [sessionFingerprint(JSON.stringify(data)), row.outerHTML];
    row.remove();
  }
  // An empty list's frame says so (its placeholder row): there is nothing to paint rows into.
  if (cells === 0) return null;
  body.setAttribute(SHELL_ROWS_ATTRIBUTE, '');
  body.appendChild(document.createComment(SHELL_ROWS_MARK));
  const liveRow = table.querySelector<HTMLElement>('tbody > tr[data-row-key]');
  const height = liveRow?.offsetHeight ?? 0;
  const blank =
    `<tr class="ant-table-row"${height ? ` style="height:${height}px"` : ''}>` +
    `<td class="${liveRow?.children[0]?.className ?? 'ant-table-cell'}" colspan="${cells}">` +
    '<div style="height:14px;width:60%;border-radius:4px;background:rgba(128,128,128,0.14)"></div></td></tr>';
  return {
    page: {
      ...keys,
      path: window.location.pathname + window.location.search,
      url: list.url,
      key: list.rowKey,
      rest: sessionFingerprint(JSON.stringify(list.rest)),
      html: copy.innerHTML,
      rows,
      blank,
      background: backgroundOf(main),
    },
    classes,
  };
}

/** A page as captured: what is stored, and the classes its markup has (for the shell's CSS). */
export interface CapturedPage {
  page: ShellPage;
  classes: string[];
}

type PageIndex = { path: string; classes: string[] }[];

function readIndex(): PageIndex {
  try {
    const index = JSON.parse(localStorage.getItem(SHELL_PAGES_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(index) ? (index as PageIndex) : [];
  } catch {
    return [];
  }
}

/**
 * Stores `captured` under its address (newest first, MAX_STORED_PAGES kept: the oldest go) when it differs from
 * what is stored; returns the classes of every stored page's markup, which the shell's CSS must cover.
 */
export function savePage(captured: CapturedPage | null): string[] {
  let index = readIndex();
  if (captured) {
    const { page, classes } = captured;
    const text = JSON.stringify(page);
    const key = SHELL_PAGE_STORAGE_PREFIX + page.path;
    if (text.length <= MAX_PAGE_CHARS && text !== localStorage.getItem(key)) {
      index = [{ path: page.path, classes }, ...index.filter((entry) => entry.path !== page.path)];
      for (const old of index.slice(MAX_STORED_PAGES))
        localStorage.removeItem(SHELL_PAGE_STORAGE_PREFIX + old.path);
      index = index.slice(0, MAX_STORED_PAGES);
      localStorage.setItem(key, text);
      localStorage.setItem(SHELL_PAGES_STORAGE_KEY, JSON.stringify(index));
    }
  }
  return index.flatMap((entry) => entry.classes);
}

/** Removes every stored page (signed out). */
export function forgetPages(): void {
  // By their prefix, not the index: a page the index lost track of goes too.
  for (let index = localStorage.length - 1; index >= 0; index--) {
    const key = localStorage.key(index);
    if (key?.startsWith(SHELL_PAGE_STORAGE_PREFIX)) localStorage.removeItem(key);
  }
  localStorage.removeItem(SHELL_PAGES_STORAGE_KEY);
}
