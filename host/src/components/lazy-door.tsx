import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * What the shell's "doors" share: a part whose code is downloaded only the first time it is wanted, and which then
 * stays mounted (so a drawer or dialog closes with its animation instead of vanishing).
 */

/** True from the first render in which `now` is true, for good. */
export function useWantedOnce(now: boolean): boolean {
  const [wanted, setWanted] = useState(now);
  if (now && !wanted) setWanted(true);
  return wanted;
}

/** Listens to a window event while mounted; `null` listens to nothing. Give a stable listener (useCallback). */
export function useWindowEvent<Type extends keyof WindowEventMap>(
  type: Type,
  listener: ((event: WindowEventMap[Type]) => void) | null,
  options?: AddEventListenerOptions,
): void {
  const passive = options?.passive;
  useEffect(() => {
    if (!listener) return;
    window.addEventListener(type, listener, { passive });
    return () => window.removeEventListener(type, listener);
  }, [type, listener, passive]);
}

/** Renders the lazily loaded `children` once `wanted`, with nothing in their place while their code loads. */
export function LazyDoor({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
