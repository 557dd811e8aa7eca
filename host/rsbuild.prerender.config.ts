import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The sign-in screen's build-time render (src/boot/sign-in-prerender.tsx), bundled for Node. CSS modules keep the
 * production build's class names (same root, same default pattern); build/prerender-sign-in.mjs checks every class
 * it writes against the browser build's stylesheets, so a divergence fails the build instead of unstyling the page.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { 'sign-in': './src/boot/sign-in-prerender.tsx' } },
  output: {
    target: 'node',
    distPath: { root: '.prerender' },
    cleanDistPath: true,
    minify: false,
    sourceMap: { js: false, css: false },
    filenameHash: false,
  },
});
