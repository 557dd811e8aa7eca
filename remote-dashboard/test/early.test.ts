import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from '../src/lib/early';

describe('answers fetched early', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands an answer to the first taker only', async () => {
    const request = vi.fn(() => Promise.resolve(42));
    fetchEarly('a', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarly<number>('a')).resolves.toBe(42);
    expect(takeEarly('a')).toBeUndefined();
  });

  it('drops an answer older than ten seconds: the page asks afresh', () => {
    fetchEarly('b', () => Promise.resolve('old'));
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('b')).toBeUndefined();
  });

  it('keeps a failure for the taker to handle, never as an unhandled rejection', async () => {
    fetchEarly('c', () => Promise.reject(new Error('down')));
    await vi.advanceTimersByTimeAsync(0);
    await expect(takeEarly('c')).rejects.toThrow('down');
  });
});
