#!/usr/bin/env node
// `npm run new-remote -- <name> [--title <English title>] [--title-zh <Chinese title>] [--icon <IconName>]`:
// a new business area in one command. Writes `remote-<name>/` (a menu with one list page on the list kit, its
// strings in en and zh, its API function, its unit test, the standalone dev shell, the build config) and its entry
// in remotes.mjs (the next free port), then installs, so that `npm start` shows the area with no other edit.
// Refuses a name that is malformed or taken, and then writes nothing. `--no-install` skips the install.
// The rest of a new area (perm, migration, server route, OpenAPI, seed, e2e): docs/remote-guide.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RemoteRefused, planRemote, writeRemote } from './lib/new-remote/create.mjs';
import { ROOT, log, pnpm, portPlan } from './lib/workspace.mjs';

const USAGE =
  'usage: npm run new-remote -- <name> [--title <English title>] [--title-zh <Chinese title>] [--icon <IconName>] [--no-install]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      'title-zh': { type: 'string' },
      icon: { type: 'string' },
      'no-install': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    log(USAGE);
    return;
  }
  if (positionals.length > 1) throw new RemoteRefused(`one name at a time (got ${positionals.join(', ')})`);

  const started = performance.now();
  const plan = await planRemote(ROOT, positionals[0], {
    title: values.title,
    titleZh: values['title-zh'],
    icon: values.icon,
  });
  const written = writeRemote(ROOT, plan);
  const { name, port, container } = plan.entry;
  log(
    `wrote ${path.relative(ROOT, written.dir)}/ (${written.files} files, ${written.lines} lines) and its entry in ` +
      `remotes.mjs (port ${port}, container ${container}) in ${Math.round(performance.now() - started)} ms`,
  );
  if (!plan.zhGiven)
    log(
      `its Chinese title is "${plan.titles.zh}" until you write one (--title-zh, or src/i18n/resources.ts)`,
    );

  if (!values['no-install']) {
    const installing = performance.now();
    log('installing (pnpm): the lockfile records the new package…');
    try {
      await pnpm(['install', '--prefer-offline', '--reporter=append-only']);
    } catch (error) {
      log(
        `the remote is written, but the install failed (${error.message}): run \`npm run pnpm -- install\``,
      );
      process.exit(1);
    }
    log(`installed in ${((performance.now() - installing) / 1000).toFixed(1)} s`);
  }

  process.stdout.write(
    [
      '',
      `  Next:`,
      `    npm start                the console with the new area at http://localhost:${portPlan().host}${plan.names.listPath}`,
      `    npm run dev -- ${name.padEnd(10)}the area alone in its standalone shell, reloading on save`,
      `    docs/remote-guide.md     "New area, full stack": its perm ${plan.names.viewPerm}, migration, the server`,
      `                             route GET /api${plan.names.apiPath} the list reads, OpenAPI, seed, e2e`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error instanceof RemoteRefused || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    log(`new-remote: ${error.message}`);
    log(USAGE);
    process.exit(2);
  }
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
