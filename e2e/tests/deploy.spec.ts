import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REMOTES } from '../../remotes.mjs';
import { HOST_PORT, signIn } from './support';

/**
 * Independent delivery, end to end (docs/deploy.md): one team deploys its area into the running console, people see
 * the new version on their next page load, the team rolls back, and a build against another contract is refused in
 * its area only. The host is never rebuilt and no other part's file changes. Builds of remote-sku run here (~20 s
 * each); the test leaves the console's registry as it found it (every later spec shares this console).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKU_MESSAGES = path.join(ROOT, 'remote-sku/src/i18n/en.json');
const run = promisify(execFile);

/** Runs `npm run deploy|rollback -- …` against this suite's console (PORT = E2E_PORT), as a team would. */
async function delivery(command: 'deploy' | 'rollback', args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/deploy.mjs'), command, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(HOST_PORT), NODE_ENV: 'production', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** Every file under a folder with its SHA-256: what "byte for byte unchanged" is checked against. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** The folders this console serves the host and each remote's start build from (copies under --snapshot). */
function servedFolders(): Record<string, string> {
  const snapshot = path.join(ROOT, '.data/snapshots', String(HOST_PORT));
  const folder = (dir: string) =>
    existsSync(path.join(snapshot, dir)) ? path.join(snapshot, dir) : path.join(ROOT, dir, 'dist');
  return Object.fromEntries(
    ['host', ...REMOTES.map((remote) => remote.dir)].map((dir) => [dir, folder(dir)]),
  );
}

const registryOf = async (page: Page) =>
  (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;

async function openAbout(page: Page) {
  await page.getByTestId('settings-button').click();
  const about = page.getByTestId('settings-drawer').getByTestId('settings-about');
  await about.scrollIntoViewIfNeeded();
  return about;
}

test('a team deploys its area into the running console, rolls it back, and is refused a build of another contract', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const folders = servedFolders();
  const before = Object.fromEntries(Object.entries(folders).map(([dir, folder]) => [dir, hashTree(folder)]));
  const original = readFileSync(SKU_MESSAGES, 'utf8');
  const marker = `Categories v${Date.now().toString(36)}`;

  await signIn(page);
  const startRegistry = await registryOf(page);
  await page.goto('/sku/category');
  const heading = page.getByText('Categories', { exact: true }).first();
  await expect(heading).toBeVisible({ timeout: 30_000 });

  try {
    // 1. A visible change in the sku area's source, deployed: only sku's registry entry moves, to a new address.
    if (!original.includes('"title": "Categories",'))
      throw new Error('the category page title moved: update this test');
    writeFileSync(SKU_MESSAGES, original.replace('"title": "Categories",', `"title": "${marker}",`));
    try {
      await delivery('deploy', ['sku']);
    } finally {
      writeFileSync(SKU_MESSAGES, original);
    }
    const deployed = await registryOf(page);
    expect(deployed.sku).toMatch(
      /\/releases\/0\.\d+\.\d+-[0-9a-f]+(\.dirty)?-\d{8}T\d{9}Z\/mf-manifest\.json$/,
    );
    expect(new URL(deployed.sku as string).origin).toBe(new URL(startRegistry.sku as string).origin);
    expect({ ...deployed, sku: startRegistry.sku }).toEqual(startRegistry);

    // The person reloads and sees the new version; the page works.
    await page.reload();
    await expect(page.getByText(marker).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('category-add')).toBeVisible();
    // The About names the build now live, as its menu.json declares it.
    const menu = (await (await page.request.get(new URL('menu.json', deployed.sku).href)).json()) as {
      version: string;
      build: { commit: string };
    };
    let about = await openAbout(page);
    await expect(about.getByTestId('version-sku').locator('dd').first()).toHaveText(menu.version);
    await expect(about.getByTestId('build-sku')).toContainText(`${menu.build.commit}, built `);
    await page.keyboard.press('Escape');
    // Another area is untouched and works.
    await page.goto('/odrs/orders');
    await expect(page.getByTestId('orders-list')).toBeVisible({ timeout: 30_000 });

    // 2. Rolled back: the first version again.
    await delivery('rollback', ['sku']);
    expect(await registryOf(page)).toEqual(startRegistry);
    await page.goto('/sku/category');
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(marker)).toHaveCount(0);

    // 3. A build against another remote contract (the documented override stands for an older or newer team's
    // build): refused in its area, naming both versions and the way back; every other area keeps working.
    await delivery('deploy', ['sku'], { CONSOLE_REMOTE_CONTRACT: '99' });
    await page.reload();
    const refusal = page.getByTestId('remote-incompatible');
    await expect(refusal).toContainText('remote contract 99', { timeout: 30_000 });
    await expect(refusal).toContainText('this console runs 1');
    await expect(refusal).toContainText('npm run rollback -- sku');
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(1);
    await page.goto('/dash');
    await expect(page.getByTestId('dashboard-page')).toBeVisible({ timeout: 30_000 });
    about = await openAbout(page);
    await expect(about.getByTestId('version-sku')).toContainText('unavailable');
    await page.keyboard.press('Escape');
  } finally {
    // The console as found: sku at its start build, whatever happened above.
    writeFileSync(SKU_MESSAGES, original);
    await delivery('rollback', ['sku', 'start']).catch(() => undefined);
  }
  expect(await registryOf(page)).toEqual(startRegistry);
  await page.goto('/sku/category');
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // Neither command touched the host's files or any remote's start build.
  const after = Object.fromEntries(Object.entries(folders).map(([dir, folder]) => [dir, hashTree(folder)]));
  expect(after).toEqual(before);
});
