import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet } from '../src/router/preload';

/** A PerformanceObserver the test drives: `emit()` is a resource finishing. */
class FakeObserver {
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  emit() {
    this.callback();
  }
}

describe('whenNetworkQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until no resource has finished for the quiet period', async () => {
    let quiet = false;
    void whenNetworkQuiet(1000).then(() => (quiet = true));
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

  it('stops waiting when aborted (the router unmounted or the pages changed)', async () => {
    const abort = new AbortController();
    let quiet = false;
    void whenNetworkQuiet(1000, abort.signal).then(() => (quiet = true));
    abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);
    expect(FakeObserver.current?.disconnected).toBe(true);
  });
});
