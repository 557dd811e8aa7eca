/**
 * The one place the console's federation is configured: every app's rsbuild.config.ts calls `federatedApp`, so
 * the shared singletons, share strategy and dev settings cannot drift between host and remotes.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { type HtmlTag, type RsbuildConfig, type RsbuildPlugin, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { API_PORT, HOST_PORT, portPlan, registryFor, remoteNamed } from '../../remotes.mjs';
import {
  REMOTE_CONTRACT_VERSION,
  REMOTE_EXPOSE,
  REMOTE_MENU_FILE,
  parseRemoteMenu,
  sameVersionLine,
  type RemoteBuild,
  type RemoteMenu,
} from '../src/contract/remote';
import { ANTD_COMPONENTS } from './antd';
import { SHARED_DEEP_ENTRIES } from './entries';
import { readRemoteHelp } from './help';
import { checkModulePages } from './module-pages';

/**
 * Everything that holds module state or React context must exist once on the page: two Reacts break hooks, two
 * antds ignore the host's theme, two jotais or two @console/shareds mean two token stores.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // react-router is not on this list: @console/shared re-exports the parts the console uses (src/router).
  'jotai',
  'i18next',
  'react-i18next',
  'dayjs',
  'ky',
  // The data layer's library: its cache and in-flight requests must be one for every part (docs/data-layer.md).
  'swr',
  '@console/shared',
] as const;

const ANTD_VERSION = (createRequire(import.meta.url)('antd/package.json') as { version: string }).version;
const SHARED_VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/**
 * The singletons whose versions a remote build declares (menu.json and mf-manifest.json, `build.singletons`) and
 * that are checked twice against what the host provides: at build time here (`checkSingletonVersions`: a remote
 * resolving a version outside @console/shared's peer range, which the host is built with, would load a second
 * copy, so its build fails) and at run time by the host before it runs the remote's code (`buildIncompatibility`
 * in the API contract's remote-menu module: that area shows its error panel, the others keep working).
 */
const CHECKED_SINGLETONS = ['react', 'react-dom', 'antd', 'jotai', 'i18next', 'ky'] as const;

/** The ranges @console/shared declares for its peers: the versions the host and every remote are built against. */
const SHARED_PEER_RANGES = (
  createRequire(import.meta.url)('../package.json') as { peerDependencies: Record<string, string> }
).peerDependencies;

/** A package's version as a part resolves it (from its own folder, as its build bundles it). */
function resolvedVersion(rootPath: string, name: string): string {
  // Found from the package's entry up to its package.json: not every package exports `<name>/package.json` (ky).
  let dir = dirname(createRequire(join(rootPath, 'package.json')).resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === name && json.version) return json.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${rootPath}: cannot find the version of ${name}`);
    dir = parent;
  }
}

/** The versions of the checked singletons a part is built with, and @console/shared's. */
export function singletonVersions(rootPath: string): Record<string, string> {
  return {
    ...Object.fromEntries(CHECKED_SINGLETONS.map((name) => [name, resolvedVersion(rootPath, name)])),
    '@console/shared': SHARED_VERSION,
  };
}

/** Whether a version is inside a peer range as @console/shared writes them: `^x.y.z` or an exact `x.y.z`. */
export function inPeerRange(version: string, range: string): boolean {
  const exact = range.replace(/^\^/, '');
  const numbers = (text: string) => text.split(/[.-]/).slice(0, 3).map(Number);
  if (!range.startsWith('^')) return version === exact;
  const [have, want] = [numbers(version), numbers(exact)];
  if (!sameVersionLine(version, exact)) return false;
  for (let index = 0; index < 3; index += 1)
    if (have[index] !== want[index]) return (have[index] ?? 0) > (want[index] ?? 0);
  return true;
}

/**
 * The build-time half of the singleton check: every checked singleton a part resolves must be inside
 * @console/shared's peer range (the range the host and every remote are built against). Returns what is wrong.
 */
export function checkSingletonVersions(
  versions: Record<string, string>,
  ranges: Record<string, string> = SHARED_PEER_RANGES,
): string[] {
  return Object.entries(versions).flatMap(([name, version]) => {
    const range = ranges[name];
    return range && !inPeerRange(version, range)
      ? [
          `${name} ${version} is outside @console/shared's range ${range}: the page would load a second ${name}`,
        ]
      : [];
  });
}

