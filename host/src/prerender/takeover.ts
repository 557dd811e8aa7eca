import { HELD_PROPERTY, PRERENDERED_ATTRIBUTE } from './placement';

type HeldWindow = Window & { [HELD_PROPERTY]?: HTMLElement };

/**
 * Called once the sign-in screen React hydrated is live (its first commit): the build-time markup is React's now.
 * Ends the holding of clicks (placement.ts) and clicks again, after this commit and the form's take-over of typed
 * values, the control the person used while the page's code was loading. Nothing to do on a page React built.
 */
export function takeOverPrerendered(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  const scope = window as HeldWindow;
  const held = scope[HELD_PROPERTY];
  delete scope[HELD_PROPERTY];
  if (!held) return;
  setTimeout(() => {
    if (!held.isConnected) return;
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else held.click();
  }, 0);
}
