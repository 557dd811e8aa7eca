/**
 * The signed-in shell's snapshot, the console's side (the rules: prerender/README.md, "The signed-in shell"). Once
 * the layout shows the menus as read at this load, and whenever the console is idle after a change, the shell as
 * rendered (header, side menu, tab bar; the page area replaced by a neutral skeleton) is stored with the CSS rules
 * that can style it (shell-css.ts), so that it is painted before any script runs and without waiting for a stylesheet. The boot script (boot/shell-script.ts) paints it on the next signed-in load; the
 * layout takes it down in the commit that shows the live menus. Signing out forgets it.
 */
import {
  consoleStore,
  LANGUAGE_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  tokenAtom,
} from '@console/shared';
import { useEffect, useLayoutEffect } from 'react';
import { MAIN_CONTENT_ID } from '../components/main-content';
import {
  BUILD_META_NAME,
  SHELL_ELEMENT_ID,
  SHELL_SKIP_ATTRIBUTE,
  SHELL_STORAGE_KEY,
  sessionFingerprint,
} from '../prerender/placement';
import { areasAtom, startAreas } from '../remotes/areas';
import { getTabs } from '../tabs/tabs-store';
import { DARK_CLASS } from '../theme/prepaint';
import { cssForShell } from './shell-css';
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

/** The page area of the snapshot: a few neutral bars, no page data (they read in both themes). */
const SKELETON =
  '<div style="padding:24px">' +
  ['40%', '100%', '100%', '100%', '70%']
    .map(
      (width) =>
        `<div style="height:28px;width:${width};margin-bottom:16px;border-radius:6px;background:rgba(128,128,128,0.14)"></div>`,
    )
    .join('') +
  '</div>';

/** Above this the snapshot is not stored (local storage is shared with the rest of the console). */
const MAX_SNAPSHOT_CHARS = 1_500_000;

function item(key: string): string | null {
  return localStorage.getItem(key);
}

/**
 * A copy of `node` for the snapshot: the page area emptied into the skeleton, ids and test ids dropped (the live
 * layout underneath has them), only the tabs in `keepTabs` left in the tab bar, live data (`SHELL_SKIP_ATTRIBUTE`)
 * left out.
 */
function copyOf(node: Node, keepTabs: Set<string>): Node | null {
  // Comments (React's markers where it hydrated) are not part of what is seen.
  if (!(node instanceof Element)) return node.nodeType === Node.TEXT_NODE ? node.cloneNode(false) : null;
  const tabPath = node.getAttribute('role') === 'tab' ? node.getAttribute('data-path') : null;
  if (tabPath !== null && !keepTabs.has(tabPath)) return null;
  if (node.hasAttribute(SHELL_SKIP_ATTRIBUTE)) return null;
  const copy = node.cloneNode(false) as Element;
  const main = node.id === MAIN_CONTENT_ID;
  copy.removeAttribute('id');
  copy.removeAttribute('data-testid');
  if (main) {
    copy.innerHTML = SKELETON;
    return copy;
  }
  for (const child of node.childNodes) {
    const childCopy = copyOf(child, keepTabs);
    if (childCopy) copy.appendChild(childCopy);
  }
  return copy;
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
  return {
    build,
    session: sessionFingerprint(token),
    language: item(LANGUAGE_STORAGE_KEY),
    settings: item(SETTINGS_STORAGE_KEY),
    sidebar: item(SIDEBAR_STORAGE_KEY),
    top: item(ACTIVE_TOP_STORAGE_KEY),
    dark: document.documentElement.classList.contains(DARK_CLASS),
    mobile: window.matchMedia(MOBILE_QUERY).matches,
    // A `</style` in a rule's string would end the painted <style> early; `\/` is the same character in CSS.
    css: cssForShell(markup).replace(/<\/style/gi, '<\\/style'),
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
  document.getElementById(SHELL_ELEMENT_ID)?.remove();
}

/** Removes the painted shell and the snapshot (signed out: the next person must not see this one's shell). */
export function forgetShell(): void {
  takeDownShell();
  try {
    localStorage.removeItem(SHELL_STORAGE_KEY);
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
export function useShellSnapshot(live: boolean, storable: boolean): void {
  useLayoutEffect(() => {
    if (live) takeDownShell();
  }, [live]);
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
}