/**
 * What a remote build declares about itself (`RemoteBuild`). The deploy command (scripts/deploy.mjs) passes the
 * commit and time it names the release folder by (CONSOLE_BUILD_COMMIT, CONSOLE_BUILD_TIME); other builds read
 * them from git and the clock. CONSOLE_REMOTE_CONTRACT overrides the contract version the build declares: a
 * documented test input that stands for a remote built against another contract (docs/deploy.md).
 */
export function remoteBuildInfo(rootPath: string, env = process.env): RemoteBuild {
  const override = env.CONSOLE_REMOTE_CONTRACT;
  return {
    commit: env.CONSOLE_BUILD_COMMIT ?? gitCommit(rootPath),
    builtAt: env.CONSOLE_BUILD_TIME ?? new Date().toISOString(),
    contract: {
      shared: SHARED_VERSION,
      remote: override === undefined || override === '' ? REMOTE_CONTRACT_VERSION : Number(override),
    },
    singletons: singletonVersions(rootPath),
  };
}

/** The checkout's short commit, `.dirty` when this part or shared has uncommitted changes; 'unknown' without git. */
export function gitCommit(rootPath: string): string {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: rootPath, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return 'unknown';
  const changed = git('status', '--porcelain', '--', '.', resolve(rootPath, '../shared'));
  return changed ? `${commit}.dirty` : commit;
}

type SharedEntry = { singleton: true; requiredVersion: false; version?: string };

/**
 * No version ranges in the federation runtime (`requiredVersion: false`); the host checks each remote build's
 * declared versions itself, once per area from its menu.json (`buildIncompatibility`, docs/deploy.md). For a
 * singleton the federation runtime uses the one loaded copy whatever the range; the range only decided whether to
 * log a warning, and checking it cost the runtime a semver parse (regular expressions built per call) on every
 * shared module it resolved: ~37 ms of the sign-in page's main thread unthrottled, in one long task after the form
 * is on screen. All parts are built from one lockfile; e2e/tests/budgets.spec.ts checks at CI time that every part's manifest names the
 * versions the host provides, which the warning only did in a console nobody reads.
 */
function sharedSingletons(): Record<string, SharedEntry> {
  return {
    ...Object.fromEntries(
      SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]),
    ),
    // Deep entries have no package.json of their own: state their package's version for them.
    ...Object.fromEntries(
      SHARED_DEEP_ENTRIES.map((entry) => [
        entry,
        { singleton: true, version: SHARED_VERSION, requiredVersion: false },
      ]),
    ),
    ...Object.fromEntries(
      ANTD_COMPONENTS.map((folder) => [
        `antd/es/${folder}`,
        { singleton: true, version: ANTD_VERSION, requiredVersion: false },
      ]),
    ),
  };
}

/** The host's port; the remotes' are in the list of remotes (remotes.mjs at the root). */
export { HOST_PORT };

/** Where a remote's exposed module lives in its folder. */
const REMOTE_MODULE_FILE = './src/module.tsx';

/**
 * A remote's build config: its container, port and title from its entry in the list of remotes (remotes.mjs, found
 * by the menu's name), its menu, and its module (src/module.tsx), which must have a page for every route of the
 * menu.
 */
export function remoteApp({
  menu,
  compileEagerly,
}: {
  menu: RemoteMenu;
  compileEagerly?: boolean;
}): RsbuildConfig {
  const remote = remoteNamed(menu.name);
  return federatedApp({
    name: remote.container,
    port: remote.port,
    title: remote.title,
    exposes: { [REMOTE_EXPOSE]: REMOTE_MODULE_FILE },
    menu,
    ...(compileEagerly === undefined ? {} : { compileEagerly }),
  });
}

