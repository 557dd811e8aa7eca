/**
 * The browser side of the build-time antd stylesheet (host/build/antd-stylesheet.ts): antd reads the sheet's map of
 * style paths once, on the first component it styles, so the sheet must be applied before the console's first antd
 * render. The sign-in page has no antd: the sheet loads while the person types (the console door warms), and the
 * door waits for it, in parallel with the console's code, when it opens.
 *
 * Never a requirement: without the sheet (development builds, a failed or slow download) antd styles every
 * component at run time as it always could. The wait is therefore bounded.
 */

/** Set by the production build: the sheet's hashed address; empty in development and tests. */
const STYLESHEET = import.meta.env.ANTD_STYLESHEET ?? '';

/** Longest the console's first render waits for the sheet before antd falls back to run-time styles. */
export const STYLESHEET_WAIT_MS = 3000;

let loading: Promise<void> | undefined;

/**
 * Adds the sheet at the start of <head> (before the app's own stylesheets, which must win over antd's) once per
 * page, and resolves when it has applied, failed, or `STYLESHEET_WAIT_MS` has passed.
 */
export function loadAntdStylesheet(href: string = STYLESHEET): Promise<void> {
  if (!href) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    setTimeout(resolve, STYLESHEET_WAIT_MS);
    document.head.prepend(link);
  });
  return loading;
}

/** Tests only: forget the sheet added to this document. */
export function resetAntdStylesheet(): void {
  loading = undefined;
}
