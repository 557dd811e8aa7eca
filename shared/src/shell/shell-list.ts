/**
 * What the host's painted shell needs from a list on the page (host/src/prerender/README.md, "The first page's
 * rows"): the host stores the page as last drawn, with each row's markup, and its boot script paints the rows the
 * server still answers unchanged before any script of the console runs. This module is the meeting point: the list
 * kit offers its list (the request that answered the rows on screen, the rows, the rest of the answer) and says
 * when it has drawn its first answer; the host reads the offers when it takes its snapshot and listens for the
 * drawing to take the painted page down in that very frame. Nothing here knows the host's shell.
 */

/** The window property through which the boot script hands the first page's answer to the API client. */
export const FIRST_ANSWER_GLOBAL = '__consoleFirstAnswer';

/**
 * Dispatched on `window` in the layout effect of the commit that shows the page's first answer: a list's rows or
 * its error, or the host's panel for an area that failed.
 */
export const PAGE_DRAWN_EVENT = 'console:page-drawn';

/**
 * On an element showing live data the painted shell must not show stale (a menu's count, a page's counts, data of
 * another request than the list's): it is left out of every stored picture, and the live one comes with the console.
 */
export const SHELL_SKIP_ATTRIBUTE = 'data-shell-skip';

/** The class on every kit table's wrapper; each list adds a second class of its own (`ShellList.marker`). */
export const LIST_TABLE_CLASS = 'console-list';

/**
 * The class on what a list draws from its answer's `rest` (the title's total, the pager): a painted page whose
 * total has changed since shows its rows without them.
 */
export const LIST_REST_CLASS = 'console-list-rest';

/** A list on the page, as the host's snapshot reads it. */
export interface ShellList {
  /** The class only this list's table wrapper has. */
  marker: string;
  /** The GET that answered the rows on screen, as the API client sent it (`/api/...?...`). */
  url: string;
  /** The field that tells rows apart; the table writes it as each row's `data-row-key`. */
  rowKey: string;
  /** The rows as the server sent them. */
  rows: readonly object[];
  /** The answer without its `list` (the total, a tree's count), in the server's order. */
  rest: object;
}

/**
 * The first page's answer taken by the boot script: the API client answers the same GET with it once instead of
 * asking the server again. `answer` settles to null when the request failed (the client then asks itself).
 */
export interface FirstAnswer {
  url: string;
  answer: Promise<{ status: number; text: string } | null>;
  taken?: boolean;
}

const offers = new Set<ShellList>();

/** Offers a list with its answer on screen, while its page is mounted; returns the withdrawal. */
export function offerShellList(list: ShellList): () => void {
  offers.add(list);
  return () => void offers.delete(list);
}

/** The lists offered now. */
export function shellLists(): ShellList[] {
  return [...offers];
}

/** Says the page has drawn its first answer (see PAGE_DRAWN_EVENT). */
export function announcePageDrawn(): void {
  window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
}

/**
 * The boot script's answer for `url`, once: the response the API client uses instead of a request, or undefined
 * (none, another address, already taken, or it failed).
 */
export async function takeFirstAnswer(url: string, limitMs: number): Promise<Response | undefined> {
  const first = (window as unknown as Record<string, FirstAnswer | undefined>)[FIRST_ANSWER_GLOBAL];
  if (!first || first.taken || new URL(first.url, window.location.href).href !== url) return undefined;
  first.taken = true;
  // An answer that never comes must not hold the list for ever: past the client's own limit it asks itself.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), limitMs)));
  const answer = await Promise.race([first.answer.catch(() => null), late]);
  clearTimeout(timer);
  if (!answer) return undefined;
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}
