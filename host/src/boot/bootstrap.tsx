import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '../prerender/placement';
import { consoleRoot, prepareTranslations } from './console-root';

async function boot() {
  await prepareTranslations();
  const container = document.getElementById('root') as HTMLElement;
  // The sign-in screen may already be on the page, rendered at build time (prerender/placement.ts): React takes
  // it over instead of building it again, in a transition so that it yields to the browser every few milliseconds
  // (the default lane hydrates in one task) while a person may already be typing. A mismatch is recovered by React
  // (it renders that part afresh) and reported here, where the e2e test of the prerender looks for it.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE))
    startTransition(() => {
      hydrateRoot(container, consoleRoot(), {
        onRecoverableError: (error) => console.error('[console] sign-in hydration:', error),
      });
    });
  else createRoot(container).render(consoleRoot());
}

void boot();