interface FederatedAppOptions {
  /** Federation container name (a JS identifier), e.g. 'console_dashboard'. */
  name: string;
  /** Port of the dev server. */
  port: number;
  /** Document title of the app's own page. */
  title: string;
  /** Present for remotes: the module the host loads. */
  exposes?: Record<string, string>;
  /**
   * Present for remotes: their menu (src/menu.ts), written beside the manifest as menu.json; the exposed module
   * must have a page for each of its routes.
   */
  menu?: RemoteMenu;
  /**
   * Extra tags at the very start of the page's <head>, before the app's scripts (the host's theme pre-paint
   * script and style). Optional; remotes pass none.
   */
  headTags?: HtmlTag[];
  /**
   * The part's code runs on the first screens (the host: sign-in and the console's shell; the dashboard: the home
   * page): its production scripts ask V8 to compile every function while the file streams in
   * (`pluginCompileEagerly`). Other areas leave V8 to compile functions when first called.
   */
  compileEagerly?: boolean;
  /** Federation runtime plugins (module paths) of this app's own runtime. */
  runtimePlugins?: string[];
}

export function federatedApp({
  name,
  port,
  title,
  exposes,
  menu,
  headTags = [],
  compileEagerly = false,
  runtimePlugins = [],
}: FederatedAppOptions): RsbuildConfig {
  const isRemote = exposes !== undefined;
  // `rsbuild build` runs with NODE_ENV=production, `rsbuild dev` with development.
  const production = process.env.NODE_ENV === 'production';
  const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}`;
  return {
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginAppVersion(),
      ...(compileEagerly ? [pluginCompileEagerly()] : []),
      ...(menu ? [pluginRemoteMenu(menu, exposes?.[REMOTE_EXPOSE])] : []),
      ...(isRemote ? [] : [pluginRemoteRegistry(production)]),
      pluginModuleFederation({
        name,
        ...(isRemote ? { exposes } : {}),
        // The host knows no remote at build time: it reads /remotes.json at boot.
        remotes: {},
        shared: sharedSingletons(),
        // The default (version-first) fetches every remote entry at startup; one dead remote would stall boot.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // Types over the network and the dev broker are not used; the contract type lives in @console/shared.
        dts: false,
        dev: false,
        // The host downloads five remote entries at sign-in; each would carry its own copy of the federation
        // runtime (~18 KiB gzip). In production builds remotes use the host's instead. A remote's own
        // page (the standalone dev shell) needs a runtime of its own, so dev servers keep it. Both sides are built
        // for the browser only, and remotes drop the code that loads remotes of their own (they have none).
        ...(production
          ? {
              experiments: isRemote
                ? { externalRuntime: true, optimization: { target: 'web' as const, disableRemote: true } }
                : { provideExternalRuntime: true, optimization: { target: 'web' as const } },
            }
          : {}),
      }),
    ],
    html: {
      title,
      tags: [
        ...headTags.map((tag) => ({ ...tag, head: true, append: false })),
        // A remote served standalone needs deep links to resolve chunks from its root.
        ...(isRemote ? [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] : []),
        // No favicon request (and no 404) on every cold load.
        { tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, head: true },
      ],
    },
    source: {
      // `import { Button } from 'antd'` -> `import Button from 'antd/es/button'`: one shared entry per component.
      transformImport: [
        { libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true, style: false },
      ],
    },
    output: {
      // Remote chunks must load from the remote's own origin, wherever the host lives.
      assetPrefix: isRemote ? 'auto' : '/',
      // The deploy command builds a remote into a release folder of its own, leaving dist/ as `npm start` serves it.
      ...(isRemote && process.env.CONSOLE_DIST_DIR
        ? { distPath: { root: process.env.CONSOLE_DIST_DIR } }
        : {}),
      // SOURCE_MAPS=1 (profiling only): maps that name the package and line behind a CPU profile's minified frames.
      sourceMap: { js: process.env.SOURCE_MAPS ? 'source-map' : false, css: false },
    },
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
      // The API, and the public site it renders (/s/..., docs/booking.md).
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/s/': { target: apiTarget, changeOrigin: true },
      },
    },
    // Every antd component is its own shared entry, so its own async chunk. Code several of them use (icon base,
    // clsx, antd's _util hooks, locales) below the default 20 kB minimum was copied into each: ~350 kB of the
    // dashboard's code was such copies. From 5 kB up a module shared by two chunks gets a chunk of its own
    // (dashboard 716 -> 677 KiB gzip, 20 more requests; smaller minimums saved little more for many more files).
    // A remote's antd is the host's, so that reason is the host's alone: a remote keeps Rspack's 20 kB, and its
    // pages' own small pieces (components, strings, prefetches) come with the page rather than as files of 1-4 KiB.
    // Measured per page import (bundle stats, chunk origins): every page of pkg and sku loads fewer bytes in fewer
    // files (pkg 94 -> 84 files, 61.4 -> 56.0 KiB over its six pages), and the first lists 1-4 requests fewer.
    splitChunks: isRemote
      ? { minSize: 20000 }
      : {
          minSize: 5000,
          cacheGroups: { antdCore: ANTD_CORE_GROUP, listKit: LIST_KIT_GROUP, dataLayer: DATA_LAYER_GROUP },
        },
    resolve: {
      // React 19 has useSyncExternalStore: its pre-18 shim is not bundled (use-sync-external-store.js).
      alias: {
        'use-sync-external-store/shim$': SYNC_EXTERNAL_STORE,
      },
    },
    tools: {
      // `BUNDLE_STATS=1 pnpm run build` writes dist/bundle-stats.json (chunks and the modules in them): where the
      // bytes of a budget go (docs/performance.md).
      rspack: {
        module: {
          rules: [
            // antd's rc-components declare no `sideEffects`, so importing one name from a package's index kept
            // every module it re-exports: ConfigProvider's `FormProvider` brought all of @rc-component/form
            // (~13 KiB gzip) to every page. Their modules only define components and helpers.
            { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          ],
        },
        plugins: [
          ...(process.env.BUNDLE_STATS ? [bundleStatsPlugin] : []),
          // The federation plugin resolves its runtime packages to their CommonJS builds, which cannot be
          // tree-shaken: every remote entry carried the whole SDK (node loaders, logger, manifest tools). Their ES
          // module builds sit beside them; using those took each remote entry from ~17 to ~9 KiB gzip and the
          // host's entry from 38 to 31 KiB.
          new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, useFederationEsm),
          // antd's Button styles take one small function from the colour picker's preset list file, and with it
          // that whole component (Collapse included): they get the function alone (antd-button-is-bright.js).
          new rspack.NormalModuleReplacementPlugin(
            COLOR_PRESETS,
            (resource: { context?: string; request: string }) => {
              if (resource.context && ANTD_BUTTON_STYLE.test(resource.context))
                resource.request = BUTTON_IS_BRIGHT;
            },
          ),
        ],
      },
    },
    dev: {
      assetPrefix: isRemote ? 'auto' : '/',
      // A remote's page runs inside the host's origin; its hot-reload socket must reach the remote's own server.
      ...(isRemote ? { client: { host: '127.0.0.1', port } } : {}),
      // Lazy compilation asks the page's origin to compile on demand; a remote's page lives on the host's.
      lazyCompilation: false,
    },
  };
}

/**
 * The host's antd groundwork and the shell's components in one chunk: antd's helpers, style utilities, theme and
 * config provider, its CSS-in-JS, the rc-component utilities, and the components every signed-in page draws (layout,
 * menu, buttons, tooltips, grid, skeleton...). Split by the 5 kB rule alone they were ~45 files of 0.3-5 KiB on the
 * dashboard's path, several copied into more than one and each compressed on its own: the dashboard took 551 KiB in
 * 83 scripts, now 534 KiB in 52 (docs/performance.md). The few of its modules only other areas' pages use cost
 * less than the copies and per-file overhead it removes. Host only: a remote's antd comes from the host
 * (loaded-first), and a remote's own chunks must not pull a group of their own. Nothing on the sign-in page
 * matches (it has no antd; budgets.spec.ts).
 */
/**
 * The icons the shell and the dashboard's path draw (the host's own and its antd components'), measured with
 * `npm run bench -- --pages`: in antd-core rather than a file of 0.1-3 KiB each. An icon missing here costs a
 * request, never a wrong page.
 */
const SHELL_ICONS = [
  'BarsOutlined',
  'CloseOutlined',
  'ColumnHeightOutlined',
  'DownOutlined',
  'EllipsisOutlined',
  'FullscreenExitOutlined',
  'FullscreenOutlined',
  'LeftOutlined',
  'LoadingOutlined',
  'LogoutOutlined',
  'MenuFoldOutlined',
  'MenuOutlined',
  'MenuUnfoldOutlined',
  'QuestionCircleOutlined',
  'ReadOutlined',
  'RightOutlined',
  'SearchOutlined',
  'SettingOutlined',
  'TranslationOutlined',
  'UserOutlined',
  'WarningFilled',
  'WarningOutlined',
];

const ANTD_CORE_GROUP = {
  test: new RegExp(
    `[\\\\/]node_modules[\\\\/](?:${[
      'antd/es/(?:_util|style|config-provider|theme|locale|grid|row|col|button|tooltip|popover|layout|menu|skeleton|segmented|space|spin|avatar|breadcrumb)/',
      '@rc-component/(?:util|motion|resize-observer|trigger|portal|tooltip|overflow|menu|segmented)/',
      '@ant-design/(?:cssinjs|cssinjs-utils|colors|fast-color)/',
      '(?:clsx|@babel/runtime|react-is|stylis|@emotion/hash|@emotion/unitless)/',
      // Small pieces the shell's components and the list kit's both import (contexts, locales, the version): in
      // neither group they were copied into each antd entry's own chunk, a request of 0.1-3 KiB per entry.
      'antd/es/(?:version/|app/context\\.js|modal/locale\\.js|table/TableMeasureRowContext\\.js)',
      'antd/es/form/(?:context|validateMessagesContext)\\.js',
      'antd/es/color-picker/(?:color|util)\\.js',
      'antd/es/(?:date-picker|time-picker|calendar)/locale/',
      '@rc-component/(?:picker|pagination)/es/locale/',
      '@rc-component/(?:form/es/FormContext|color-picker/es/color)\\.js',
      '@rc-component/context/',
      'antd/es/dropdown/',
      '@rc-component/dropdown/',
      '(?:throttle-debounce)/',
      // The icon component and its helpers (renderUtils, the twotone colour), drawn by the shell.
      `@ant-design/icons/es/(?:components/|\\w*[uU]tils\\.js)`,
      `@ant-design/icons(?:-svg)?/es/(?:icons|asn)/(?:${SHELL_ICONS.join('|')})\\.js`,
    ]
      .join('|')
      .replaceAll('/', '[\\\\/]')})|[\\\\/]shared[\\\\/]build[\\\\/]antd-button-is-bright\\.js`,
  ),
  name: 'antd-core',
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
};

/**
 * The list kit (`@console/shared/list`) and the antd it draws, in one chunk: every area's first page is a list, and
 * each of them waited for the same ~52 of the host's files (table, form, filters and date pickers, select, tree of
 * the column chooser, the detail drawer's and reason dialog's modal, drawer and tabs, dayjs...), none of which the
 * dashboard loads. Measured with `npm run bench -- --pages` (docs/performance.md). What the dashboard's path also
 * uses inside those folders (antd's locale files, the form and app contexts, the colour helpers the button styles
 * use) goes to antd-core (higher priority), or the dashboard would pull the whole group; icons stay out of both.
 * Host only, as antd-core.
 */
const LIST_KIT_ANTD = [
  'date-picker',
  'time-picker',
  'calendar',
  'table',
  'form',
  'select',
  'tree',
  'input',
  'input-number',
  'tabs',
  'modal',
  'typography',
  'pagination',
  'drawer',
  'radio',
  'tag',
  'card',
  'checkbox',
  'alert',
  'empty',
  'flex',
  'color-picker',
];
const LIST_KIT_RC = [
  'table',
  'select',
  'virtual-list',
  'pagination',
  'picker',
  'input',
  'textarea',
  'input-number',
  'mini-decimal',
  'checkbox',
  'form',
  'tree',
  'tabs',
  'dialog',
  'drawer',
  'color-picker',
];
/** The icons every first list page draws and the dashboard's path does not (measured as SHELL_ICONS). */
const LIST_ICONS = [
  'AppstoreOutlined',
  'CalendarOutlined',
  'CaretDownFilled',
  'CaretDownOutlined',
  'CaretUpOutlined',
  'CheckCircleFilled',
  'CheckOutlined',
  'ClockCircleOutlined',
  'CloseCircleFilled',
  'CopyOutlined',
  'DoubleLeftOutlined',
  'DoubleRightOutlined',
  'DownloadOutlined',
  'EditOutlined',
  'EnterOutlined',
  'ExclamationCircleFilled',
  'EyeInvisibleOutlined',
  'EyeOutlined',
  'FileOutlined',
  'FilterFilled',
  'FolderOpenOutlined',
  'FolderOutlined',
  'HolderOutlined',
  'InfoCircleFilled',
  'MinusOutlined',
  'MinusSquareOutlined',
  'PlusOutlined',
  'PlusSquareOutlined',
  'ReloadOutlined',
  'SwapRightOutlined',
  'TableOutlined',
  'UpOutlined',
];
const LIST_KIT_GROUP = {
  test: new RegExp(
    [
      `node_modules/antd/es/(?:${LIST_KIT_ANTD.join('|')})/`,
      `node_modules/@rc-component/(?:${LIST_KIT_RC.join('|')})/`,
      'node_modules/dayjs/',
      'node_modules/(?:@rc-component/async-validator|scroll-into-view-if-needed|compute-scroll-into-view|is-mobile)/',
      'node_modules/(?:antd/es/collapse|@rc-component/collapse)/',
      // The toasts and notices of every list's actions and the App context that gives them (App.useApp), and the
      // watermark context antd's modal and drawer read: four to seven files of 0.7-50 KiB on every first list.
      'node_modules/antd/es/(?:app|message|notification)/',
      'node_modules/antd/es/watermark/context\\.js',
      'node_modules/@rc-component/notification/',
      `node_modules/@ant-design/icons(?:-svg)?/es/(?:icons|asn)/(?:${LIST_ICONS.join('|')})\\.js`,
      'shared/src/list/',
      // The form and mutation kit: four of the five first lists save something from their first page (orders' does
      // not, and takes its ~2 KiB along rather than the others a request each).
      'shared/src/form/',
    ]
      .map((pattern) => `/${pattern}`.replaceAll('/', '[\\\\/]'))
      .join('|'),
  ),
  name: 'list-kit',
  chunks: 'async' as const,
  enforce: true,
  priority: 10,
};

/**
 * The data layer every signed-in page reads through (`@console/shared/data` and SWR under it): two shared modules,
 * always loaded together (console-door.ts asks for them with the console's code), so one file rather than two.
 * Host only, as antd-core; the sign-in page loads neither.
 */
const DATA_LAYER_GROUP = {
  test: /[\\/](?:node_modules[\\/]swr|shared[\\/]src[\\/]data)[\\/]/,
  name: 'data-layer',
  chunks: 'async' as const,
  enforce: true,
  priority: 15,
};

/** What the static server may send precompressed: hashed assets, whose content never changes under their name. */
const PRECOMPRESSED = /\.[0-9a-f]{8,}\.(js|css|svg)$/;

const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` beside every hashed script, stylesheet and SVG of a production build, so the static server
 * (scripts/lib/static-server.mjs) sends them without compressing at run time: compressing a build's ~800 files
 * costs ~5 s of CPU, which a server started on a small machine spent while its first visitors waited. Entry
 * points and registries (HTML, manifests, remotes.json, rewritten at start) are small and compressed on request.
 */
