import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, stubApi } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('pkg', { en, zh }, serverMessages);

export const ADMIN = testUser(['pkg:view', 'pkg:edit', 'pay:edit']);

/** Renders `element` at `url` under the route `path`, signed in as `user`, with an empty data cache. */
export function renderAt(
  element: ReactNode,
  { url, path = url, user = ADMIN }: { url: string; path?: string; user?: ConsoleUser },
) {
  return renderRemotePage(element, { url, path, user });
}

/**
 * antd with its animations off: happy-dom never ends a CSS transition, so a closing dialog would stay in its leave
 * animation, and what antd does once it has closed (destroy the content, give the focus back) would never run.
 */
export function WithoutMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
}
