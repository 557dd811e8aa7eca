import { addTranslations, i18nReady } from '@console/shared';
import { StrictMode } from 'react';
import { Root } from '../app/Root';
import { en, zh } from '../i18n/resources';

/** The host's translations, added to the shared i18n instance before the first render. */
export async function prepareTranslations(): Promise<void> {
  await i18nReady;
  addTranslations('host', { en, zh });
}

/**
 * The element the page renders, in the browser (boot/bootstrap.tsx) and at build time (prerender/sign-in.tsx).
 * One definition on purpose: hydration needs the very same tree (React's ids, `useId`, follow its shape).
 */
export function consoleRoot() {
  return (
    <StrictMode>
      <Root />
    </StrictMode>
  );
}
