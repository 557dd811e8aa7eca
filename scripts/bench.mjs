#!/usr/bin/env node
// `npm run bench`: prints (and writes to bench-results/) the platform's figures:
//   - cold `npm start` on a fresh clone (install + build + first start, until the URL is printed)
//   - JavaScript loaded by the sign-in page and by the dashboard: requests, bytes (gzip -9 of each script,
//     and bytes on the wire as served, brotli); times as medians of cold loads at 4x CPU throttle (CDP)
//   - menu click to a remote page not loaded yet; Lighthouse (mobile) performance of the sign-in page
//   - how many copies of React, ReactDOM, antd, jotai, i18next and @console/shared the composed page loaded
// Figures are printed, never asserted. Flags: --skip-cold-start (measure the current tree), --runs N,
// --no-lighthouse (skip the Lighthouse runs: quicker A/B comparisons of the other figures), --menu-pause MS (point
// at the menu entry and wait MS before clicking it, as a person reading the menu does; default 0: click at once),
// --cpu-factor F (throttle F times more: 4F for the sign-in page and the dashboard, F for the menu click; a machine
// of this kind F times slower, for the margin of the time targets; the table names the rates used). Then the
// server's orders bench (server/bench/orders.ts: the list mix under signed-in load, on PGlite and PostgreSQL, with
// the mix printed beside the figures); --no-orders skips it. Then the same cold runs through `npm run stack` (nginx,
// HTTP/2, two API instances, a throwaway PostgreSQL database), beside npm start's; --no-stack skips them.
// --pages: only the first page of every area, signed in, cold (scripts/lib/bench-pages.mjs), on the current tree;
// with --against URL, interleaved with the console at URL (another build: the A of an A/B, this tree the B), and
// --only name,name for some of the pages. Start the other build's console on ports of its own beforehand, from a
// copy of its dist folders, e.g. `PORT=9680 NODE_ENV=test CONSOLE_TEST_HOOKS=1 DATA_DIR=$(mktemp -d)
// node scripts/start.mjs --no-install --no-build --snapshot`, then rebuild this tree. --pages --stack: A is this
// tree under npm start (HTTP/1.1), B the same build through a throwaway `npm run stack` (nginx, TLS, HTTP/2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchPages } from './lib/bench-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { pageValue } from './lib/page-value.mjs';
import { startStack } from './lib/stack/run-stack.mjs';
import { ROOT, log, pnpm } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const skipColdStart = argv.includes('--skip-cold-start');
const withLighthouse = !argv.includes('--no-lighthouse');
/** A flag's number (`--name N`), or the fallback when the flag is absent or N is not a positive number. */
const numberFlag = (name, fallback) =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) || fallback : fallback;
const menuPauseMs = numberFlag('--menu-pause', 0);
const cpuFactor = numberFlag('--cpu-factor', 1);
/** CDP throttle rates: the issue's 4x for the pages, none for the menu click (both scaled by --cpu-factor). */
const PAGE_RATE = 4 * cpuFactor;
const MENU_RATE = cpuFactor;
const runs = numberFlag('--runs', 5);
const PORT = Number(process.env.BENCH_PORT ?? 9480);
/** Lighthouse runs (each in a fresh Chromium); its score swings with this shared machine's load. */
const LIGHTHOUSE_RUNS = 5;
const base = `http://localhost:${PORT}`;
/** The current tree's console for --skip-cold-start: its dependencies as installed, its sites from copies. */
const BENCH_TREE_ARGS = ['--no-install', '--snapshot'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Starts the console from `cwd`, resolving once it prints its URL; returns the child and the seconds taken. */
function startConsole(cwd, extraArgs) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-db-'));
  const child = spawn(process.execPath, ['scripts/start.mjs', ...extraArgs], {
    cwd,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, CONSOLE_TEST_HOOKS: '1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Shop Console is running'))
        resolve({ child, seconds: (Date.now() - started) / 1000, dataDir });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`start exited ${code}:\n${output.slice(-3000)}`)));
  });
}

