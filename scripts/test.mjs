#!/usr/bin/env node
// `npm test`: every check the project has, in one command that exits non-zero on any failure:
// lint + format, type-check, unit tests (shared, host, remotes) and server tests (vitest projects; the server
// suites run on embedded PGlite and, when reachable, on PostgreSQL), the production build, then Playwright e2e.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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
// vitest also writes its results as JSON, so the summary at the end (all a CI log's tail may show) names what failed.
const UNIT_RESULTS = '.data/test-results/unit.json';
mkdirSync('.data/test-results', { recursive: true });
rmSync(UNIT_RESULTS, { force: true });
await step('unit and server tests', () =>
  npx('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_RESULTS}`]),
);
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
if (failed.some((result) => result.name === 'unit and server tests')) process.stdout.write(unitFailures());
process.exit(failed.length === 0 ? 0 : 1);

/** The failed unit and server tests (file, name, the first lines of the error) from vitest's JSON results. */
function unitFailures() {
  let report;
  try {
    report = JSON.parse(readFileSync(UNIT_RESULTS, 'utf8'));
  } catch {
    return `\nno unit results in ${UNIT_RESULTS} (vitest ended before writing them)\n`;
  }
  const lines = ['', 'unit and server tests that failed:'];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file can fail with no failed test: its setup (a hook) or its import threw.
    if (tests.length === 0 && file.status === 'failed')
      lines.push(`  ${where}: ${firstLines(file.message ?? 'the file failed outside its tests')}`);
    for (const test of tests)
      lines.push(`  ${where} > ${test.fullName}: ${firstLines((test.failureMessages ?? []).join(' '))}`);
  }
  // Every test passed, yet vitest failed: it caught errors outside the tests ("Unhandled Errors" in the log).
  if (lines.length === 2)
    lines.push('  none: vitest reported errors outside the tests (see "Unhandled Errors" above)');
  return `${lines.join('\n')}\n`;
}

/** An error's message and the first place in the project's own code it passed through. */
function firstLines(text) {
  const lines = text.split('\n');
  const where = lines.find((line) => line.trim().startsWith('at ') && !line.includes('node_modules'));
  return [lines[0], where?.trim()].filter(Boolean).join(' | ').slice(0, 600);
}
