/**
 * The signed-in shell's snapshot, the console's side (the rules: prerender/README.md, "The signed-in shell"). Once
 * the layout shows the menus as read at this load, and whenever the console is idle after a change, the shell as
 * rendered (header, side menu, tab bar; the page area replaced by a neutral skeleton) is stored with the CSS rules
 * that can style it (shell-css.ts), so that it is painted before any script runs and without waiting for a stylesheet. The boot script (boot/shell-script.ts) paints it on the next signed-in load; the
 * layout takes it down in the commit that shows the live menus. A list page is stored with its rows too
 * (shell-page.ts), and painted by the boot script from the server's answer. Signing out forgets it all.
 */
import {
  consoleStore,
  LANGUAGE_STORAGE_KEY,
  PAGE_DRAWN_EVENT,
  SETTINGS_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  tokenAtom,
} from '@console/shared';
import { useEffect, useLayoutEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../components/main-content';
import {
  BUILD_META_NAME,
  SHELL_ELEMENT_ID,
  SHELL_MAIN_ATTRIBUTE,
  SHELL_PAGE_ATTRIBUTE,
  SHELL_STORAGE_KEY,
  sessionFingerprint,
} from '../prerender/placement';
import { areasAtom, startAreas } from '../remotes/areas';
import { getTabs } from '../tabs/tabs-store';
import { DARK_CLASS } from '../theme/prepaint';
import { copyOf } from './shell-copy';
import { cssForShell } from './shell-css';
import { capturePage, forgetPages, savePage } from './shell-page';
import { MOBILE_QUERY } from './useDevice';
import { ACTIVE_TOP_STORAGE_KEY, SIDEBAR_STORAGE_KEY } from './useSidebar';

/** What is stored: the keys the boot script compares with the page's own before painting, then what it paints. */
export interface ShellSnapshot {
  build: string;
  session: number;
  language: string | null;
  settings: string | null;
  sidebar: string | null;
  top: string | null;
  dark: boolean;
  mobile: boolean;
  /** The page's CSS that can style `html` (layout/shell-css.ts): painted inline, no stylesheet is waited for. */
  css: string;
  html: string;
}

/** Above this the snapshot is not stored (local storage is shared with the rest of the console). */
const MAX_SNAPSHOT_CHARS = 1_500_000;

function item(key: string): string | null {
  return localStorage.getItem(key);
}

/** The snapshot of the shell now on the page, or null when there is none to take (no build id, no session, no layout). */
export function captureShell(): ShellSnapshot | null {
  const build = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content;
  const token = item(TOKEN_STORAGE_KEY);
  const root = document.getElementById('root');
  if (!build || !token || !root || !document.getElementById(MAIN_CONTENT_ID)) return null;
  // The tabs whose title is the page's own (a title given by the address may name a customer or an order): the
  // fixed ones, and the current page's.
  const keepTabs = new Set(
    getTabs()
      .filter((tab) => !tab.titleOverride && (tab.affix || tab.path === window.location.pathname))
      .map((tab) => tab.path),
  );
  const markup = [...root.children]
    .map((child) => copyOf(child, keepTabs))
    .filter((copy): copy is Element => copy instanceof Element);
  const keys = {
    build,
    session: sessionFingerprint(token),
    language: item(LANGUAGE_STORAGE_KEY),
    settings: item(SETTINGS_STORAGE_KEY),
    dark: document.documentElement.classList.contains(DARK_CLASS),
    mobile: window.matchMedia(MOBILE_QUERY).matches,
  };
  // A list page on screen is stored with its rows (shell-page.ts); the shell's CSS covers every stored page.
  const pageClasses = savePage(capturePage(document.getElementById(MAIN_CONTENT_ID)!, keys));
  return {
    ...keys,
    sidebar: item(SIDEBAR_STORAGE_KEY),
    top: item(ACTIVE_TOP_STORAGE_KEY),
    // A `</style` in a rule's string would end the painted <style> early; `\/` is the same character in CSS.
    css: cssForShell(markup, pageClasses).replace(/<\/style/gi, '<\\/style'),
    html: markup.map((copy) => copy.outerHTML).join(''),
  };
}

/** Stores the shell now on the page (see `captureShell`); storage failures leave the previous one out too. */
export function saveShell(): void {
  try {
    const snapshot = captureShell();
    if (!snapshot) return;
    const text = JSON.stringify(snapshot);
    // Most commits change nothing of the shell (a page's own state): no write then.
    if (text === localStorage.getItem(SHELL_STORAGE_KEY)) return;
    if (text.length > MAX_SNAPSHOT_CHARS) localStorage.removeItem(SHELL_STORAGE_KEY);
    else localStorage.setItem(SHELL_STORAGE_KEY, text);
  } catch {
    try {
      localStorage.removeItem(SHELL_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing is painted next time either.
    }
  }
}

/** Removes the painted shell, if any: the live layout is on the page. */
export function takeDownShell(): void {
  window.clearTimeout(pageHold);
  document.getElementById(SHELL_ELEMENT_ID)?.remove();
}

/**
 * The longest a painted page stays once the live layout is shown, when its list never says it has drawn (its
 * area failed to load: the area's error panel also takes it down).
 */
const PAGE_HOLD_MS = 15_000;
let pageHold = 0;
/** The live list has drawn its answer (its first commit with rows or an error) at this load. */
let pageDrawn = false;

/**
 * The live layout is on screen: the painted shell goes, but for a painted page whose live list has not drawn yet.
 * That page stays where it is, alone (the chrome around it hidden, the live layout's in view), until the list
 * draws, the address changes or PAGE_HOLD_MS pass: the rows are never replaced by a spinner and then by the same
 * rows.
 */
export function takeDownChrome(): void {
  const shell = document.getElementById(SHELL_ELEMENT_ID);
  const page = shell?.hasAttribute(SHELL_PAGE_ATTRIBUTE)
    ? shell.querySelector<HTMLElement>(`[${SHELL_MAIN_ATTRIBUTE}]`)
    : null;
  if (!shell || !page || pageDrawn) return takeDownShell();
  shell.style.visibility = 'hidden';
  page.style.visibility = 'visible';
  window.clearTimeout(pageHold);
  pageHold = window.setTimeout(takeDownShell, PAGE_HOLD_MS);
}

window.addEventListener(PAGE_DRAWN_EVENT, () => {
  pageDrawn = true;
  // Before the live layout, the whole shell stays (its menus are not all read yet): it goes at the takeover.
  if (document.getElementById(SHELL_ELEMENT_ID)?.style.visibility === 'hidden') takeDownShell();
});

/** Removes the painted shell and the snapshot (signed out: the next person must not see this one's shell). */
export function forgetShell(): void {
  takeDownShell();
  try {
    localStorage.removeItem(SHELL_STORAGE_KEY);
    forgetPages();
  } catch {
    // Storage unavailable: there is no snapshot.
  }
}

// Every way a session ends (signing out, a rejected token, another tab signing out) clears the token; it may have
// ended before this module loaded (the boot's user request was refused), and then the layout never comes.
const forgetWhenSignedOut = () => {
  if (!consoleStore.get(tokenAtom)) forgetShell();
};
consoleStore.sub(tokenAtom, forgetWhenSignedOut);
forgetWhenSignedOut();

const whenIdle = (run: () => void): (() => void) => {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * The layout's side. `live`: the layout shows the menus as read at this load (every area settled, or the registry
 * failed). The painted shell goes in the layout effect of that commit, so the frame that shows the live layout
 * is the first without it; the snapshot is then taken again after every commit, once the console is idle.
 */
export function useShellSnapshot(live: boolean, storable: boolean, address: string): void {
  useLayoutEffect(() => {
    if (live) takeDownChrome();
  }, [live]);
  // Another page: a painted one is not it.
  const [firstAddress] = useState(address);
  useLayoutEffect(() => {
    if (address !== firstAddress) takeDownShell();
  }, [address, firstAddress]);
  // A registry without areas never marks one settled: the registry read is the end of the wait then.
  useEffect(() => {
    void startAreas().then(() => {
      if (Object.keys(consoleStore.get(areasAtom)).length === 0) takeDownShell();
    });
  }, []);
  useEffect(() => {
    if (!live || !storable) return;
    return whenIdle(saveShell);
  });
  // A page's list drawing its answer commits the page, not the layout, and antd adds the styles of a component
  // drawn for the first time after the commit: the shell is stored again once the console is idle after either (no
  // state of the layout's: a render of it would delay the rows' frame).
  useEffect(() => {
    if (!live || !storable) return;
    let cancel = () => {};
    const store = () => {
      cancel();
      cancel = whenIdle(saveShell);
    };
    // Not while the first page is still coming: a snapshot taken then (its CSS chosen again for each new style of
    // the page's components) would take the main thread from the page.
    const styles = new MutationObserver(store);
    const drawn = () => {
      store();
      styles.observe(document.head, { childList: true });
    };
    if (pageDrawn) drawn();
    window.addEventListener(PAGE_DRAWN_EVENT, drawn);
    return () => {
      window.removeEventListener(PAGE_DRAWN_EVENT, drawn);
      styles.disconnect();
      cancel();
    };
  }, [live, storable]);
}
