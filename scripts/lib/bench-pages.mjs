// `npm run bench -- --pages`: the first page of every area opened signed in, as a person coming back opens it: a
// cold browser context (empty HTTP cache) holding a stored session, the page's address typed in, 4x CPU. Per page:
// the requests made until its rows (the dashboard: its five charts) are on screen, the JavaScript and CSS among
// them (gzip -9 of each body), first-contentful-paint, the rows' first frame, when the list request left, how many
// list requests were made, and the layout shift until then. Medians of --runs rounds; each round opens every page
// once, in a rotated order. `--against URL` runs the same pages on a second console (another build, served on
// other ports) interleaved with this one, run by run, for an A/B in one sitting: both medians and their ratio.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { pageValue } from './page-value.mjs';

/**
 * Each area's first page (its menu's first entry; the dashboard is the landing page), what shows it is ready, and
 * its list call (the path the list's request ends with; none for the dashboard, whose charts come from several).
 */
export const FIRST_PAGES = [
  {
    name: 'dashboard',
    path: '/dash',
    ready: ['sales', 'funnel', 'origin', 'devices', 'projects'].map(
      (chart) => `[data-testid="${chart}-chart"] canvas`,
    ),
    // The ten figures (the metric cards' numbers, counting up for a second from their first frame).
    figures: ['[data-testid^="card-"][data-value]'],
    // The page painted from the HTML: its five charts as pictures.
    painted: ['sales', 'funnel', 'origin', 'devices', 'projects'].map(
      (chart) => `#console-shell [data-shell-picture="${chart}-chart"] img`,
    ),
  },
  {
    name: 'orders',
    path: '/odrs/cars',
    ready: ['[data-testid="carts-table"] .ant-table-row'],
    list: '/user/v1/carts/list',
  },
  {
    name: 'sku',
    path: '/sku/category',
    ready: ['[data-testid="categories-table"] .ant-table-row'],
    list: '/user/v1/sku/category/list',
  },
  {
    name: 'booking',
    path: '/booking/list',
    ready: ['[data-testid="bookings-table"] .ant-table-row'],
    list: '/user/v1/booking/list',
  },
  {
    name: 'pkg',
    path: '/pkg/pkg-list',
    ready: ['[data-testid="folder-projects"] .ant-table-row'],
    list: '/user/v1/projects/list',
  },
  {
    name: 'team',
    path: '/team/log',
    ready: ['[data-testid="log-table"] .ant-table-row'],
    list: '/user/v1/team/log/list',
  },
];

const ADMIN = { email: 'admin@example.com', password: 'admin123' };

/**
 * The first page's rows painted from the HTML, before the console's code runs (host/src/prerender/README.md, "The
 * first page's rows"): rows of the painted shell's table (the dashboard gives its own: its charts' pictures).
 */
const PAINTED_ROWS = '#console-shell [data-shell-rows] tr[data-row-key]';
const paintedOf = (target) => target.painted ?? (target.list ? [PAINTED_ROWS] : undefined);

/**
 * Runs in the page before its own scripts: the layout shift (every shift not caused by input, summed; read just
 * after the rows are shown), and the first frame in which every `ready` selector matches a visible element (a message posted
 * from that frame's animation callback runs once the frame is produced), all from the navigation's start; the same
 * for `figures` (the dashboard's numbers), when given.
 */
/* global document, requestAnimationFrame -- timePageInPage runs in the browser */
function timePageInPage({ ready, figures, painted }) {
  const state = { cls: 0 };
  globalThis.__benchPage = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const shown = (selectors) =>
    selectors.every((selector) =>
      [...document.querySelectorAll(selector)].some((element) => element.checkVisibility()),
    );
  const afterFrame = (key) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (state[key] = performance.now());
    channel.port2.postMessage(0);
  };
  const check = () => {
    if (painted && state.paintedMs === undefined && shown(painted)) afterFrame('paintedMs');
    if (figures && !state.figuresShown && shown(figures)) {
      state.figuresShown = true;
      afterFrame('figuresMs');
    }
    if (!shown(ready)) return requestAnimationFrame(check);
    afterFrame('readyMs');
  };
  requestAnimationFrame(check);
}

/**
 * Signs in once on `origin` (the captcha's answer from the test hooks), opens each list page of `targets` once, as
 * a person who has used the console has, and returns the context's stored state.
 */
