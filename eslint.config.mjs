// One lint setup for the whole repository.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Parts meet only through @console/shared, the remote contract and HTTP (architecture.md).
const PART_PATTERNS = [
  {
    group: ['@console/host', '@console/remote-*', '@console/server'],
    message: 'Parts meet only through @console/shared and HTTP.',
  },
  {
    group: ['**/remote-*/**', '**/host/**', '**/server/**'],
    message: 'Parts meet only through @console/shared and HTTP.',
  },
];

// One router instance: its context must be the one <BrowserRouter> fills (shared/src/router/index.ts).
const ROUTER_PATTERN = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: "Import the router from '@console/shared' (one instance, and only the parts the console uses).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      '**/.prerender/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Parts meet only through @console/shared, the remote contract and HTTP (architecture.md).
    files: ['host/**', 'remote-*/**', 'shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...PART_PATTERNS, ROUTER_PATTERN],
        },
      ],
    },
  },
  {
    // The one place that may import the router package, and tests (which wrap pages in their own routers).
    files: ['shared/src/router/**', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: PART_PATTERNS }] },
  },
);
