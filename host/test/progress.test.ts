import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_OPTIONS, progress } from '../src/progress/progress';

const bar = () => document.getElementById('console-progress');

describe('progress bar (spec section 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    progress.done();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('uses the spec constants and no spinner', () => {
    expect(PROGRESS_OPTIONS).toMatchObject({
      speed: 500,
      trickleSpeed: 200,
      minimum: 0.3,
      showSpinner: false,
    });
  });

  it('starts at the minimum, creeps every trickle interval, never reaches the end by itself', () => {
    progress.start();
    expect(progress.status()).toBe(0.3);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(PROGRESS_OPTIONS.trickleSpeed);
    expect(progress.status()).toBeCloseTo(0.34);
    vi.advanceTimersByTime(60_000);
    expect(progress.status()).toBeLessThan(1);
    expect(progress.status()).toBeGreaterThan(0.9);
  });

  it('draws the bar at the left edge first and moves it a frame later, without forcing a layout', () => {
    const layoutRead = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    progress.start();
    const inner = () => (bar()?.firstElementChild as HTMLElement).style.transform;
    expect(inner()).toBe('translate3d(-100%, 0, 0)');
    progress.set(0.5); // a move before the first frame only changes where the bar goes
    expect(inner()).toBe('translate3d(-100%, 0, 0)');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(inner()).toBe('translate3d(-50%, 0, 0)');
    progress.set(0.6); // then moves apply at once
    expect(inner()).toBe('translate3d(-40%, 0, 0)');
    expect(layoutRead).not.toHaveBeenCalled();
    layoutRead.mockRestore();
  });

  it('is idempotent while running', () => {
    progress.start();
    vi.advanceTimersByTime(1000);
    const now = progress.status();
    progress.start();
    expect(progress.status()).toBe(now);
  });

  it('completes, then fades out and leaves the page', () => {
    progress.start();
    progress.done();
    expect(progress.isStarted()).toBe(false);
    expect(bar()?.getAttribute('data-progress')).toBe('1');
    vi.advanceTimersByTime(PROGRESS_OPTIONS.speed);
    expect(bar()?.style.opacity).toBe('0');
    vi.advanceTimersByTime(PROGRESS_OPTIONS.speed);
    expect(bar()).toBeNull();
  });

  it('restarts cleanly while the previous run fades', () => {
    progress.start();
    progress.done();
    vi.advanceTimersByTime(PROGRESS_OPTIONS.speed + 10);
    progress.start();
    vi.advanceTimersByTime(PROGRESS_OPTIONS.speed * 2);
    expect(bar()).not.toBeNull();
    expect(bar()?.style.opacity).toBe('1');
    expect(document.querySelectorAll('#console-progress')).toHaveLength(1);
  });

  it('does nothing on done() when not running', () => {
    progress.done();
    expect(bar()).toBeNull();
  });
});
