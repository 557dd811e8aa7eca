import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, CountUp } from '../src/components/CountUp';

const text = () => screen.getByTestId('count').textContent;
const format = (value: number) => `#${value}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CountUp', () => {
  it('counts from 0 to the value in COUNT_UP_MS, with one React render for the whole count', () => {
    const renders = vi.fn();
    render(
      <Profiler id="count" onRender={renders}>
        <CountUp value={1000} format={format} testId="count" />
      </Profiler>,
    );
    expect(text()).toBe('#0');
    expect(screen.getByTestId('count').dataset.value).toBe('1000');
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 2));
    const halfway = Number(text()?.slice(1));
    expect(halfway).toBeGreaterThan(500); // ease-out: past the middle at half time
    expect(halfway).toBeLessThan(1000);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(text()).toBe('#1000');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('a new value counts on from the number on screen', () => {
    const { rerender } = render(<CountUp value={100} format={format} testId="count" />);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS + 50));
    expect(text()).toBe('#100');
    rerender(<CountUp value={200} format={format} testId="count" />);
    expect(text()).toBe('#100');
    act(() => vi.advanceTimersByTime(COUNT_UP_MS + 50));
    expect(text()).toBe('#200');
  });

  it('a new format (another language) applies at once without restarting the count', () => {
    const { rerender } = render(<CountUp value={50} format={format} testId="count" />);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS + 50));
    rerender(<CountUp value={50} format={(value) => `${value} items`} testId="count" />);
    expect(text()).toBe('50 items');
  });

  it('shows the value at once for people who ask for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<CountUp value={42} format={format} testId="count" />);
    expect(text()).toBe('#42');
  });
});