function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'console:precompress',
    apply: 'build',
    setup(api) {
      api.onAfterBuild(async () => {
        const root = api.context.distPath;
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        // Four at a time: libuv's thread pool does the work.
        for (let index = 0; index < files.length; index += 4)
          await Promise.all(
            files.slice(index, index + 4).map(async (file) => {
              const body = await brotli(await readFile(file), {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
              });
              await writeFile(`${file}.br`, body);
            }),
          );
      });
    },
  };
}

/** V8's explicit compile hint (Chrome 136+), honoured only as a script's first line. */
const COMPILE_EAGERLY_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script of a production build with V8's compile hint: V8 then compiles all its functions on a
 * background thread while the file streams in, instead of pre-parsing them and compiling each on the main thread
 * when it is first called. Measured (interleaved cold runs against the same build without it, 4x CPU):
 * sign-in click to the dashboard's five charts ~12 % sooner, the sign-in form ~10 %. Only for parts whose code
 * runs at once: hinted, the orders area made the menu click to its page ~40 % slower (all of its code compiled
 * while the click waited for the page). Added after minification and before content hashing, so the hashes
 * cover it.
 */
function pluginCompileEagerly(): RsbuildPlugin {
  return {
    name: 'console:compile-eagerly',
    apply: 'build',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(
            name,
            (source) => new sources.ConcatSource(`${COMPILE_EAGERLY_HINT}\n`, source),
          );
        }
      });
    },
  };
}

