/**
 * The top progress bar (spec section 9: speed 500, trickle speed 200, minimum 0.3, no spinner), written for the
 * console rather than taken from nprogress, in the theme colour (--console-primary). `progress` is usable from
 * anywhere; `NavigationProgress` drives it from route changes and remote loads.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@console/shared';
import { prerenderedScreenPending } from '../prerender/placement';
import { areasAtom } from '../remotes/areas';

export const PROGRESS_OPTIONS = {
  minimum: 0.3,
  /** Duration of each move and of the fade-out, ms. */
  speed: 500,
  easing: 'ease',
  trickle: true,
  /** How often the bar creeps forward while work is pending, ms. */
  trickleSpeed: 200,
  showSpinner: false,
} as const;

const BAR_ID = 'console-progress';
/** Above the header and modal masks, below the watermark. */
const Z_INDEX = 2000;

let status: number | null = null;
let element: HTMLElement | null = null;
let trickleTimer: ReturnType<typeof setTimeout> | undefined;
let finishTimers: ReturnType<typeof setTimeout>[] = [];
/** A pending first move (see render): until it runs, later moves only change `target`. */
let firstMove: number | null = null;
/** Where the bar is going (0-1). */
let target = 0;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function clearFinish() {
  finishTimers.forEach(clearTimeout);
  finishTimers = [];
}

/** A new div with the given inline style. */
function styledDiv(style: Partial<CSSStyleDeclaration>): HTMLDivElement {
  const div = document.createElement('div');
  Object.assign(div.style, style);
  return div;
}

function render(): HTMLElement {
  if (element?.isConnected) return element;
  const root = styledDiv({
    position: 'fixed',
    zIndex: String(Z_INDEX),
    top: '0',
    left: '0',
    width: '100%',
    height: '2px',
    pointerEvents: 'none',
    overflow: 'visible',
    opacity: '1',
    transition: 'none',
  });
  root.id = BAR_ID;
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('data-testid', 'progress');
  const bar = styledDiv({
    width: '100%',
    height: '100%',
    background: 'var(--console-primary, #6855ec)',
    transform: 'translate3d(-100%, 0, 0)',
    transition: `transform ${PROGRESS_OPTIONS.speed}ms ${PROGRESS_OPTIONS.easing}`,
  });
  // The glow at the leading edge.
  const peg = styledDiv({
    position: 'absolute',
    right: '0',
    width: '100px',
    height: '100%',
    boxShadow: '0 0 10px var(--console-primary, #6855ec), 0 0 5px var(--console-primary, #6855ec)',
    opacity: '1',
    transform: 'rotate(3deg) translate(0, -4px)',
  });
  bar.appendChild(peg);
  root.appendChild(bar);
  document.body.appendChild(root);
  element = root;
  // The first move must animate from the left edge, so it waits until the bar has been drawn there once (two
  // frames). Reading a layout property to get there would lay out the whole page synchronously, in the middle of
  // the navigation that started the bar (~20 ms of a menu click on this machine).
  firstMove = requestAnimationFrame(() => {
    firstMove = requestAnimationFrame(() => {
      firstMove = null;
      moveBar();
    });
  });
  return root;
}

function moveBar() {
  const bar = element?.firstElementChild as HTMLElement | null | undefined;
  if (bar) bar.style.transform = `translate3d(${(target - 1) * 100}%, 0, 0)`;
}

function remove() {
  if (firstMove !== null) cancelAnimationFrame(firstMove);
  firstMove = null;
  element?.remove();
  element = null;
}

/** Moves the bar to `n` (0-1, at least the minimum); 1 completes it and fades it out. */
function set(n: number): void {
  const value = clamp(n, PROGRESS_OPTIONS.minimum, 1);
  status = value === 1 ? null : value;
  clearFinish();
  const root = render();
  root.style.transition = 'none';
  root.style.opacity = '1';
  target = value;
  if (firstMove === null) moveBar();
  root.setAttribute('data-progress', String(Math.round(value * 1000) / 1000));
  if (value === 1) {
    const { speed } = PROGRESS_OPTIONS;
    finishTimers.push(
      setTimeout(() => {
        root.style.transition = `opacity ${speed}ms linear`;
        root.style.opacity = '0';
        finishTimers.push(setTimeout(remove, speed));
      }, speed),
    );
  }
}

/** nprogress's increments: big steps early, tiny ones near the end; never past 99.4 %. */
function inc(amount?: number): void {
  if (status === null) {
    start();
    return;
  }
  if (status >= 1) return;
  const step =
    amount ?? (status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : status < 0.99 ? 0.005 : 0);
  set(clamp(status + step, 0, 0.994));
}

function trickle() {
  clearTimeout(trickleTimer);
  trickleTimer = setTimeout(() => {
    if (status === null) return;
    inc();
    trickle();
  }, PROGRESS_OPTIONS.trickleSpeed);
}

/** Shows the bar at the minimum and lets it creep; a no-op while it already runs. */
function start(): void {
  if (status !== null) return;
  set(0);
  if (PROGRESS_OPTIONS.trickle) trickle();
}

/** Completes the bar and fades it out; a no-op when it is not running (unless forced). */
function done(force = false): void {
  if (status === null && !force) return;
  clearTimeout(trickleTimer);
  inc(0.3 + 0.5 * Math.random());
  set(1);
}

export const progress = {
  start,
  done,
  inc,
  set,
  isStarted: () => status !== null,
  status: () => status,
};

/** A loading placeholder on screen: antd's Spin (route Suspense fallbacks, the session check) marks itself aria-busy. */
function busyOnScreen(): boolean {
  for (const element of document.querySelectorAll('[aria-busy="true"]')) {
    if (element.getClientRects().length > 0) return true;
  }
  return false;
}

function syncBar(state: { route: boolean; areas: boolean }) {
  if (state.route || state.areas) progress.start();
  else progress.done();
}

/** A page that never settles (a spinner left spinning) must not hold the bar for ever. */
const ROUTE_WAIT_LIMIT_MS = 15_000;

/**
 * Runs the bar on every location change until the new route has rendered (committed, and no loading placeholder
 * left on screen: a lazy remote page's Suspense fallback shows antd's Spin), and while any remote area loads.
 * Mount once inside the router.
 */
export function NavigationProgress(): null {
  const location = useLocation();
  const areas = useAtomValue(areasAtom);
  const areasLoading = Object.values(areas).some((area) => area.status === 'loading');
  const busy = useRef({ route: false, areas: false });

  useEffect(() => {
    busy.current.areas = areasLoading;
    syncBar(busy.current);
  }, [areasLoading]);

  const firstRoute = useRef(true);

  // Starts before the new route paints; settles once nothing on screen is still loading.
  useLayoutEffect(() => {
    // The first page may be one the HTML already carries (the build-time sign-in screen, prerender/placement.ts):
    // React only takes it over, and a bar running across it would announce a load nobody waits for (and animate
    // while the page's code starts).
    const alreadyOnScreen = firstRoute.current && prerenderedScreenPending();
    firstRoute.current = false;
    if (alreadyOnScreen) return;
    const state = busy.current;
    state.route = true;
    syncBar(state);
    let frame = 0;
    const settle = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(limit);
      state.route = false;
      syncBar(state);
    };
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!busyOnScreen()) settle();
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'style', 'class'],
    });
    const limit = setTimeout(settle, ROUTE_WAIT_LIMIT_MS);
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(limit);
    };
  }, [location.key]);

  return null;
}
