import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '../prerender/placement';
import { consoleRoot, prepareTranslations } from './console-root';

async function boot() {
  await prepareTranslations();
  const container = document.getElementById('root') as HTMLElement;
  // The sign-in screen may already be on the page, rendered at build time (prerender/placement.ts): React takes
  // it over instead of building it again. A mismatch is recovered by React (it renders that part afresh) and
  // reported here, where the e2e test of the prerender looks for it.
  // Hydrating in a transition lets React yield to the browser every few milliseconds (the default lane renders in
  // one task): the form is already on screen, and a person may be typing into it.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE))
    startTransition(() => {
      hydrateRoot(container, consoleRoot(), {
        onRecoverableError: (error) => console.error('[console] sign-in hydration:', error),
      });
    });
  else createRoot(container).render(consoleRoot());
}

void boot();
