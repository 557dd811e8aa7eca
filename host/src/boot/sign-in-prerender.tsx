/**
 * Build-time render of the sign-in screen, bundled for Node by rsbuild.prerender.config.ts and run by
 * build/prerender-sign-in.mjs in a DOM-like global scope (happy-dom) at /login, with the stored language and theme
 * of the variant being rendered. The result goes into the host's index.html (see placement.ts), so the form is on
 * screen from the first paint and React hydrates it instead of building it (boot/bootstrap.tsx).
 */
import { DEFAULT_SETTINGS } from '@console/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { consoleRoot, prepareTranslations } from './console-root';
import { signInPlacementScript } from './placement-script';
import { shellBodyScript, shellHeadScript } from './shell-script';

// What build/prerender-sign-in.mjs writes into index.html besides the markup.
export {
  BUILD_META_NAME,
  entryLoaderScript,
  SIGN_IN_CSS_TEMPLATE,
  SIGN_IN_TEMPLATE_PREFIX,
} from '../prerender/placement';

export async function renderSignIn(): Promise<string> {
  await prepareTranslations();
  // Waits for the lazy sign-in chunk, so the markup holds the page, not the Suspense fallback.
  const { prelude } = await prerenderToNodeStream(consoleRoot());
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The inline script that places the markup, with the colours it was rendered with. */
export const placementScript = signInPlacementScript(DEFAULT_SETTINGS);

/** The inline scripts that paint the signed-in shell from its stored snapshot (shell-script.ts). */
export const shellScripts = { head: shellHeadScript(), body: shellBodyScript() };
