import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * e2e runs against the composed production build served exactly as `npm start` serves it, on its own ports
 * (host E2E_PORT=9080, the remotes on the ports after it, API 9090) and a fresh embedded database, with the
 * server's test hooks on.
 */
// E2E_PORT lets several worktrees or people run the suite at once on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9080);

export default defineConfig({
  testDir: './tests',
  // Per port, so suites running side by side do not wipe each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: these machines are shared and noisy; a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // A limit for a hang: the longest journeys took 50 s at a load average of 10-12 (CI machines are shared).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-install --fresh-data --snapshot',
    url: `http://localhost:${E2E_PORT}/api/api/v1/auth/captcha`,
    timeout: 300_000,
    // E2E_REUSE=1 runs the suite against a console already started on E2E_PORT (debugging).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    env: {
      PORT: String(E2E_PORT),
      CONSOLE_TEST_HOOKS: '1',
      DATA_DIR: `.data/e2e-pglite-${E2E_PORT}`,
      NODE_ENV: 'test',
    },
  },
});
