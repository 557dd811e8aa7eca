/**
 * Puts the build-time sign-in screen on the page before any of the app's JavaScript runs.
 *
 * The host's index.html carries, after `#root`, the sign-in screen rendered at build time in each language and
 * theme (`<template id="sign-in-<lang>-<theme>">`) and its stylesheet (`<template id="sign-in-css">`), then this
 * script (build/prerender-sign-in.mjs writes them). When the page is the plain sign-in screen as the app would
 * first render it, the script copies the matching markup into `#root`; the boot then hydrates it instead of
 * building it (boot/bootstrap.tsx), so the form is on screen from the first paint.
 *
 * It must decide exactly as the app's first render would, or hydration would keep attributes that are wrong (React
 * does not patch them): so it places nothing when a session is stored (the page redirects), when the history
 * entry carries router state (a notice after registering), or when the stored colours differ from the defaults
 * the markup was rendered with. The language is the stored one (shared/src/i18n/instance.ts); the theme is the
 * one the pre-paint script already put on <html> (theme/prepaint.ts). The links to the other variants keep the
 * query, as `variantHref` makes them. Then it focuses the address field as the form's autoFocus does (a hydrated
 * input is not focused by React).
 *
 * Until React has taken the markup over (takeover.ts), a click on a button or link of it, or a submit, is held:
 * its default action is prevented (a native submit would put the password in the address bar) and React does not
 * see it (it would drop it: the page's code may not be in yet). The last one held is clicked again once the page
 * is live, so nothing a person does in that moment is lost; what they type stays in the inputs and is taken over
 * by the form (components/plain-ui/useForm.ts). Plain ES5, inline. The script's source is boot/placement-script.ts (built at build time
 * from the app's own names); this module holds what the browser's boot code shares with it, and imports nothing:
 * the federation runtime plugin reads it before any shared module exists. Rules for changing the sign-in page:
 * README.md beside this file.
 */

export const SIGN_IN_TEMPLATE_PREFIX = 'sign-in-';
export const SIGN_IN_CSS_TEMPLATE = 'sign-in-css';
/** Set on `#root` while the placed markup is not React's yet: the boot hydrates then; takeover.ts removes it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** True while the build-time sign-in screen is on the page and React has not taken it over yet. */
export function prerenderedScreenPending(): boolean {
  return document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
}
/** The window property holding the last control clicked (or form submitted) before the takeover. */
export const HELD_PROPERTY = '__signInHeld';

/**
 * The signed-in shell painted from the HTML (README.md beside this file, "The signed-in shell"): the element the
 * boot script paints the stored snapshot into (beside `#root`, never React's), the storage item holding it, and
 * the meta element naming the build it must come from.
 */
export const SHELL_ELEMENT_ID = 'console-shell';
export const SHELL_STORAGE_KEY = 'consoleShell';
export const BUILD_META_NAME = 'console-build';
/** The window property through which the boot script's <head> half hands the shell to its <body> half. */
export const SHELL_GLOBAL = '__consoleShell';
/**
 * The first page's rows painted with the shell (README.md, "The first page's rows"): the page area of the painted
 * shell (the skeleton's element), the table body the rows go into, and the mark on the painted shell while it
 * shows a painted page.
 */
export const SHELL_MAIN_ATTRIBUTE = 'data-shell-main';
export const SHELL_ROWS_ATTRIBUTE = 'data-shell-rows';
/** Where the rows go in a stored page's markup (the end of its table body), replaced in the markup's text. */
export const SHELL_ROWS_MARK = 'shell-rows';
export const SHELL_PAGE_ATTRIBUTE = 'data-shell-page';
/** Each stored page is its own storage item, this prefix and its address: a load parses only its own. */
export const SHELL_PAGE_STORAGE_PREFIX = 'consoleShellPage:';
/** The addresses of the stored pages, newest first, with the classes each one's markup has. */
export const SHELL_PAGES_STORAGE_KEY = 'consoleShellPages';
/**
 * The paths the signed-in layout never shows (Root.tsx and AppRoutes.tsx route them outside it): the sign-in
 * screens, the public map, and the redirect helper. No shell is painted there.
 */
export const PUBLIC_PATHS = ['/login', '/invite', '/map', '/redirect'];
/** The painted shell covers the page (what React shows under it until the takeover stays hidden) and takes no input. */
export const SHELL_STYLE = 'position:fixed;inset:0;z-index:2147483000;overflow:hidden;pointer-events:none';

/**
 * The snapshot's session key: a 32-bit hash of the stored token, so another session's snapshot is never painted
 * and the token is not copied. `FINGERPRINT_SOURCE` is the same function in ES5 for the boot script (the unit test
 * checks they agree); the console may not evaluate source (its CSP has no 'unsafe-eval').
 */
export function sessionFingerprint(token: string): number {
  let hash = 5381;
  for (let index = 0; index < token.length; index++) hash = ((hash * 33) ^ token.charCodeAt(index)) | 0;
  return hash;
}
export const FINGERPRINT_SOURCE =
  'function(s){for(var x=5381,i=0;i<s.length;i++)x=(x*33^s.charCodeAt(i))|0;return x}';

/**
 * Loads the host's entry script (the build moves it here from <head>): at once on a page React builds, and after
 * the first frame when the build-time sign-in screen or the signed-in shell was placed. The form is then painted before the federation
 * runtime, React and the sign-in code are fetched and run, instead of competing with them for the main thread
 * at the first paint (at 4x CPU they take well over a second). Plain ES5, inline, after the placement script.
 */
export function entryLoaderScript(entrySrc: string): string {
  return (
    `(function(d){var s=d.createElement("script");s.src=${JSON.stringify(entrySrc)};` +
    'function go(){d.head.appendChild(s)}' +
    `if(d.getElementById("root").hasAttribute("${PRERENDERED_ATTRIBUTE}")||d.getElementById("${SHELL_ELEMENT_ID}"))` +
    'requestAnimationFrame(function(){setTimeout(go,0)});' +
    'else go()})(document)'
  );
}
