#!/usr/bin/env node
// `npm run dev -- <part>`: work on one part with hot reload. <part> is
//   host      the composed console, host and every remote from dev servers (http://localhost:8080)
//   <remote>  one remote (a name in remotes.mjs: dashboard, orders…) in its standalone shell on its own port
//   server    the API reloading on save, the front end as built
// The API always runs (embedded PGlite in .data/pglite unless DATABASE_URL is set). Same ports as `npm start`.
import path from 'node:path';
import { launch } from './lib/launch.mjs';
import { REMOTES, ROOT, buildAll, install, log, portPlan } from './lib/workspace.mjs';

const PARTS = ['host', 'server', ...REMOTES.map((remote) => remote.name)];
const part = process.argv[2];

async function main() {
  if (!part || !PARTS.includes(part)) {
    log(`usage: npm run dev -- <${PARTS.join('|')}>`);
    process.exit(2);
  }
  if (!process.argv.includes('--no-install')) await install();
  await buildAll();
  const ports = portPlan();
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data/pglite');
  const { url } = await launch({ ports, dataDir, devPart: part });
  log(`dev: ${part} reloads on save; open ${url} (Ctrl-C stops everything)`);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
