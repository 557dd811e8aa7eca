#!/usr/bin/env node
// `node scripts/pnpm.mjs <pnpm arguments>` (and `npm run pnpm -- <arguments>`): pnpm for the npm scripts and the
// guides, found as `npm start` finds it (workspace.mjs: pnpm 12 when installed, else `npx --yes pnpm@12.21.0`), so
// `npm run build`, `typecheck` and `lint` work on a machine with only Node and npm. A checkout that was never
// installed is installed first (from the lockfile, as `npm start` does): `npm run lint` in a fresh clone works too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, install, log, pnpm } from './lib/workspace.mjs';

const args = process.argv.slice(2);

try {
  // pnpm writes node_modules/.modules.yaml at the end of every install of the workspace.
  if (args[0] !== 'install' && args[0] !== 'i' && !existsSync(path.join(ROOT, 'node_modules/.modules.yaml')))
    await install();
  await pnpm(args);
} catch (error) {
  // pnpm has said what failed; the exit code is what the npm script reports.
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