async function storedSession(browser, origin, targets) {
  // The production stack (--stack) serves a self-signed certificate.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const captcha = page.waitForResponse((response) => response.url().includes('/api/v1/auth/captcha'));
    await page.goto(`${origin}/login`);
    const answer = (await (await captcha).json()).data.testAnswer;
    if (!answer) throw new Error(`${origin} runs without CONSOLE_TEST_HOOKS=1: no captcha answer`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Verify Code').fill(answer);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    // A person coming back has seen the console: its signed-in shell is stored once the layout is idle, and each
    // list page they opened with its rows (host/src/prerender/README.md). A build without that mechanism stores
    // none; the waits then just end.
    const stored = (key) =>
      page
        .waitForFunction((name) => globalThis.localStorage.getItem(name), key, { timeout: 10_000 })
        .catch(() => undefined);
    await stored('consoleShell');
    for (const target of targets.filter((entry) => paintedOf(entry))) {
      await page.goto(`${origin}${target.path}`);
      await stored(`consoleShellPage:${target.path}`);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold load of `target` on `origin` with the stored session, at `rate`x CPU. */
async function coldPage(browser, { origin, storageState, target, rate }) {
  const context = await browser.newContext({ storageState, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(timePageInPage, {
      ready: target.ready,
      figures: target.figures,
      painted: paintedOf(target),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const requests = [];
    page.on('request', (request) => requests.push({ request, at: Date.now() }));
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    // Timed in the page, read over CDP: Playwright's own waiting would inject its script into the load (page-value.mjs).
    await pageValue(cdp, 'globalThis.__benchPage?.readyMs', { timeout: 120_000 });
    const timing = await page.evaluate(() => {
      const state = globalThis.__benchPage;
      const list = performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
      }));
      // Read now rather than observed: an observer's callback may come after the frame that showed the rows.
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...state, fcpMs: fcp?.startTime, timeOrigin: performance.timeOrigin, list };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const readyAt = timing.timeOrigin + timing.readyMs;
    const before = requests.filter((entry) => entry.at <= readyAt).map((entry) => entry.request);
    const bytesOf = async (type) => {
      const bodies = await Promise.all(
        before
          .filter((request) => request.resourceType() === type)
          .map(async (request) => {
            const response = await request.response();
            const body = await response?.body().catch(() => undefined);
            return { url: request.url(), gzip: body ? gzipSync(body, { level: 9 }).length : 0 };
          }),
      );
      // The files themselves go to the JSON only: which chunks a page waits for (docs/performance.md).
      return { count: bodies.length, gzip: bodies.reduce((sum, file) => sum + file.gzip, 0), files: bodies };
    };
    const listCalls = target.list
      ? before.filter((request) => new URL(request.url()).pathname.endsWith(target.list))
      : [];
    const listEntry = target.list
      ? timing.list.find((entry) => new URL(entry.name).pathname.endsWith(target.list))
      : undefined;
    return {
      requests: before.length,
      js: await bytesOf('script'),
      css: await bytesOf('stylesheet'),
      fcpMs: Math.round(timing.fcpMs ?? NaN),
      readyMs: Math.round(timing.readyMs),
      figuresMs: timing.figuresMs === undefined ? undefined : Math.round(timing.figuresMs),
      paintedMs: timing.paintedMs === undefined ? undefined : Math.round(timing.paintedMs),
      listLeftMs: listEntry ? Math.round(listEntry.startTime) : undefined,
      listCalls: listCalls.length,
      cls: timing.cls,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarize(samples) {
  const pick = (read) => median(samples.map(read));
  return {
    runs: samples.length,
    requests: pick((sample) => sample.requests),
    scripts: pick((sample) => sample.js.count),
    jsGzip: pick((sample) => sample.js.gzip),
    stylesheets: pick((sample) => sample.css.count),
    cssGzip: pick((sample) => sample.css.gzip),
    fcpMs: pick((sample) => sample.fcpMs),
    readyMs: pick((sample) => sample.readyMs),
    figuresMs: pick((sample) => sample.figuresMs),
    paintedMs: pick((sample) => sample.paintedMs),
    paintedRuns: samples.filter((sample) => sample.paintedMs !== undefined).length,
    readyRange: [
      Math.min(...samples.map((sample) => sample.readyMs)),
      Math.max(...samples.map((sample) => sample.readyMs)),
    ],
    listLeftMs: pick((sample) => sample.listLeftMs),
    listCalls: Math.max(...samples.map((sample) => sample.listCalls)),
    cls: pick((sample) => sample.cls),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)}`;

function formatRow(name, figures) {
  return [
    name.padEnd(10),
    String(figures.requests).padStart(5),
    `${figures.scripts} / ${kib(figures.jsGzip)}`.padStart(14),
    `${figures.stylesheets} / ${kib(figures.cssGzip)}`.padStart(12),
    `${figures.fcpMs}`.padStart(6),
    `${Number.isFinite(figures.figuresMs) ? figures.figuresMs : '-'}`.padStart(8),
    `${Number.isFinite(figures.paintedMs) ? `${figures.paintedMs} (${figures.paintedRuns})` : '-'}`.padStart(
      10,
    ),
    `${figures.readyMs} (${figures.readyRange.join('-')})`.padStart(20),
    `${Number.isFinite(figures.listLeftMs) ? figures.listLeftMs : '-'}`.padStart(7),
    `${figures.listCalls}`.padStart(4),
    figures.cls.toFixed(3).padStart(6),
  ].join('  ');
}

const HEADER = [
  'page'.padEnd(10),
  'reqs'.padStart(5),
  'JS n / KiB'.padStart(14),
  'CSS n / KiB'.padStart(12),
  'FCP'.padStart(6),
  'figures'.padStart(8),
  'painted'.padStart(10),
  'rows ms (min-max)'.padStart(20),
  'list@'.padStart(7),
  'list'.padStart(4),
  'CLS'.padStart(6),
].join('  ');

/**
 * The pages bench. `origins`: { A: url } or { A: url, B: url } (B: `--against`). Prints and writes the table;
 * with two origins, the ratio B/A of each page's median rows time (and of each run pair).
 */
export async function benchPages({ chromium, origins, runs, rate, root, log, only, load }) {
  const targets = only ? FIRST_PAGES.filter((page) => only.includes(page.name)) : FIRST_PAGES;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sides = Object.keys(origins);
  const samples = Object.fromEntries(
    sides.map((side) => [side, Object.fromEntries(targets.map((target) => [target.name, []]))]),
  );
  const loads = [];
  try {
    const sessions = {};
    for (const side of sides) sessions[side] = await storedSession(browser, origins[side], targets);
    // One unrecorded pass, unthrottled: each server's first answers (its caches, its compression of the entry
    // points) are not counted against the first run of a page.
    for (const side of sides)
      for (const target of targets)
        await coldPage(browser, { origin: origins[side], storageState: sessions[side], target, rate: 1 });
    for (let round = 0; round < runs; round += 1) {
      loads.push(load());
      const order = targets.map((_, index) => targets[(index + round) % targets.length]);
      for (const target of order) {
        // A then B on even rounds, B then A on odd ones: neither side always runs first on a warmer machine.
        const sideOrder = round % 2 ? [...sides].reverse() : sides;
        for (const side of sideOrder) {
          const sample = await coldPage(browser, {
            origin: origins[side],
            storageState: sessions[side],
            target,
            rate,
          });
          samples[side][target.name].push(sample);
          log(
            `round ${round + 1}/${runs} ${side} ${target.name}: rows ${sample.readyMs} ms, ${sample.requests} requests`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }

  const figures = Object.fromEntries(
    sides.map((side) => [
      side,
      Object.fromEntries(targets.map((target) => [target.name, summarize(samples[side][target.name])])),
    ]),
  );
  const date = new Date().toISOString();
  const lines = [
    `First pages signed in (cold context, stored session), ${rate}x CPU, median of ${runs}, ${date}`,
    `load average during the runs: ${loads.map((value) => value.toFixed(1)).join(', ')}`,
    'reqs: requests until the rows (dashboard: five charts) are on screen; JS/CSS: files and gzip -9 KiB among',
    "them; FCP, figures (the dashboard's numbers on screen), painted (the rows painted from the HTML before the",
    "console's code runs; in how many runs), rows (the live rows) and list@ (when the list request left) in ms",
    'from the navigation; list: list requests; CLS.',
  ];
  for (const side of sides) {
    lines.push('', `${side}: ${origins[side]}`, HEADER);
    for (const target of targets) lines.push(formatRow(target.name, figures[side][target.name]));
  }
  if (sides.length === 2) {
    lines.push('', 'B / A, rows on screen: ratio of medians (per-round ratios)');
    for (const target of targets) {
      const [a, b] = sides.map((side) => samples[side][target.name]);
      const pairs = a.map((sample, index) => (b[index].readyMs / sample.readyMs).toFixed(2));
      const ratio = figures.B[target.name].readyMs / figures.A[target.name].readyMs;
      lines.push(`  ${target.name.padEnd(10)} ${ratio.toFixed(3)}  (${pairs.join(', ')})`);
    }
  }
  const table = lines.join('\n');
  process.stdout.write(`\n${table}\n\n`);
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const stamp = date.replace(/[:.]/g, '-');
  writeFileSync(
    path.join(outDir, `pages-${stamp}.json`),
    `${JSON.stringify({ date, rate, runs, origins, loads, figures, samples }, null, 2)}\n`,
  );
  writeFileSync(path.join(outDir, `pages-${stamp}.txt`), `${table}\n`);
  log(`written to bench-results/pages-${stamp}.{json,txt}`);
}
