import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { REMOTES } from './remotes.mjs';

/** A part's version as its build tells it (`__APP_VERSION__`, pluginAppVersion). */
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(`./${dir}/package.json`, 'utf8')) as { version: string }).version;

/** A front-end part's unit tests (its test/ folder), in happy-dom with the shared browser stubs. */
const frontEnd = (dir: string) => ({
  resolve: {
    // A part's tests may check its strings against the contract's schemas and messages: read from their TypeScript
    // source (the server's tests do the same), so the unit run needs no build of the contract.
    alias: [
      {
        find: /^@console\/api-contract$/,
        replacement: fileURLToPath(new URL('./api-contract/src/index.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(versionOf(dir)),
    // What pluginAppVersion defines: the singletons' versions the part is built with (the host checks remotes'
    // against them). The tests run with the workspace's own.
    __SINGLETON_VERSIONS__: JSON.stringify({ '@console/shared': versionOf('shared') }),
  },
  test: {
    name: dir,
    root: `./${dir}`,
    environment: 'happy-dom' as const,
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: [dir === 'shared' ? './test/setup.ts' : '../shared/test/setup.ts'],
    // A limit for a hang: a list page's journey takes ~3 s on a quiet machine, 16 s at a load average of 22.
    testTimeout: 60_000,
  },
});

// Unit tests of every front-end part (each remote in remotes.mjs that has a test/ folder) and the server's tests,
// as projects of one run.
export default defineConfig({
  test: {
    // React's scheduler runs queued work from a setImmediate callback. On a loaded machine, work queued as a
    // front-end file's last test ends (an antd toast closing, a commit's passive effects) can run after happy-dom's
    // teardown and throw "window is not defined" from react-dom, after every test of the file has passed
    // (shared/test/setup.ts drains three turns first; under load that is not always enough). Only that error, from
    // React's own code, is not counted; any other unhandled error still fails the run.
    onUnhandledError(error) {
      const reactAfterTeardown =
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        /react-dom|scheduler/.test(error.stack ?? '');
      if (reactAfterTeardown) return false;
    },
    projects: [
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['test/**/*.test.mjs'],
          // A limit for a hang (the gateway's and launcher's tests start real servers and processes).
          testTimeout: 60_000,
        },
      },
      frontEnd('shared'),
      frontEnd('host'),
      ...REMOTES.filter((remote) => existsSync(`./${remote.dir}/test`)).map((remote) => frontEnd(remote.dir)),
      ...(existsSync('./server/vitest.config.ts') ? ['./server/vitest.config.ts'] : []),
    ],
  },
});
