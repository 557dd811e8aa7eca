/**
 * Why the person is on the sign-in page: set by the API client, and only there, when it ends a session because the
 * server said it is over (the token-invalid code: revoked, expired), read by the host's sign-in page, which says so
 * and forgets it when the person leaves it. Session storage: this tab only, gone with it. A sign-out of one's own, or
 * a first visit, never sets it. The host's build-time sign-in screen is not placed while it is set
 * (host/src/boot/placement-script.ts): the app's first render shows the notice.
 */
export const SESSION_ENDED_STORAGE_KEY = 'sessionEnded';

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_STORAGE_KEY, '1');
  } catch {
    // Storage disabled: the sign-in page just says nothing.
  }
}

/** True when the server ended this tab's last session and the sign-in page has not been left since. */
export function sessionEndedByServer(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}