/** The `version` of the package.json in a part's folder: the version that part is built and deployed as. */
export function packageVersion(rootPath: string): string {
  const { version } = JSON.parse(readFileSync(join(rootPath, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof version !== 'string' || version === '')
    throw new Error(`${rootPath}/package.json has no version`);
  return version;
}

/**
 * Tells the app its own version at build time (`__APP_VERSION__`, its package.json's): the host shows
 * it as the console's version (settings drawer, About; the spec's app version, section 9).
 */
export function pluginAppVersion(): RsbuildPlugin {
  return {
    name: 'console:app-version',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          source: {
            define: {
              __APP_VERSION__: JSON.stringify(packageVersion(api.context.rootPath)),
              // What this part provides: the host checks each remote's declared versions against it.
              __SINGLETON_VERSIONS__: JSON.stringify(singletonVersions(api.context.rootPath)),
            },
          },
        }),
      );
    },
  };
}

/**
 * Emits the remote's menu as menu.json beside mf-manifest.json: the host builds its sidebar and routes from it
 * without downloading the remote's code. Checked here with the host's own parser, so a menu the host would refuse
 * fails the remote's build instead; so does a module (`moduleFile`) without a page for one of the menu's routes.
 */
export function pluginRemoteMenu(menu: RemoteMenu, moduleFile?: string): RsbuildPlugin {
  return {
    name: 'console:remote-menu',
    setup(api) {
      // The deployed version travels with the menu: the host shows it (settings drawer, About) without loading
      // the remote's code; it is the remote's package.json version, as for every part.
      const build = remoteBuildInfo(api.context.rootPath);
      const version = packageVersion(api.context.rootPath);
      // Its help (help/<lang>/*.md) ships with it: a deploy of the remote carries its new help, the host is not
      // rebuilt. Read once per build; the dev server needs a restart to see a new help file.
      const help = readRemoteHelp(api.context.rootPath);
      const paths = new Set<string>();
      const collect = (routes: RemoteMenu['routes']): void =>
        routes.forEach((route) => {
          paths.add(route.path);
          if (route.children) collect(route.children);
        });
      collect(menu.routes);
      const helpProblems = [
        ...help.problems,
        ...help.pages
          .filter((page) => page.route !== undefined && !paths.has(page.route))
          .map((page) => `help/*/${page.slug}.md documents ${page.route}, which is not a route of this menu`),
      ];
      const json = JSON.stringify(
        parseRemoteMenu({ ...menu, version, build, ...(help.pages.length > 0 ? { help: help.pages } : {}) }),
      );
      // A remote resolving a singleton outside the shared range would load a second copy next to the host's.
      const wrongVersions = checkSingletonVersions(build.singletons);
      // The manifest carries the same declaration, for tools that read manifests (the host reads menu.json).
      api.onAfterBuild(async () => {
        const file = join(api.context.distPath, 'mf-manifest.json');
        if (!existsSync(file)) return;
        const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        await writeFile(file, JSON.stringify({ ...manifest, console: { version, ...build } }));
      });
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        for (const problem of [...wrongVersions, ...helpProblems])
          compilation.errors.push(new rspack.WebpackError(problem));
        compilation.emitAsset(REMOTE_MENU_FILE, new sources.RawSource(json));
        for (const [file, text] of Object.entries(help.files))
          compilation.emitAsset(file, new sources.RawSource(text));
        if (!moduleFile) return;
        // Read on every compilation: in dev the module changes under a running server.
        const file = join(api.context.rootPath, moduleFile);
        const problem = checkModulePages(menu.routes, readFileSync(file, 'utf8'), moduleFile);
        if (problem) compilation.errors.push(new rspack.WebpackError(problem));
      });
    },
  };
}

