import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import type { ComponentType } from 'react';
import type { LogEntry } from '../src/api';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, resetBetweenPageTests, stubApi, type ApiCall as Call } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('team', { en, zh }, serverMessages);

export const OWNER = testUser(['team:log', 'team:edit']);
export const READER = testUser(['team:log'], { id: 3, email: 'reader@example.com' });

export function renderPage(
  Page: ComponentType,
  { url, user = OWNER }: { url: string; user?: ConsoleUser | null },
) {
  return renderRemotePage(<Page />, { url, user });
}

export function entry(overrides: Partial<LogEntry> & Pick<LogEntry, 'id'>): LogEntry {
  return {
    at: '2026-11-20T09:30:00.000Z',
    userId: 1,
    actor: 'admin@example.com',
    ip: '10.0.0.1',
    area: 'order',
    action: 'order.confirm',
    objectType: 'order',
    objectId: String(overrides.id * 10),
    changes: [{ field: 'status', before: 'Paied', after: 'Received' }],
    ...overrides,
  };
}
