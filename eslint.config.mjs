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
);
