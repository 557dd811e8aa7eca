#!/usr/bin/env node
// `npm test`: every check the project has, in one command that exits non-zero on any failure:
// lint + format, type-check, unit tests (shared, host, remotes) and server tests (vitest projects; the server
// suites run on embedded PGlite and, when reachable, on PostgreSQL), the production build, then Playwright e2e.
import { buildAll, install, log, pnpm } from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
const results = [];

async function step(name, action) {
  const started = Date.now();
  log(`── ${name}`);
  try {
    await action();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const npx = (bin, binArgs) => pnpm(['exec', bin, ...binArgs]);

if (!args.has('--no-install')) await step('install', install);
await step('lint', async () => {
  await npx('eslint', ['.']);
  await npx('prettier', ['--check', '.']);
});
await step('type-check', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
await step('unit and server tests', () => npx('vitest', ['run']));
await step('build', () => buildAll());
if (results.at(-1)?.ok)
  await step('e2e (Playwright, Chromium)', () => pnpm(['--filter', '@console/e2e', 'run', 'test']));
else results.push({ name: 'e2e (Playwright, Chromium)', ok: false, seconds: 0, skipped: true });

const failed = results.filter((result) => !result.ok);
process.stdout.write('\n');
for (const result of results) {
  const mark = result.skipped ? 'SKIP' : result.ok ? 'PASS' : 'FAIL';
  process.stdout.write(`  ${mark}  ${result.name} (${result.seconds.toFixed(1)} s)\n`);
}
process.stdout.write(`\nsteps: ${results.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length === 0 ? 0 : 1);