/**
 * The host's /remotes.json from the list of remotes: in a production build with the default ports (`npm start`
 * and a deployment write their own over it), on a dev server with the ports of this run (PORT, PUBLIC_HOST).
 */
function pluginRemoteRegistry(production: boolean): RsbuildPlugin {
  const ports = portPlan(production ? {} : process.env);
  const registry = registryFor(ports, production ? 'localhost' : process.env.PUBLIC_HOST);
  const json = `${JSON.stringify(registry, null, 2)}\n`;
  return {
    name: 'console:remote-registry',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('remotes.json', new sources.RawSource(json));
      });
    },
  };
}

const COLOR_PRESETS = /[\\/]color-picker[\\/]components[\\/]ColorPresets(\.js)?$/;
const ANTD_BUTTON_STYLE = /[\\/]antd[\\/]es[\\/]button[\\/]style$/;
const BUTTON_IS_BRIGHT = fileURLToPath(new URL('./antd-button-is-bright.js', import.meta.url));
const SYNC_EXTERNAL_STORE = fileURLToPath(new URL('./use-sync-external-store.js', import.meta.url));

/** A CommonJS file of one of the federation runtime packages (each ships an ES module build beside it). */
const FEDERATION_CJS = /@module-federation[\\/][a-z-]+[\\/]dist[\\/].*\.cjs$/;

