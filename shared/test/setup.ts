import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a render with antd takes longer than that
// and a correct page failed its test (seen in a full run). The test's own timeout still bounds a real hang.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom lacks a few browser APIs antd relies on. (Tests of build code run in Node: no window at all.)
const browserLike = typeof window !== 'undefined';
if (browserLike && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (browserLike && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Unmount what each test rendered (vitest runs without globals, so testing-library cannot hook in itself).
afterEach(cleanup);

// React runs a commit's passive effects from a setImmediate callback (the scheduler's Node path). One queued as a
// file's last test ends ran after the environment's teardown and failed the whole run with "window is not defined".
// Let the queued callbacks run while the window still exists. (Closing antd's static toasts here made it worse: with
// no toast open, antd creates a root to process the close.)
afterAll(async () => {
  if (!browserLike) return;
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});

// The API client's fallback toast and dialog import antd on first use (the sign-in page must not download it).
// A test whose last request fails would start that import just as the file ends, after the environment is gone;
// loading the two modules up front makes the later dynamic import resolve from the module cache.
await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