function stopConsole({ child, dataDir }) {
  child.removeAllListeners('exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The dashboard's five charts (remote-dashboard), each drawn on a canvas. */
const CHARTS = ['sales-chart', 'funnel-chart', 'origin-chart', 'devices-chart', 'projects-chart'];

async function chartsDrawn(page) {
  for (const id of CHARTS)
    await page.getByTestId(id).locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
}

/** Records every request of a page, and for scripts their gzip -9 size and bytes on the wire. */
function recordTraffic(page) {
  const requests = [];
  const scripts = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        return {
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  return { requests, scripts };
}

/**
 * One cold run in a fresh browser context: the sign-in page (CPU throttled 4x), sign-in to the dashboard with its
 * five charts (still 4x), then, unthrottled, a menu click to a remote page whose code is not loaded yet.
 */
async function coldRun(browser, { withCopies, origin = base }) {
  // The stack's certificate is made locally: not checked here.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addInitScript(timeSignInInPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_RATE });
  const traffic = recordTraffic(page);
  const captcha = page.waitForResponse((response) => response.url().includes('/api/v1/auth/captcha'));
  captcha.catch(() => undefined); // awaited below; never an unhandled rejection while the form loads
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  // Timed in the page (timeSignInInPage), read over CDP: Playwright's own waiting would inject its script into the
  // load being timed (lib/page-value.mjs).
  await pageValue(cdp, 'globalThis.__benchSignIn?.liveMs');
  const { formMs, liveMs } = await page.evaluate(() => globalThis.__benchSignIn);
  const answer = (await (await captcha).json()).data.testAnswer;
  await page.waitForLoadState('networkidle');
  const signIn = { ...summarize(await Promise.all(traffic.scripts)), requests: traffic.requests.length };

  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByLabel('Verify Code').fill(answer);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await chartsDrawn(page).catch(async (error) => {
    // what the page showed instead of the charts, for the one who reads the failure
    const file = path.join(ROOT, 'bench-results', `charts-missing-${Date.now()}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${error.message}\n(the page at that moment: ${file}, at ${page.url()})`);
  });
  const chartsMs = Date.now() - clicked;
  const dashboard = summarize(await Promise.all(traffic.scripts));
  await page.waitForLoadState('networkidle');
  if (process.env.BENCH_DEBUG) log(`form ${formMs} ms, live ${liveMs} ms, charts ${chartsMs} ms`);

  // Menu clicks to pages of remotes whose page code has not been loaded (warm server, cold remote page).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MENU_RATE });
  const orders = await timeMenuClick(page, 'Orders', 'Order Management', 'orders-page');
  const mySite = await timeMenuClick(page, 'My Site', 'Projects', 'projects-page');
  const { menuMs, menuDriverMs } = orders;

  const copies = withCopies ? await countCopies(page) : undefined;
  const protocols = await page.evaluate(() => [
    // Files from the memory cache or data: URLs name no protocol.
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.nextHopProtocol)
        .filter(Boolean),
    ),
  ]);
  await context.close();
  return {
    formMs,
    liveMs,
    chartsMs,
    menuMs,
    menuDriverMs,
    mySiteMs: mySite.menuMs,
    signIn,
    dashboard,
    copies,
    protocols,
  };
}

/** Opens the menu group `group`, then clicks its entry `entry` and times it until `testId` is shown. */
async function timeMenuClick(page, group, entry, testId) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText(group, { exact: true }).click();
  const item = sidebar.getByText(entry, { exact: true });
  await item.waitFor({ state: 'visible' });
  await item.evaluate(timeMenuClickInPage, testId);
  if (menuPauseMs > 0) {
    await item.hover();
    await page.waitForTimeout(menuPauseMs);
  }
  const menuStarted = Date.now();
  await item.click();
  await page.getByTestId(testId).waitFor({ state: 'visible' });
  const menuDriverMs = Date.now() - menuStarted;
  const menuMs = await page
    .waitForFunction(() => globalThis.__benchMenu?.shownMs)
    .then((handle) => handle.jsonValue());
  return { menuMs, menuDriverMs };
}