/** Points a federation runtime request (before resolving) or resolved file (after) at its ES module sibling. */
function useFederationEsm(resource: { request: string; createData?: { resource?: string } }): void {
  const esm = (file: string) => {
    const sibling = file.replace(/\.cjs$/, '.js');
    return sibling !== file && existsSync(sibling) ? sibling : file;
  };
  if (FEDERATION_CJS.test(resource.request)) resource.request = esm(resource.request);
  const resolved = resource.createData?.resource;
  // Only the federation packages' files: other packages' CommonJS builds are left as they resolve.
  if (resource.createData && resolved && FEDERATION_CJS.test(resolved))
    resource.createData.resource = esm(resolved);
}

/** Writes the build's chunk and module list (sizes before minification): where a budget's bytes go. */
const bundleStatsPlugin = {
  apply(compiler: {
    hooks: { done: { tap(name: string, fn: (stats: { toJson(options: object): unknown }) => void): void } };
    outputPath: string;
  }) {
    compiler.hooks.done.tap('bundle-stats', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        dependentModules: true,
        nestedModules: true,
        chunkModulesSpace: Infinity,
        chunkOrigins: true,
        chunkRelations: true,
        ids: true,
      });
      writeFileSync(join(compiler.outputPath, 'bundle-stats.json'), JSON.stringify(json));
    });
  },
};
