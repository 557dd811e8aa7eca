import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The contract from its TypeScript source (what its `source` export condition names): tests need no build.
    alias: [
      {
        find: /^@console\/api-contract\/remote-menu$/,
        replacement: fileURLToPath(new URL('../api-contract/src/remote-menu.ts', import.meta.url)),
      },
      {
        find: /^@console\/api-contract$/,
        replacement: fileURLToPath(new URL('../api-contract/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Limits for a hang, not for speed: a file's setup (migrations and demo data on PGlite, in WebAssembly) takes
    // ~3 s on a quiet machine and passed 60 s at a load average of 22 (CI machines are shared).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
