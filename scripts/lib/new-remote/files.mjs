// The files of a new remote: the smallest area that works end to end on the kit. A menu with one list page on
// `@console/shared/list`, its strings in English and Chinese, its API function, its unit test on
// `@console/shared/testing`, the standalone dev shell and the build config. Written as the project's formatter
// writes them (Prettier, .prettierrc.json), so a generated remote passes `npm run lint` as it is: lines whose length
// depends on the name or a title are written in the expanded form Prettier keeps.

/**
 * A string literal as Prettier writes it: single quotes, unless the text holds more single quotes than double
 * quotes (then double quotes, as fewer escapes).
 */
export function quote(text) {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const mark = singles > doubles ? '"' : "'";
  return mark + text.replaceAll('\\', '\\\\').replaceAll(mark, `\\${mark}`) + mark;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The dependencies of a remote, as every existing remote has them (versions: the workspace's, see create.mjs). */
export const DEPENDENCIES = [
  '@ant-design/icons',
  '@ant-design/icons-svg',
  '@console/shared',
  '@module-federation/enhanced',
  'antd',
  'dayjs',
  'i18next',
  'jotai',
  'ky',
  'react',
  'react-dom',
  'react-i18next',
  'react-router',
  'react-router-dom',
  'swr',
];
export const DEV_DEPENDENCIES = [
  '@console/api-contract',
  '@module-federation/rsbuild-plugin',
  '@rsbuild/core',
  '@rsbuild/plugin-react',
  '@testing-library/react',
  '@types/react',
  '@types/react-dom',
  'happy-dom',
];

/**
 * `names`: namesOf(name) (names.mjs). `titles`: the area's title in each language. `order`: its place in the menu.
 * `icon`: an `@ant-design/icons-svg` name. `versions`: a specifier for every dependency. Returns path -> content.
 */
export function remoteFiles({ names, titles, order, icon, versions }) {
  const { name, camel } = names;
  const pick = (list) => Object.fromEntries(list.map((dependency) => [dependency, versions[dependency]]));
  return {
    'package.json': json({
      name: names.packageName,
      version: '0.1.0',
      private: true,
      description: `Federated remote owning ${names.listPath}.`,
      type: 'module',
      scripts: {
        dev: 'rsbuild dev',
        build: 'rsbuild build',
        preview: 'rsbuild preview',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: pick(DEPENDENCIES),
      devDependencies: pick(DEV_DEPENDENCIES),
    }),

    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["node"] },
  "include": ["src", "rsbuild.config.ts", "test"]
}
`,

    'rsbuild.config.ts': `import { remoteApp } from '@console/shared/build';
import menu from './src/menu';

// Container, port and title: this remote's entry in remotes.mjs (the list of remotes).
export default remoteApp({ menu });
`,

    'src/index.ts': `// Async boundary: shared singletons are negotiated before any of them is imported.
void import('./bootstrap');
`,

    'src/bootstrap.tsx': `import { renderStandalone } from '@console/shared/standalone';
import menu from './menu';
import module from './module';

// The standalone dev shell (\`npm run dev -- ${name}\`): its own sign-in and a menu of this area's routes.
void renderStandalone(menu, module, document.getElementById('root') as HTMLElement);
`,

    'src/menu.ts': `import ${icon} from '@ant-design/icons-svg/es/asn/${icon}';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The ${name} area's menu (served as menu.json): its list under ${names.basePath}. */
export default defineRemoteMenu({
  name: ${quote(name)},
  namespace: ${quote(name)},
  order: ${order},
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: ${quote(names.basePath)},
      name: ${quote(names.pascal)},
      redirect: ${quote(names.listPath)},
      meta: { title: 'route.area', icon: ${icon}, roles: [ADMIN_ROLE] },
      children: [
        {
          path: ${quote(names.listPath)},
          name: ${quote(`${camel}List`)},
          meta: {
            title: 'route.list',
            roles: [ADMIN_ROLE],
            // The perm its API route will need (server/src/platform/perms.ts); the server enforces it.
            perms: [${quote(names.viewPerm)}],
            keepAlive: true,
          },
        },
      ],
    },
  ],
});
`,

    'src/module.tsx': `import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import type menu from './menu';

/** The ${name} area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: ${quote(name)},
  translations: { en, zh },
  pages: {
    ${camel}List: () => import('./pages/entries/EntriesPage'),
  },
});
`,

    'src/i18n/resources.ts': `// Every string of the area, in English (en.json) and Chinese (zh.json), each with exactly the other's keys (a
// string missing or left over does not compile). Read with useTranslation(${quote(name)}); the route titles are also
// in menu.json.
import type { SameKeys } from '@console/shared/contract';
import enStrings from './en.json';
import zhStrings from './zh.json';

export const en = enStrings;
export const zh: SameKeys<typeof en, typeof zhStrings> = zhStrings;
`,

    // The strings as data, as every area keeps them: translators edit JSON, and Prettier formats it the same way.
    'src/i18n/en.json': json({
      route: { area: titles.en, list: `${titles.en} list` },
      entries: {
        title: titles.en,
        name: 'Name',
        namePlaceholder: 'Part of a name',
        createdAt: 'Created',
        empty: 'Nothing matches these filters.',
        emptyAll: 'Nothing here yet.',
      },
    }),

    'src/i18n/zh.json': json({
      route: { area: titles.zh, list: `${titles.zh}列表` },
      entries: {
        title: titles.zh,
        name: '名称',
        namePlaceholder: '名称的一部分',
        createdAt: '创建时间',
        empty: '没有符合筛选条件的记录。',
        emptyAll: '暂无记录。',
      },
    }),

    'src/api.ts': `import { api, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type { PageOf } from '@console/api-contract';

/**
 * The route the list reads. The area's server module answers it once written (docs/remote-guide.md, "New area,
 * full stack"); until then the server answers 404 and the page shows the list kit's error state with Retry.
 */
const LIST_PATH = ${quote(names.apiPath)};

/**
 * One row of the list. When the route's schema is in api-contract/src/, import this type from
 * '@console/api-contract' instead of declaring it here.
 */
export interface Entry {
  id: number;
  name: string;
  /** ISO 8601 date-time. */
  createdAt: string;
}

/** The area in every query key of the remote. */
const AREA = ${quote(name)};

/**
 * Takes the list kit's flat parameters: the filters (name), pageNum, pageSize, sortField, sortOrder. The route's
 * query schema must name every one of them (sortField: the keys of the page's sortable columns, name and
 * createdAt): the API refuses a parameter a route does not take.
 */
const list = (params: QueryParams) => api.get<PageOf<Entry>>(LIST_PATH, params);

export const ${camel}Api = { list };

/**
 * The area's queries (docs/data-layer.md, "Query definitions and keys"): \`[area, resource, ...inputs]\`. Pages,
 * prefetches and invalidations take their keys from here.
 */
export const ${camel}Queries = {
  all: [AREA] as const,
  list: (params: QueryParams) => queryOptions([AREA, 'list', params], () => list(params)),
};
`,

    'src/pages/entries/EntriesPage.tsx': `import { ListPage, textFilter, timeColumn } from '@console/shared/list';
import { useTranslation } from 'react-i18next';
import { ${camel}Queries, type Entry } from '../../api';

/**
 * The area's list (${names.listPath}), declared on the list kit: filters, page and sort in the address and applied
 * by the server; loading, empty and error states; column chooser and density (docs/list-kit.md).
 */
export default function EntriesPage() {
  const { t } = useTranslation(${quote(name)});
  return (
    <ListPage<Entry>
      name="entries"
      table="entryTable"
      title={t('entries.title')}
      query={${camel}Queries.list}
      sort={{ field: 'createdAt' }}
      filters={[
        textFilter({
          name: 'name',
          label: t('entries.name'),
          placeholder: t('entries.namePlaceholder'),
          maxLength: 64,
        }),
      ]}
      columns={[
        { key: 'name', title: t('entries.name'), dataIndex: 'name', sortable: true, pinned: 'left' },
        timeColumn('createdAt', t('entries.createdAt'), { sortable: true }),
      ]}
      empty={{ filtered: t('entries.empty'), all: t('entries.emptyAll') }}
    />
  );
}
`,

    'test/EntriesPage.test.tsx': `import {
  envelope,
  renderRemotePage,
  resetBetweenPageTests,
  setupRemoteI18n,
  stubApi,
  testUser,
} from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../src/api';
import { en, zh } from '../src/i18n/resources';
import EntriesPage from '../src/pages/entries/EntriesPage';

const PAGE = ${quote(names.listPath)};
const LIST = ${quote(`GET ${names.apiPath}`)};
const USER = testUser([${quote(names.viewPerm)}]);

const entry = (id: number, name: string): Entry => ({ id, name, createdAt: '2026-11-20T08:00:00.000Z' });
const page = (list: Entry[], total = list.length) => envelope({ list, total });
const renderAt = (url: string) => renderRemotePage(<EntriesPage />, { url, user: USER });

resetBetweenPageTests(() => setupRemoteI18n(${quote(name)}, { en, zh }));

describe('EntriesPage', () => {
  it('lists what the API answers, newest first, with the total', async () => {
    const api = stubApi({ [LIST]: () => page([entry(1, 'First'), entry(2, 'Second')], 42) });
    renderAt(PAGE);
    expect(await screen.findByText('First')).toBeTruthy();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(Object.fromEntries(api.of(LIST)[0]!.params)).toEqual({
      pageNum: '1',
      pageSize: '20',
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
    expect(screen.getByTestId('entries-total').textContent).toBe('42 in all');
  });

  it('searches by name from page 1 and keeps the filter in the address', async () => {
    const api = stubApi({ [LIST]: () => page([entry(1, 'First')], 60) });
    renderAt(\`\${PAGE}?pageNum=3\`);
    await screen.findByText('First');
    fireEvent.change(screen.getByPlaceholderText(en.entries.namePlaceholder), { target: { value: 'fir' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.of(LIST)).toHaveLength(2));
    expect(Object.fromEntries(api.of(LIST)[1]!.params)).toMatchObject({ name: 'fir', pageNum: '1' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(\`\${PAGE}?name=fir\`));
  });

  it("shows the server's answer with Retry while the route does not exist, then the empty state", async () => {
    let calls = 0;
    stubApi({ [LIST]: () => (++calls === 1 ? envelope(null, 404, -1, 'Not Found') : page([])) });
    renderAt(PAGE);
    const alert = await screen.findByTestId('entries-error');
    expect(alert.textContent).toContain('Not Found');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(en.entries.emptyAll)).toBeTruthy();
  });
});
`,
  };
}
