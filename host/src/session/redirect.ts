/** The sign-in URL that brings the person back to `target` afterwards. */
export function loginPath(target: string): string {
  return target === '/' || target === '' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after sign-in: the redirect parameter only when it is a path on this origin (no open redirect via
 * '//evil.example', 'https://…' or '/\\evil').
 */
export function safeRedirect(raw: string | null, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || url.pathname.startsWith('/login')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
