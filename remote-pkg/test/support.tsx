import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { SiteProject } from '../src/api';
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

/** A project of the list as the API answers it; `overrides` for what a test is about. */
export const siteProject = (overrides: Partial<SiteProject> = {}): SiteProject => ({
  id: 7,
  title: 'Coffee Corner',
  cover: null,
  num: 0,
  payUrl: null,
  status: 'normal',
  plateNum: null,
  viewCount: 0,
  siteType: 'design',
  folderId: null,
  folderTitle: null,
  siteKey: 'k',
  publicPath: '/s/s/k',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...overrides,
});
