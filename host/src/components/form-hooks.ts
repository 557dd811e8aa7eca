import { i18n } from '@console/shared';
import type { FieldErrorTarget, FieldPlaces } from '@console/shared/data/mutation';
import { useEffect, useState, type KeyboardEvent } from 'react';

/** Whether Caps Lock is on, read from the key events of a password field. */
export function useCapsLock() {
  const [capsLock, setCapsLock] = useState(false);
  const onKey = (event: KeyboardEvent) => setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  return { capsLock, keyHandlers: { onKeyDown: onKey, onKeyUp: onKey } };
}

/** Deadlines by key, so a countdown survives switching between sign-in variants (the form remounts). */
const deadlines = new Map<string, number>();

/**
 * Seconds left before something may be done again ("send code" buttons). `start(seconds)` begins a countdown;
 * with a `key`, the deadline outlives the component.
 */
export function useCountdown(key?: string) {
  const [until, setUntil] = useState(() => (key ? (deadlines.get(key) ?? 0) : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const begin = Date.now();
    const end = begin + seconds * 1000;
    if (key) deadlines.set(key, end);
    setNow(begin);
    setUntil(end);
  };
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** Only for tests: forget every remembered countdown. */
export function resetCountdowns(): void {
  deadlines.clear();
}

/**
 * A server message in the current language. The shared client translates the messages it knows; features add
 * theirs under a `…Server` object of the 'host' namespace (keys are the server's English text, verbatim).
 */
export function serverText(message: string): string {
  const language = i18n.resolvedLanguage ?? 'en';
  for (const group of ['loginServer', 'accountServer']) {
    const table = (i18n.getResource(language, 'host', group) ?? i18n.getResource('en', 'host', group)) as
      Record<string, string> | undefined;
    const found = table?.[message];
    if (found) return found;
  }
  return message;
}

/**
 * The form kit's `showFieldErrors` for the sign-in page, which must not download the kit up front: imported on the
 * first failure (one place, so the page carries one loader for it).
 */
export async function showFieldErrors(
  error: unknown,
  form: FieldErrorTarget,
  places: FieldPlaces,
  translate?: (message: string) => string,
): Promise<string> {
  const kit = await import('@console/shared/data/mutation');
  return kit.showFieldErrors(error, form, places, translate);
}
