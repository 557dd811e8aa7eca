// One lint setup for the whole repository.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
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

// The browser parts take the API's types from the contract, never its schemas (TypeBox would land in the bundles);
// its values (status lists, currency digits, limits) come from its TypeBox-free entry, `@console/api-contract/values`.
const CONTRACT_TYPES_ONLY = {
  name: '@console/api-contract',
  allowTypeImports: true,
  message:
    "Import the API contract's types only (`import type`): its schemas are the server's. Values: '@console/api-contract/values'.",
};
const CONTRACT_ENTRIES = {
  regex: '^@console/api-contract/(?!values$)',
  message: "The contract's entries are '@console/api-contract' (types) and '@console/api-contract/values'.",
};

// One router instance: its context must be the one <BrowserRouter> fills (shared/src/router/index.ts).
const ROUTER_PATTERN = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: "Import the router from '@console/shared' (one instance, and only the parts the console uses).",
};

/**
 * The host's layers, bulletproof-react's way (zones of import-x's no-restricted-paths, which resolves each import
 * to its file, so `../../x` and `./x` are judged alike). From the top:
 * - the composition root: `app/` (routes, providers, the host's pages), `boot/` (the entry, the build-time sign-in
 *   render), `i18n/` (every part's strings). Nothing below imports it.
 * - the shell: the layout, the router, the tabs, the palette, the settings drawer, the progress bar.
 * - the pages: each its own folder; a page imports no other page and no part of the shell.
 * - the foundations every layer above may use: components/ (form hooks, the plain UI kit of the sign-in page, the
 *   map, the switches), federation/, prerender/ (the build-time screen's run-time side), remotes/, session/,
 *   theme/, watermark/. They import nothing above them.
 * What two pages (or a page and the shell) both need moves down to the foundations.
 */
const HOST_SRC = 'host/src';
const HOST_COMPOSITION = ['app', 'boot', 'i18n'];
const HOST_SHELL = ['layout', 'palette', 'progress', 'router', 'settings', 'tabs'];
const HOST_FOUNDATIONS = [
  'components',
  'federation',
  'prerender',
  'remotes',
  'session',
  'theme',
  'watermark',
];
const HOST_PAGES = ['account', 'error', 'login', 'map'];
const inHost = (folders) => folders.map((folder) => `${HOST_SRC}/${folder}`);
const HOST_LAYER_ZONES = [
  {
    target: inHost([...HOST_SHELL, ...HOST_FOUNDATIONS, 'pages']),
    from: inHost(HOST_COMPOSITION),
    message: 'app/, boot/ and i18n/ compose the console: nothing below them imports them.',
  },
  {
    target: `${HOST_SRC}/pages`,
    from: inHost(HOST_SHELL),
    message:
      'A page imports no part of the shell: move what it needs down to components/ (or another foundation).',
  },
  ...HOST_PAGES.map((page) => ({
    target: `${HOST_SRC}/pages/${page}`,
    from: `${HOST_SRC}/pages`,
    except: [`./${page}`],
    message: 'A page imports no other page: move what both need down to components/ (or another foundation).',
  })),
  {
    target: inHost(HOST_SHELL),
    from: `${HOST_SRC}/pages`,
    message: 'Only the composition root (app/) names pages: the shell receives them.',
  },
  {
    target: inHost(HOST_FOUNDATIONS),
    from: [...inHost(HOST_SHELL), `${HOST_SRC}/pages`],
    message: 'The foundations import nothing above them (the shell, the pages).',
  },
];

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CONTRACT_TYPES_ONLY],
          patterns: [...PART_PATTERNS, CONTRACT_ENTRIES, ROUTER_PATTERN],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: HOST_LAYER_ZONES }],
    },
  },
  {
    // The contract is shared by the server and the browser parts: it imports TypeBox and its own files, nothing else.
    files: ['api-contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox$|\\.\\.?/)',
              message: '@console/api-contract may import only TypeBox and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The values entry is what the browser parts import: nothing of TypeBox (nor of the schema files) may come in.
    files: ['api-contract/src/values/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: "The contract's values import only each other: no TypeBox, no schema file.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that may import the router package, and tests and the shared test kit (which wrap pages in
    // their own routers).
    files: ['shared/src/router/**', 'shared/src/testing/**', '**/test/**'],
    // The server's tests use the contract's schemas as the server does.
    ignores: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [CONTRACT_TYPES_ONLY], patterns: [...PART_PATTERNS, CONTRACT_ENTRIES] },
      ],
    },
  },
  {
    // A part's tests check its strings against the contract's messages: no bundle carries a test, so the schemas
    // may come in there.
    files: ['host/test/**', 'remote-*/test/**', 'shared/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...PART_PATTERNS, CONTRACT_ENTRIES] },
      ],
    },
  },
);
