/**
 * The build's check that a remote's module (src/module.tsx) has a page for every route of its menu: the host would
 * otherwise show that route in the menu and fail only when someone opens it. The type of `defineRemoteModule`
 * says the same in an editor and in `tsc`; a build does not type-check, so it reads the module's `pages` itself.
 */
import { rspack } from '@rsbuild/core';
import { parse } from 'acorn';
import type { MenuRoute } from '../src/contract/remote';

/** The routes that need a page: leaves (no children) without a redirect, as the host joins them. */
export function menuPageNames(routes: MenuRoute[]): string[] {
  return routes.flatMap((route) =>
    route.children ? menuPageNames(route.children) : route.redirect ? [] : [route.name],
  );
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
}

const keyName = (property: Node): string | undefined => {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
};

const UNREADABLE =
  'the build reads its pages from `defineRemoteModule({ pages: { <route name>: () => import(...), ... } })`: ' +
  'an object literal (or a const holding one) with plain keys';

/**
 * The page names `defineRemoteModule({ pages })` gives in a module's source (TypeScript/JSX). Throws when the
 * source has no such call or its pages are not written out (a spread, a computed key, a function call).
 */
function modulePageNames(source: string, filename: string): string[] {
  // rspack's SWC (already loaded by the build) strips types and JSX; acorn then parses plain JavaScript.
  const { code } = rspack.experiments.swc.transformSync(source, {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  });
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const nodes = [...walk(program)];
  const call = nodes.find(
    (node) =>
      node.type === 'CallExpression' &&
      (node.callee as Node).type === 'Identifier' &&
      (node.callee as Node).name === 'defineRemoteModule',
  );
  const argument = (call?.arguments as Node[] | undefined)?.[0];
  if (!argument || argument.type !== 'ObjectExpression') throw new Error(UNREADABLE);
  const pagesProperty = (argument.properties as Node[]).find((property) => keyName(property) === 'pages');
  let pages = pagesProperty?.value as Node | undefined;
  if (pages?.type === 'Identifier') {
    // `pages` or `pages: table`: a const declared in the module.
    const declarator = nodes.find(
      (node) =>
        node.type === 'VariableDeclarator' &&
        (node.id as Node).type === 'Identifier' &&
        (node.id as Node).name === pages?.name,
    );
    pages = declarator?.init as Node | undefined;
  }
  if (!pages || pages.type !== 'ObjectExpression') throw new Error(UNREADABLE);
  return (pages.properties as Node[]).map((property) => {
    const name = keyName(property);
    if (name === undefined) throw new Error(UNREADABLE);
    return name;
  });
}

/**
 * What is wrong between a menu's routes and its module's pages, or null when every route has a page and every page
 * a route. `where` names the module file in the message.
 */
export function checkModulePages(routes: MenuRoute[], source: string, where: string): string | null {
  let pages: string[];
  try {
    pages = modulePageNames(source, where);
  } catch (error) {
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const wanted = menuPageNames(routes);
  const missing = wanted.filter((name) => !pages.includes(name));
  const unknown = pages.filter((name) => !wanted.includes(name));
  const problems = [
    ...(missing.length ? [`no page for the menu's route(s) ${missing.join(', ')}`] : []),
    ...(unknown.length ? [`page(s) ${unknown.join(', ')} for no route of the menu`] : []),
  ];
  return problems.length ? `${where}: ${problems.join('; ')} (the menu is src/menu.ts)` : null;
}
