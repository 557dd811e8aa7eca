#!/usr/bin/env node
// `npm start`: install, build, then run the whole console on one machine: the API (embedded PGlite unless
// DATABASE_URL is set), each remote as its own site, and the host as the gateway (static host + /api
// forwarded). Prints the URL and the demo sign-in; Ctrl-C stops everything.
//   --no-install   skip `pnpm install`        --no-build     use the dist folders as they are
//   --force-build  rebuild every part         --fresh-data   empty the embedded database first (e2e), and
//                                                            start every area at its start build (not a deployed one)
//   --snapshot     serve copies of the built parts (e2e: immune to rebuilds during the run)
import { rmSync } from 'node:fs';
import path from 'node:path';
import { launch } from './lib/launch.mjs';
import { REMOTES, ROOT, buildAll, install, log, portPlan } from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
const started = Date.now();

async function main() {
  if (!args.has('--no-install')) await install();
  if (!args.has('--no-build')) await buildAll({ force: args.has('--force-build') });

  const ports = portPlan();
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data/pglite');
  if (args.has('--fresh-data')) rmSync(dataDir, { recursive: true, force: true });
  const { publicHost } = await launch({
    ports,
    dataDir,
    snapshot: args.has('--snapshot'),
    freshRegistry: args.has('--fresh-data'),
  });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const database = process.env.DATABASE_URL
    ? 'PostgreSQL'
    : `embedded PGlite in ${path.relative(ROOT, dataDir) || dataDir}`;
  process.stdout.write(
    [
      '',
      `  Shop Console is running (ready in ${seconds} s)`,
      `  Open:     http://${publicHost}:${ports.host}`,
      '  Sign in:  admin@example.com / admin123  (read the code off the captcha image)',
      `  Remotes:  ${REMOTES.map(({ name }) => `${name} :${ports.remotes[name]}`).join(', ')}`,
      `  API:      http://127.0.0.1:${ports.api}  (${database})`,
      '  Stop:     Ctrl-C',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
