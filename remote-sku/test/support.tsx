import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import type { ComponentType } from 'react';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope as reply, stubApi, type ApiCall as Call } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('sku', { en, zh }, serverMessages);

export const ADMIN = testUser(['sku:view', 'sku:edit']);

export function renderPage(Page: ComponentType, url: string, user: ConsoleUser = ADMIN) {
  return renderRemotePage(<Page />, { url, user });
}

export const LANGUAGES = {
  defaultLanguage: 'en',
  linked: [
    { code: 'en', name: 'English', nativeName: 'English' },
    { code: 'zh', name: 'Chinese', nativeName: '中文' },
    { code: 'es', name: 'Spanish', nativeName: 'Español' },
  ],
  retained: [{ code: 'fr', name: 'French', categories: 2, tags: 0 }],
};
