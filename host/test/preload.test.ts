import { announcePageDrawn } from '@console/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadForMenu, preloadPages, useIdlePreload, whenPageQuiet } from '../src/router/preload';

/** A PerformanceObserver the test drives: `emit()` is an entry of an observed type (a resource, a long task). */
class FakeObserver {
  static current: FakeObserver | null = null;
  disconnected = false;
  types: string[] = [];
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  disconnect() {
    this.disconnected = true;
  }
  emit() {
    this.callback();
  }
}

// Both suites run on fake timers with a PerformanceObserver the test drives.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenPageQuiet', () => {
  it('waits until no resource has finished for the quiet period', async () => {
    let quiet = false;
    void whenPageQuiet(1000).then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(800);
    FakeObserver.current?.emit(); // a chunk of the first page arrives: the wait starts over
    await vi.advanceTimersByTimeAsync(800);
    expect(quiet).toBe(false);
    FakeObserver.current?.emit();
    await vi.advanceTimersByTimeAsync(999);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toBe(true);
    expect(FakeObserver.current?.disconnected).toBe(true);
  });

  it('watches long tasks as well as resources: a page still rendering is not quiet', async () => {
    let quiet = false;
    void whenPageQuiet(1000).then(() => (quiet = true));
    expect(FakeObserver.current?.types).toEqual(['resource', 'longtask']);
    // The network is silent for 2.5 s while the main thread renders in long tasks every 700 ms.
    for (let elapsed = 0; elapsed < 2500; elapsed += 700) {
      await vi.advanceTimersByTimeAsync(700);
      FakeObserver.current?.emit();
    }
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(quiet).toBe(true);
  });

  it('stops waiting when aborted (the router unmounted or the pages changed)', async () => {
    const abort = new AbortController();
    let quiet = false;
    void whenPageQuiet(1000, abort.signal).then(() => (quiet = true));
    abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);
    expect(FakeObserver.current?.disconnected).toBe(true);
  });
});

describe('menu preloading', () => {
  /** A page loader the test settles by hand. */
  function page() {
    let settle: () => void = () => undefined;
    const loader = vi.fn(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          settle = () => resolve({ default: () => null });
        }),
    );
    return { loader, settle: () => settle() };
  }

  // Module state: these two run before the first page of this file says it is drawn, in this order.
  it('a page that never says it is drawn (a form) lets the walk start once the limit has passed and it is quiet', async () => {
    const a = page();
    const warm = vi.fn();
    const { unmount } = renderHook(() => useIdlePreload([a.loader], warm));
    await vi.advanceTimersByTimeAsync(7500);
    expect(a.loader).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1600);
    expect(a.loader).toHaveBeenCalledTimes(1);
    a.settle();
    // The walk ends (nothing left) before the next test starts one.
    await vi.advanceTimersByTimeAsync(100);
    unmount();
  });

  it('waits for the first page to say it is drawn, however quiet the network (the dashboard drawing its charts)', async () => {
    const a = page();
    const warm = vi.fn();
    const { unmount } = renderHook(() => useIdlePreload([a.loader], warm));
    await vi.advanceTimersByTimeAsync(3000);
    expect(warm).not.toHaveBeenCalled();
    expect(a.loader).not.toHaveBeenCalled();
    announcePageDrawn();
    await vi.advanceTimersByTimeAsync(900);
    expect(a.loader).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(warm).toHaveBeenCalledTimes(1);
    expect(a.loader).toHaveBeenCalledTimes(1);
    a.settle();
    // The walk ends (nothing left) before the next test starts one.
    await vi.advanceTimersByTimeAsync(100);
    unmount();
  });

  it("reaching for the menu loads the areas' modules only; the pointed page loads at once, the rest when idle, one at a time", async () => {
    const [a, b, c] = [page(), page(), page()];
    const warm = vi.fn();
    const { unmount } = renderHook(() => useIdlePreload([a.loader, b.loader, c.loader], warm));

    preloadForMenu();
    expect(warm).toHaveBeenCalledTimes(1);
    // No page yet: the one under the pointer must not queue behind the others.
    for (const { loader } of [a, b, c]) expect(loader).not.toHaveBeenCalled();

    preloadPages([c.loader]); // the pointer is over c's menu entry
    expect(c.loader).toHaveBeenCalledTimes(1);
    preloadPages([c.loader]); // pointing again fetches nothing more
    expect(c.loader).toHaveBeenCalledTimes(1);

    // The page goes quiet (no resource, no long task for a second): the walk starts, one page at a time.
    await vi.advanceTimersByTimeAsync(1100);
    expect(warm).toHaveBeenCalledTimes(2);
    expect(a.loader).toHaveBeenCalledTimes(1);
    expect(b.loader).not.toHaveBeenCalled();
    a.settle();
    await vi.advanceTimersByTimeAsync(100);
    expect(b.loader).toHaveBeenCalledTimes(1);
    b.settle();
    c.settle();
    await vi.advanceTimersByTimeAsync(200);
    // Every page was fetched once: the walk skips the one the pointer already started.
    expect([a.loader, b.loader, c.loader].map((loader) => loader.mock.calls.length)).toEqual([1, 1, 1]);
    unmount();
  });
});
