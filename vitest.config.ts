import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit tests of every front-end part and the server's tests, as projects of one run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['test/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'shared',
          root: './shared',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'host',
          root: './host',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['../shared/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'remote-dashboard',
          root: './remote-dashboard',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['../shared/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'remote-orders',
          root: './remote-orders',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['../shared/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      ...(existsSync('./server/vitest.config.ts') ? ['./server/vitest.config.ts'] : []),
    ],
  },
});
