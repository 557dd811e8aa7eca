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
 * Loads the host's entry script (the build moves it here from <head>): at once on a page React builds, and after
 * the first frame when the build-time sign-in screen was placed. The form is then painted before the federation
 * runtime, React and the sign-in code are fetched and run, instead of competing with them for the main thread
 * at the first paint (at 4x CPU they take well over a second). Plain ES5, inline, after the placement script.
 */
export function entryLoaderScript(entrySrc: string): string {
  return (
    `(function(d){var s=d.createElement("script");s.src=${JSON.stringify(entrySrc)};` +
    'function go(){d.head.appendChild(s)}' +
    `if(d.getElementById("root").hasAttribute("${PRERENDERED_ATTRIBUTE}"))requestAnimationFrame(function(){setTimeout(go,0)});` +
    'else go()})(document)'
  );
}
