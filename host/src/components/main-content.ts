/** The id of the layout's page area (`<main>`, focusable by script only): the skip link's and lost focus's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Puts the focus on the page area, without scrolling (the page keeps its place). */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
