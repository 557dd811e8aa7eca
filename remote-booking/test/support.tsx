import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import type { ComponentType } from 'react';
import type { Booking } from '../src/api';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, stubApi, type ApiCall as Call } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('booking', { en, zh }, serverMessages);

export const ADMIN = testUser(['booking:view', 'booking:edit', 'dashboard:view']);
export const VIEWER = testUser(['booking:view'], { id: 3 });

export function renderPage(Page: ComponentType, { url, user = ADMIN }: { url: string; user?: ConsoleUser }) {
  return renderRemotePage(<Page />, { url, user });
}

export function booking(overrides: Partial<Booking> & Pick<Booking, 'id' | 'status'>): Booking {
  return {
    bookingNo: `B${String(overrides.id).padStart(10, '0')}`,
    projectId: 1,
    projectTitle: 'Coffee Corner',
    slotDate: '2026-11-26',
    slotStart: '10:00',
    slotMinutes: 60,
    name: 'Vera Visitor',
    email: 'vera@example.org',
    mobile: '+49 30 1234567',
    people: 2,
    note: '',
    language: 'en',
    reason: null,
    holdExpiresAt: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
