import { pagePainted } from '@console/shared';
import { useLayoutEffect, useRef } from 'react';

export const COUNT_UP_MS = 1000;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A number that counts up from the previous value (0 at first) to `value` in 1000 ms (ease-out), shown through
 * `format`. The final value is on `data-value` at once; people who ask for reduced motion get it without animation,
 * and so does a page painted from the HTML with these figures already on screen.
 *
 * The frames write the element's text directly instead of through React state: ten of these count up while the
 * dashboard's charts are still being built, and a React render of each on every frame competed with them for the
 * main thread. The text is set before the browser paints (layout effect), so no frame shows it empty.
 */
export function CountUp({
  value,
  format = String,
  testId,
}: {
  value: number;
  format?: (value: number) => string;
  testId?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  /** The number on screen now: where the next count starts. */
  const shown = useRef(0);
  // A new `format` each parent render must not restart the count; the latest one is used from the next frame on.
  const formatRef = useRef(format);
  useLayoutEffect(() => {
    formatRef.current = format;
    if (ref.current) ref.current.textContent = format(shown.current);
  }, [format]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (next: number) => {
      shown.current = next;
      element.textContent = formatRef.current(next);
    };
    const origin = shown.current;
    if (origin === value || reducedMotion() || pagePainted() || typeof requestAnimationFrame !== 'function') {
      show(value);
      return;
    }
    show(origin);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, Math.max(0, now - start) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      show(progress >= 1 ? value : Math.round(origin + (value - origin) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    // Unmounted or given a new value mid-count: the next count starts from the number on screen.
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return <span ref={ref} data-testid={testId} data-value={value} />;
}
