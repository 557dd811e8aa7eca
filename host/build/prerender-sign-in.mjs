#!/usr/bin/env node
// The sign-in screen in the host's index.html, rendered at build time (src/prerender/placement.ts says
// how the page uses it). Runs after the browser build and the Node build of src/boot/sign-in-prerender.tsx
// (rsbuild.prerender.config.ts), as the last step of the host's `build` script:
//   node build/prerender-sign-in.mjs                 render every variant and write them into dist/index.html
//   node build/prerender-sign-in.mjs --render en dark  (internal) print one variant's markup
// Each variant renders in a process of its own: the console's stores read the stored language and theme once, when
// their modules load. A class in the markup that the browser build's stylesheets do not define fails the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = path.join(HOST, '.prerender', 'sign-in.js');
const DIST = path.join(HOST, 'dist');
const LANGUAGES = ['en', 'zh'];
const THEMES = ['light', 'dark'];

async function renderOne(language, theme) {
  const { Window } = await import('happy-dom');
  const window = new Window({ url: 'http://localhost/login' });
  window.localStorage.setItem('language', language);
  window.localStorage.setItem('settings', JSON.stringify({ theme }));
  // What the console's modules read while they load and render: storage, the address, the OS colour scheme.
  for (const key of [
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'location',
    'history',
  ])
    Object.defineProperty(globalThis, key, {
      value: key === 'window' ? window : window[key],
      configurable: true,
      writable: true,
    });
  globalThis.matchMedia = (query) => ({ matches: theme === 'dark' && query.includes('dark'), media: query });
  const { renderSignIn } = await import(pathToFileURL(BUNDLE).href);
  process.stdout.write(await renderSignIn());
  await window.happyDOM.close();
  process.exit(0);
}

/** The paths of every file under `dir`, sorted. */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every class name the markup uses. */
function classesIn(markup) {
  const names = new Set();
  for (const [, value] of markup.matchAll(/ class="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  return names;
}

function compose() {
  const variants = [];
  for (const language of LANGUAGES)
    for (const theme of THEMES) {
      const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--render', language, theme], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`rendering ${language}/${theme} failed:\n${run.stderr}`);
      if (!run.stdout.includes('data-testid="login-page"'))
        throw new Error(`rendering ${language}/${theme} gave no sign-in page:\n${run.stdout.slice(0, 500)}`);
      variants.push({ id: `${language}-${theme}`, markup: run.stdout });
    }

  // The stylesheets that define the markup's classes (the sign-in chunk's CSS modules), inlined: a stylesheet
  // request before the first paint would cost a round trip.
  const classes = new Set(variants.flatMap(({ markup }) => [...classesIn(markup)]));
  const cssDir = path.join(DIST, 'static', 'css', 'async');
  const sheets = readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({
      href: `/static/css/async/${name}`,
      css: readFileSync(path.join(cssDir, name), 'utf8'),
    }))
    .filter(({ css }) => [...classes].some((name) => css.includes(`.${name}`)));
  const css = sheets.map((sheet) => sheet.css).join('');
  const missing = [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
  if (missing.length > 0)
    throw new Error(
      `the prerendered sign-in screen uses classes no stylesheet defines: ${missing.join(', ')}`,
    );

  return { variants, sheets };
}

async function main() {
  const {
    BUILD_META_NAME,
    entryLoaderScript,
    placementScript,
    shellScripts,
    SIGN_IN_CSS_TEMPLATE,
    SIGN_IN_TEMPLATE_PREFIX,
  } = await import(pathToFileURL(BUNDLE).href);
  const { variants, sheets } = compose();
  const indexFile = path.join(DIST, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  // The entry script leaves <head>: the loader after the placement script starts it (placement.ts).
  const entry = html.match(/<script defer src="(\/static\/js\/index\.[0-9a-f]+\.js)"><\/script>/);
  if (!entry) throw new Error('dist/index.html has no deferred entry script');
  html = html.replace(entry[0], '');
  // Each sheet is inlined under its own address (data-href): the sign-in chunk's stylesheet loader finds it there
  // and neither fetches nor inserts it again.
  const templates =
    `<template id="${SIGN_IN_CSS_TEMPLATE}">` +
    sheets.map(({ href, css }) => `<style data-href="${href}">${css}</style>`).join('') +
    '</template>' +
    variants
      .map(({ id, markup }) => `<template id="${SIGN_IN_TEMPLATE_PREFIX}${id}">${markup}</template>`)
      .join('') +
    `<script>${placementScript}</script><script>${shellScripts.body}</script>` +
    `<script>${entryLoaderScript(entry[1])}</script>`;
  // The build's id, which a stored signed-in shell must carry to be painted (src/prerender/README.md): every
  // emitted file's name, hashes included, so a change to any of the host's code or styles retires old shells.
  const build = createHash('sha256')
    .update(listFiles(path.join(DIST, 'static')).join('\n'))
    .digest('hex');
  html = html.replace(
    '</head>',
    `<meta name="${BUILD_META_NAME}" content="${build.slice(0, 16)}"><script>${shellScripts.head}</script></head>`,
  );
  writeFileSync(indexFile, html.replace('<div id="root"></div>', `<div id="root"></div>${templates}`));
  const kib = (Buffer.byteLength(templates) / 1024).toFixed(1);
  console.log(`prerendered the sign-in screen (${variants.map((v) => v.id).join(', ')}): ${kib} KiB of HTML`);
}

const args = process.argv.slice(2);
if (args[0] === '--render') await renderOne(args[1], args[2]);
else await main();
