import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { prerenderedScreenPending } from '../prerender/placement';

/**
 * A federation runtime plugin (host only, rsbuild.config.ts): each shared module is resolved in a task of its own.
 *
 * At boot the runtime resolves the sign-in page's shared modules (React, ReactDOM, the router, i18next, jotai, ky,
 * @console/shared) one after another in promise callbacks, and starts loading each one's chunk: all in one task,
 * ~0.3 s at 4x CPU, after the build-time sign-in screen is on screen (prerender/placement.ts), when a person may
 * already be typing. A timer before each lets the browser handle input and paint between them (total
 * blocking time). The chunks still load in parallel; each wait is a few milliseconds. Only while that screen is
 * not React's yet: later (the console's own start after "Sign in", a page's first visit) the person waits for the
 * page, and a timer per module would only add to the wait.
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-yield-between-shares',
    async beforeLoadShare(args) {
      if (prerenderedScreenPending()) await new Promise<void>((resolve) => setTimeout(resolve, 0));
      return args;
    },
  };
}
