import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 6: the sign-in page is a lazily loaded route whose JavaScript is budgeted (<= 227 KiB gzip in total), so its
 * module graph must not reach antd or @ant-design/* (Module Federation would load the whole shared library). This
 * walks the import graph of LoginPage.tsx statically: every import / export-from / dynamic import() specifier,
 * following relative ones through the host's sources, type-only imports included.
 */

const HOST = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = resolve(HOST, 'src/pages/login/LoginPage.tsx');

/**
 * What the login graph may import from packages: nothing else, antd above all. The router comes from
 * '@console/shared' (eslint.config.mjs forbids importing react-router-dom directly).
 */
const ALLOWED_PACKAGES = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-i18next',
  'jotai',
  '@console/shared',
  // The form kit's field placement, imported (import()) on a failure only: nothing of it on the page's first load.
  '@console/shared/data/mutation',
]);
const FORBIDDEN = /^(antd|@ant-design)(\/|$)/;

const SPECIFIER = [
  // import x from '…', import { x } from '…', import type …, export { x } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects, CSS)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…')
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a source file names (comments removed first, so prose cannot count). */
export function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return SPECIFIER.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** Every file reached from `entry` and every package specifier, with the file that names it. */
function walk(entry: string) {
  const files = new Set<string>();
  const packages: { specifier: string; from: string }[] = [];
  const unresolved: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue; // CSS modules import nothing
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
        else unresolved.push(`${specifier} (from ${relative(HOST, file)})`);
      } else {
        packages.push({ specifier, from: relative(HOST, file) });
      }
    }
  }
  return { files: [...files].map((file) => relative(HOST, file)), packages, unresolved };
}

describe('the sign-in page module graph', () => {
  const graph = walk(ENTRY);

  it('finds the imports it has to judge', () => {
    expect(
      specifiers(`
        import { Button } from 'antd';
        import type { FormInstance } from 'antd/es/form';
        export { X } from "@ant-design/icons";
        export * from './a';
        import './b.css';
        const Lazy = lazy(() => import('../c'));
        import {
          one,
          two,
        } from 'react';
        // import { Gone } from 'antd-in-a-comment';
        /* import 'also-gone'; */
      `).sort(),
    ).toEqual(['../c', './a', './b.css', '@ant-design/icons', 'antd', 'antd/es/form', 'react'].sort());
  });

  it('reaches the whole login feature, the ui pieces and the pure host helpers', () => {
    expect(graph.unresolved).toEqual([]);
    for (const file of [
      'src/pages/login/SignInForm.tsx',
      'src/pages/login/RegisterForm.tsx',
      'src/pages/login/ForgotForm.tsx',
      'src/pages/login/LanguageMenu.tsx',
      'src/components/ThemeToggle.tsx',
      'src/components/form-hooks.ts',
      'src/components/plain-ui/useForm.ts',
      'src/session/redirect.ts',
      'src/theme/tokens.ts',
    ]) {
      expect(graph.files).toContain(file);
    }
  });

  it('imports neither antd nor @ant-design/*, directly or through anything it imports', () => {
    const offending = graph.packages.filter(({ specifier }) => FORBIDDEN.test(specifier));
    expect(offending).toEqual([]);
    expect(graph.files.filter((file) => /layout\/|components\/SendCode\.tsx$/.test(file))).toEqual([]);
  });

  it('uses only the packages the budget allows', () => {
    const others = graph.packages.filter(({ specifier }) => !ALLOWED_PACKAGES.has(specifier));
    expect(others).toEqual([]);
  });
});
