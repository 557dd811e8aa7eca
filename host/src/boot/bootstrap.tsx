import { addTranslations, i18nReady } from '@console/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from '../app/Root';
import { en, zh } from '../i18n/resources';

async function boot() {
  await i18nReady;
  addTranslations('host', { en, zh });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void boot();
