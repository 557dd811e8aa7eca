/**
 * Answers requested ahead of their page: the area's route `prefetch` starts them when the page is first opened,
 * while its code (echarts among it) is still downloading, and the page's first load takes them instead of asking
 * again (issue 6: at 4x CPU that is most of a second before the charts). Each answer is taken once, and only
 * while fresh; anything else loads as usual.
 */
const MAX_AGE_MS = 10_000;

const early = new Map<string, { answer: Promise<unknown>; at: number }>();

export function fetchEarly<T>(key: string, request: () => Promise<T>): void {
  const answer = request();
  // Never an unhandled rejection: a page that takes it handles the failure; one that does not ask again.
  answer.catch(() => undefined);
  early.set(key, { answer, at: Date.now() });
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = early.get(key);
  early.delete(key);
  if (!entry || Date.now() - entry.at > MAX_AGE_MS) return undefined;
  return entry.answer as Promise<T>;
}
