import { useEffect, useRef, useState } from 'react';

export const COUNT_UP_MS = 1000;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A number that counts up from the previous value (0 at first) to `value` in 1000 ms (ease-out), shown through
 * `format`. The final value is on `data-value` at once; people who ask for reduced motion get it without animation.
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
  const animate = !reducedMotion() && typeof requestAnimationFrame === 'function';
  const [shown, setShown] = useState(0);
  const from = useRef(0);

  useEffect(() => {
    if (!animate) return;
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      const next = progress >= 1 ? value : Math.round(origin + (value - origin) * eased);
      setShown(next);
      from.current = next;
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, animate]);

  return (
    <span data-testid={testId} data-value={value}>
      {format(animate ? shown : value)}
    </span>
  );
}
