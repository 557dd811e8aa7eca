import { useEffect } from 'react';
import { requestUrlOf } from '../api/client';
import { offerShellAnswers, type ShellAnswers } from './shell-list';

/**
 * Offers the page whose root has the class `marker`, drawn from `answers` (the data objects the API client
 * returned), while it is mounted and `ready` (every answer on screen, the page as it opens: no state of the visit
 * such as another period chosen). A data object the client did not read (a test's, a cache's) offers nothing.
 */
export function useShellAnswers(
  marker: string,
  answers: readonly (object | null | undefined)[],
  ready: boolean,
) {
  useEffect(() => {
    if (!ready) return;
    const read = answers.map((data) => {
      const url = data ? requestUrlOf(data) : undefined;
      return url && data ? { url, data } : null;
    });
    if (read.some((entry) => entry === null)) return;
    return offerShellAnswers({ marker, answers: read as ShellAnswers['answers'] });
    // Each answer is its own dependency: a new array of the same answers is the same offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [marker, ready, ...answers]);
}