/**
 * Runs in every page of the bench's contexts, before the page's own scripts: times, from the navigation's start,
 * the frame that first shows the password field (formMs: the form on screen, whether the HTML carried it or
 * React drew it), and the frame that first shows the captcha image (liveMs: the page's code has run, taken the
 * form over and loaded the image; the form can be filled in). A message posted from the animation frame's callback
 * runs after that frame has been produced.
 */
function timeSignInInPage() {
  const state = {};
  globalThis.__benchSignIn = state;
  const afterFrame = (key) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (state[key] = Math.round(performance.now()));
    channel.port2.postMessage(0);
  };
  const check = () => {
    if (state.formAt === undefined && document.querySelector('input[type="password"]')?.checkVisibility()) {
      state.formAt = true;
      afterFrame('formMs');
    }
    const image = document.querySelector('[data-testid="captcha-image"] img');
    if (image?.complete && image.naturalWidth > 0 && image.checkVisibility()) return afterFrame('liveMs');
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Runs in the page, on the menu entry about to be clicked: from the pointer going down on it (the input event's own
 * time, so a busy main thread's delay counts) until the frame that shows the page (`testId`) has been produced (checked
 * each animation frame; a message posted from that frame's callback runs after it). Playwright's own click call
 * also waits for the entry to hold still over two animation frames and checks what is under the pointer before it
 * presses: driver time a person's click does not spend, printed beside it.
 */
/* global document, requestAnimationFrame -- timeMenuClickInPage runs in the browser */
function timeMenuClickInPage(entry, testId) {
  const state = {};
  globalThis.__benchMenu = state;
  entry.addEventListener(
    'pointerdown',
    (event) => {
      const check = () => {
        const target = document.querySelector(`[data-testid="${testId}"]`);
        if (!target?.checkVisibility()) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (state.shownMs = Math.round(performance.now() - event.timeStamp));
        channel.port2.postMessage(0);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** How many copies of each singleton the page loaded (antd: each shared component entry, at most one each). */
function countCopies(page) {
  return page.evaluate(() => {
    const share = globalThis.__FEDERATION__.__SHARE__;
    const names = ['react', 'react-dom', 'antd', 'jotai', 'i18next', '@console/shared'];
    return Object.fromEntries(
      names.map((name) => {
        const perKey = new Map();
        for (const scopes of Object.values(share)) {
          const scope = scopes.default ?? {};
          const keys = name === 'antd' ? Object.keys(scope).filter((key) => key.startsWith('antd/')) : [name];
          for (const key of keys)
            for (const [version, info] of Object.entries(scope[key] ?? {})) {
              if (!info.loaded) continue;
              if (!perKey.has(key)) perKey.set(key, new Set());
              perKey.get(key).add(`${version}@${info.from}`);
            }
        }
        // The most copies of any one entry (1 = a single instance), and how many entries were loaded.
        const most = Math.max(0, ...[...perKey.values()].map((copies) => copies.size));
        return [name, name === 'antd' ? `${most} (of each of ${perKey.size} components)` : String(most)];
      }),
    );
  });
}

/**
 * Lighthouse (mobile preset, performance only) on the sign-in page, in a Chromium of its own, as the lighthouse CLI
 * launches one per run: in the browser of the cold runs, each later run scored lower (11 runs here: the first 99,
 * the others 82-95) while runs in fresh browsers did not drift.
 */
async function lighthouseScore(chromium, port, url = `${base}/login`) {
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  }).finally(() => browser.close());
  const audits = result.lhr.audits;
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  };
}

function summarize(scripts) {
  return {
    scripts: scripts.length,
    gzip: scripts.reduce((sum, item) => sum + item.gzip, 0),
    wire: scripts.reduce((sum, item) => sum + item.wire, 0),
    raw: scripts.reduce((sum, item) => sum + item.raw, 0),
  };
}

/** --pages: every area's first page, signed in and cold, on the current tree (and the --against console). */
async function pagesMain(chromium) {
  const against = argv.includes('--against') ? argv[argv.indexOf('--against') + 1] : undefined;
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : undefined;
  log('starting the current tree…');
  const running = await startConsole(ROOT, BENCH_TREE_ARGS);
  try {
    const pages = (origins) =>
      benchPages({
        chromium,
        origins,
        runs,
        rate: PAGE_RATE,
        root: ROOT,
        log,
        only,
        load: () => os.loadavg()[0],
      });
    if (!argv.includes('--stack')) return await pages(against ? { A: against, B: base } : { A: base });
    // --stack: A is npm start (HTTP/1.1), B the same build through the production stack (nginx, TLS, HTTP/2).
    const ran = await withStack((origin) => pages({ A: base, B: origin }).then(() => true));
    if (!ran) throw new Error('--pages --stack needs nginx and PostgreSQL');
  } finally {
    stopConsole(running);
  }
}

async function main() {
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  if (argv.includes('--pages')) return pagesMain(chromium);
  const figures = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    cpuRates: { pages: PAGE_RATE, menuClick: MENU_RATE },
  };

  let running;
  let cloneDir;
  if (skipColdStart) {
    log('starting the current tree…');
    // --snapshot: served from copies with their own registry, so the working tree's host/dist/remotes.json (and a
    // console the user runs from it) keeps pointing at the user's ports.
    running = await startConsole(ROOT, BENCH_TREE_ARGS);
  } else {
    cloneDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-clone-'));
    log(`fresh clone in ${cloneDir}…`);
    const clone = spawnSync('git', ['clone', '-q', ROOT, cloneDir], { stdio: 'inherit' });
    if (clone.status !== 0) throw new Error('git clone failed');
    log('cold npm start (install + build + start)…');
    running = await startConsole(cloneDir, []);
    figures.coldStartSeconds = running.seconds;
  }

  let browser;
  const debugPort = PORT + 77;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await coldRun(browser, { withCopies: run === 0 }));
    const first = samples[0];
    figures.signIn = {
      ...first.signIn,
      formMsMedian: median(samples.map((sample) => sample.formMs)),
      liveMsMedian: median(samples.map((sample) => sample.liveMs)),
    };
    figures.dashboard = {
      ...first.dashboard,
      chartsMsMedian: median(samples.map((sample) => sample.chartsMs)),
    };
    figures.menuMsMedian = median(samples.map((sample) => sample.menuMs));
    figures.menuDriverMsMedian = median(samples.map((sample) => sample.menuDriverMs));
    figures.mySiteMsMedian = median(samples.map((sample) => sample.mySiteMs));
    figures.copies = first.copies;
    await browser.close();
    const scores = [];
    for (let run = 0; withLighthouse && run < LIGHTHOUSE_RUNS; run += 1)
      scores.push(await lighthouseScore(chromium, debugPort));
    // The public site's project page (server-rendered, no script): Lighthouse mobile, and its script requests.
    const site = await (
      await fetch(`${base}/api/test/booking/shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com' }),
      })
    ).json();
    const open = site.data.projects.find((project) => project.status === 'normal');
    const publicUrl = `${base}/s/${site.data.shopKey}/${open.siteKey}`;
    const publicScores = [];
    for (let run = 0; withLighthouse && run < LIGHTHOUSE_RUNS; run += 1)
      publicScores.push(await lighthouseScore(chromium, debugPort, publicUrl));
    figures.publicScripts = (await (await fetch(publicUrl)).text()).match(/<script\b/g)?.length ?? 0;
    figures.publicLighthouse = withLighthouse
      ? {
          score: median(publicScores.map((entry) => entry.score)),
          scores: publicScores.map((entry) => entry.score),
        }
      : undefined;
    figures.lighthouse = withLighthouse
      ? {
          score: median(scores.map((entry) => entry.score)),
          scores: scores.map((entry) => entry.score),
          fcpMs: median(scores.map((entry) => entry.fcpMs)),
          lcpMs: median(scores.map((entry) => entry.lcpMs)),
          tbtMs: median(scores.map((entry) => entry.tbtMs)),
        }
      : undefined;
    figures.npmStartProtocols = first.protocols;
    figures.stack = await stackBench(chromium);
  } finally {
    await browser?.close();
    stopConsole(running);
    if (cloneDir) rmSync(cloneDir, { recursive: true, force: true });
  }

  const rows = [
    [
      'cold npm start (fresh clone, warm pnpm store)',
      figures.coldStartSeconds ? `${figures.coldStartSeconds.toFixed(1)} s` : 'skipped',
    ],
    [
      'sign-in page: requests (all kinds) / JS requests',
      `${figures.signIn.requests} / ${figures.signIn.scripts}`,
    ],
    ['sign-in page: JS gzip (budget 227 KiB)', kib(figures.signIn.gzip)],
    ['sign-in page: JS on the wire (brotli)', kib(figures.signIn.wire)],
    [
      `sign-in page: password field on screen (its first frame), ${PAGE_RATE}x CPU, median of ${runs}`,
      `${figures.signIn.formMsMedian} ms`,
    ],
    [
      `  the page live (its code run, captcha image shown), ${PAGE_RATE}x CPU, median of ${runs}`,
      `${figures.signIn.liveMsMedian} ms`,
    ],
    [
      `sign-in page: Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS}`,
      figures.lighthouse
        ? `${figures.lighthouse.score} (${figures.lighthouse.scores.join(', ')}; medians: FCP ${figures.lighthouse.fcpMs} ms, LCP ${figures.lighthouse.lcpMs} ms, TBT ${figures.lighthouse.tbtMs} ms)`
        : 'skipped',
    ],
    ['dashboard after sign-in, 5 charts drawn: JS gzip total (budget 550 KiB)', kib(figures.dashboard.gzip)],
    ['dashboard after sign-in: JS requests total', String(figures.dashboard.scripts)],
    [
      `sign-in click to 5 charts drawn, ${PAGE_RATE}x CPU, median of ${runs}`,
      `${figures.dashboard.chartsMsMedian} ms`,
    ],
    [
      `menu click to a cold remote page shown (pointer down to its frame${MENU_RATE > 1 ? `, ${MENU_RATE}x CPU` : ''}${menuPauseMs ? `; entry pointed at ${menuPauseMs} ms before` : ''}), median of ${runs}`,
      `${figures.menuMsMedian} ms`,
    ],
    [
      `  the same, timed around Playwright's click call, median of ${runs}`,
      `${figures.menuDriverMsMedian} ms`,
    ],
    [
      `menu click to My Site > Projects (cold remote-pkg), same measure, median of ${runs}`,
      `${figures.mySiteMsMedian} ms`,
    ],
    [
      `public site project page: Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS}`,
      figures.publicLighthouse
        ? `${figures.publicLighthouse.score} (${figures.publicLighthouse.scores.join(', ')}; JS requests ${figures.publicScripts})`
        : 'skipped',
    ],
    ...Object.entries(figures.copies).map(([name, count]) => [`copies of ${name} loaded`, String(count)]),
    ...(figures.stack
      ? [
          [
            'protocols: npm start / npm run stack',
            `${figures.npmStartProtocols.join(', ')} / ${figures.stack.protocols.join(', ')}`,
          ],
          [
            `stack: sign-in page live, ${PAGE_RATE}x CPU, median of ${runs} (npm start above)`,
            `${figures.stack.liveMsMedian} ms (${figures.signIn.liveMsMedian} ms)`,
          ],
          [
            'stack: sign-in page requests / JS on the wire (npm start)',
            `${figures.stack.signInRequests} / ${kib(figures.stack.signInWire)} (${figures.signIn.requests} / ${kib(figures.signIn.wire)})`,
          ],
          [
            `stack: sign-in click to 5 charts drawn, ${PAGE_RATE}x CPU, median of ${runs} (npm start)`,
            `${figures.stack.chartsMsMedian} ms (${figures.dashboard.chartsMsMedian} ms)`,
          ],
          [
            'stack: dashboard JS requests / on the wire (npm start)',
            `${figures.stack.dashboardScripts} / ${kib(figures.stack.dashboardWire)} (${figures.dashboard.scripts} / ${kib(figures.dashboard.wire)})`,
          ],
          [
            `stack: menu click to a cold remote page, median of ${runs} (npm start)`,
            `${figures.stack.menuMsMedian} ms (${figures.menuMsMedian} ms)`,
          ],
        ]
      : [['npm run stack figures', 'skipped (--no-stack, or no nginx/PostgreSQL)']]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const table = [
    `Console bench, ${figures.date} (${figures.machine})`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
  ].join('\n');
  process.stdout.write(`\n${table}\n\n`);
  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const stamp = figures.date.replace(/[:.]/g, '-');
  writeFileSync(path.join(outDir, `platform-${stamp}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(path.join(outDir, `platform-${stamp}.txt`), `${table}\n`);
  log(`written to bench-results/platform-${stamp}.{json,txt}`);
}

/**
 * Runs `use(origin)` against a throwaway `npm run stack` (nginx, TLS, HTTP/2, two API instances on PostgreSQL) when
 * nginx and a PostgreSQL are here (TEST_DATABASE_URL, else the local one): a database of its own, dropped after.
 * Answers undefined, without running `use`, when either is missing.
 */
async function withStack(use) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const pg = createRequire(path.join(ROOT, 'server/package.json'))('pg');
  const database = `stack_bench_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (
    !existsSync('/usr/sbin/nginx') ||
    !(await admin('select 1').then(
      () => true,
      () => false,
    ))
  ) {
    log('stack bench skipped: needs nginx and PostgreSQL');
    return undefined;
  }
  await admin(`drop database if exists ${database}`);
  await admin(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  let stack;
  try {
    stack = await startStack({
      port: PORT + 363,
      databaseUrl: url.toString(),
      env: { NODE_ENV: 'test', CONSOLE_TEST_HOOKS: '1' },
    });
    return await use(stack.origin);
  } finally {
    await stack?.stop();
    await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  }
}

/** The same cold runs through the production stack, beside npm start's. --no-stack skips it. */
async function stackBench(chromium) {
  if (argv.includes('--no-stack')) return undefined;
  log('the same runs through npm run stack (nginx, HTTP/2, 2 API instances, PostgreSQL)…');
  return withStack(async (origin) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await coldRun(browser, { withCopies: false, origin }));
      return {
        protocols: samples[0].protocols,
        signInRequests: samples[0].signIn.requests,
        signInWire: samples[0].signIn.wire,
        liveMsMedian: median(samples.map((sample) => sample.liveMs)),
        dashboardScripts: samples[0].dashboard.scripts,
        dashboardWire: samples[0].dashboard.wire,
        chartsMsMedian: median(samples.map((sample) => sample.chartsMs)),
        menuMsMedian: median(samples.map((sample) => sample.menuMs)),
      };
    } finally {
      await browser.close();
    }
  });
}

/** The orders API under signed-in load, both databases: the server's own bench, its output as it prints. */
async function ordersBench() {
  if (argv.includes('--no-orders')) return;
  log('orders API bench (server/bench/orders.ts; --no-orders skips it)');
  await pnpm(['--filter', '@console/server', 'run', 'bench:orders']);
}

main()
  .then(() => (argv.includes('--pages') ? undefined : ordersBench()))
  .catch((error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
