import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import type { ReactNode } from 'react';
import { en, zh } from '../src/i18n/resources';

export { envelope, stubApi } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('pkg', { en, zh });

export const ADMIN = testUser(['pkg:view', 'pkg:edit', 'pay:edit']);

/** Renders `element` at `url` under the route `path`, signed in as `user`, with an empty data cache. */
export function renderAt(
  element: ReactNode,
  { url, path = url, user = ADMIN }: { url: string; path?: string; user?: ConsoleUser },
) {
  return renderRemotePage(element, { url, path, user });
}
