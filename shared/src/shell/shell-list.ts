/**
 * What the host's painted shell needs from the page on screen (host/src/prerender/README.md, "The first page's
 * rows"): the host stores the page as last drawn, and its boot script paints it from the server's answers before
 * any script of the console runs. A list is stored with each row's markup, and the rows the server still answers
 * unchanged are painted; a page of several answers (the dashboard) is stored whole, with its charts as pictures,
 * and painted only when every answer is unchanged. This module is the meeting point: the list kit offers its list
 * (the request that answered the rows on screen, the rows, the rest of the answer), a page offers its answers, and
 * both say when they have drawn their first answer; the host reads the offers when it takes its snapshot and
 * listens for the drawing to take the painted page down in that very frame. Nothing here knows the host's shell.
 */

/**
 * The window property through which the boot script hands the first page's answers to the API client: a list of
 * `FirstAnswer`, one per request it asked.
 */
export const FIRST_ANSWER_GLOBAL = '__consoleFirstAnswer';

/**
 * The window property the boot script sets to true when it has painted a stored page: the live page then draws
 * without its entrance motions (charts growing, figures counting up), since the same figures are on screen already.
 */
export const PAGE_PAINTED_GLOBAL = '__consolePagePainted';

/**
 * Dispatched on `window` in the layout effect of the commit that shows the page's first answer: a list's rows or
 * its error, or the host's panel for an area that failed.
 */
export const PAGE_DRAWN_EVENT = 'console:page-drawn';

/**
 * On an element drawn on a canvas (a chart): in a stored page it is kept as the picture registered for it
 * (`setShellPicture`), an image of the canvas as drawn; the attribute's value names it.
 */
export const SHELL_PICTURE_ATTRIBUTE = 'data-shell-picture';

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
 * One of the first page's answers asked by the boot script: the API client answers the same GET with it once instead of
 * asking the server again. `answer` settles to null when the request failed (the client then asks itself).
 */
export interface FirstAnswer {
  url: string;
  answer: Promise<{ status: number; text: string } | null>;
  taken?: boolean;
}

/** A page drawn from several answers (not a list), as the host's snapshot reads it. */
export interface ShellAnswers {
  /** The class only this page's root element has. */
  marker: string;
  /** Every GET the page drew, as the API client sent it, with its answer as the server sent it. */
  answers: { url: string; data: object }[];
}

const offers = new Set<ShellList>();
const answerOffers = new Set<ShellAnswers>();

/** Offers a list with its answer on screen, while its page is mounted; returns the withdrawal. */
export function offerShellList(list: ShellList): () => void {
  offers.add(list);
  return () => void offers.delete(list);
}

/** The lists offered now. */
export function shellLists(): ShellList[] {
  return [...offers];
}

/** The pages of answers offered now. */
export function shellAnswerPages(): ShellAnswers[] {
  return [...answerOffers];
}

/** Offers a page of answers while it is on screen (see `useShellAnswers`); returns the withdrawal. */
export function offerShellAnswers(page: ShellAnswers): () => void {
  answerOffers.add(page);
  return () => void answerOffers.delete(page);
}

const pictures = new WeakMap<Element, string>();

/** Registers (or with null withdraws) the picture of `element` (a data: URL) kept in a stored page in its place. */
export function setShellPicture(element: Element, picture: string | null): void {
  if (picture) pictures.set(element, picture);
  else pictures.delete(element);
}

/** The picture registered for `element`, if any. */
export function shellPictureOf(element: Element): string | undefined {
  return pictures.get(element);
}

let drawn = false;
const drawnWaiters = new Set<() => void>();

/** Says the page has drawn its first answer (see PAGE_DRAWN_EVENT). */
export function announcePageDrawn(): void {
  drawn = true;
  (window as unknown as Record<string, unknown>)[PAGE_PAINTED_GLOBAL] = false;
  for (const resolve of drawnWaiters) resolve();
  drawnWaiters.clear();
  window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
}

/**
 * Resolves once the first page of this load has said it is drawn, or after `limitMs` (a page that never says so:
 * a form, the account page), or at once when it has already.
 */
export function whenPageDrawn(limitMs: number): Promise<void> {
  if (drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      drawnWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    drawnWaiters.add(done);
  });
}

/**
 * Whether a stored page was painted at this load and its live page has not drawn yet: the live page then shows
 * its first answer without entrance motions.
 */
export function pagePainted(): boolean {
  return (window as unknown as Record<string, unknown>)[PAGE_PAINTED_GLOBAL] === true;
}

/**
 * The boot script's answer for `url`, once: the response the API client uses instead of a request, or undefined
 * (none, another address, already taken, or it failed).
 */
export async function takeFirstAnswer(url: string, limitMs: number): Promise<Response | undefined> {
  const given = (window as unknown as Record<string, FirstAnswer[] | undefined>)[FIRST_ANSWER_GLOBAL];
  const first = Array.isArray(given)
    ? given.find((entry) => !entry.taken && new URL(entry.url, window.location.href).href === url)
    : undefined;
  if (!first) return undefined;
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
