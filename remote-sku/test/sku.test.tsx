import { i18n, setUser } from '@console/shared';
import { renderRemotePage } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SKU_IMPORT_MAX_BYTES } from '@console/api-contract/values';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SkuCategory, SkuTag } from '../src/api';
import { ImportDialog } from '../src/components/ImportDialog';
import CategoryPage from '../src/pages/category/CategoryPage';
import { MoveDialog } from '../src/pages/category/MoveDialog';
import { nestCategories } from '../src/pages/category/tree';
import TagPage from '../src/pages/tag/TagPage';
import { ADMIN, LANGUAGES, renderPage, reply, setupI18n, stubApi } from './support';

beforeAll(setupI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  setUser(null);
  localStorage.clear();
});

const category = (over: Partial<SkuCategory> & Pick<SkuCategory, 'id' | 'code'>): SkuCategory => ({
  name: over.code,
  names: {},
  missing: ['zh', 'es'],
  uses: 0,
  updatedAt: '2026-11-25T10:00:00.000Z',
  parentId: null,
  position: 0,
  depth: 0,
  path: [],
  childCount: 0,
  ...over,
});

const tag = (over: Partial<SkuTag> & Pick<SkuTag, 'id' | 'code'>): SkuTag => ({
  name: over.code,
  names: {},
  missing: [],
  uses: 0,
  color: '#ff5500',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

/** The query parameters of the two list routes (api-contract/src/sku.ts): the server refuses any other. */
const TAG_LIST_PARAMS = ['pageNum', 'pageSize', 'keyword', 'missing'];
const CATEGORY_LIST_PARAMS = [...TAG_LIST_PARAMS, 'expanded'];

describe('nestCategories', () => {
  it('nests rows depth first; a closed branch gets an empty children list (its expander)', () => {
    const rows = [
      category({ id: 1, code: 'a', childCount: 1 }),
      category({ id: 2, code: 'b', parentId: 1, depth: 1, childCount: 2 }),
      category({ id: 3, code: 'c', childCount: 0, position: 1 }),
    ];
    const tree = nestCategories(rows, false);
    expect(tree.map((row) => row.code)).toEqual(['a', 'c']);
    expect(tree[0]!.children!.map((row) => row.code)).toEqual(['b']);
    expect(tree[0]!.children![0]!.children).toEqual([]);
    expect(tree[1]!.children).toBeUndefined();
    expect(nestCategories(rows, true).every((row) => row.children === undefined)).toBe(true);
  });
});

describe('CategoryPage', () => {
  it('shows the tree with missing languages, retained names, and opens a branch on demand', async () => {
    const drinksCategory = category({
      id: 1,
      code: 'drinks',
      childCount: 1,
      missing: [],
      names: { zh: '饮品', es: 'Bebidas' },
    });
    const api = stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': (call) =>
        reply({
          total: 1,
          list: [
            drinksCategory,
            // The branch's children come only once it is open.
            ...(call.params.get('expanded')
              ? [
                  category({
                    id: 2,
                    code: 'coffee',
                    parentId: 1,
                    depth: 1,
                    path: ['drinks'],
                    missing: ['es'],
                  }),
                ]
              : []),
          ],
        }),
    });
    renderPage(CategoryPage, '/sku/category');
    const drinks = (await screen.findByTestId('category-drinks')).closest('tr') as HTMLElement;
    expect(within(drinks).getByText('All languages')).toBeTruthy();
    expect(within(drinks).getByText('饮品')).toBeTruthy();
    expect(screen.getByTestId('sku-retained').textContent).toContain('French (fr)');
    fireEvent.click(within(drinks).getByRole('button', { name: /expand/i }));
    const coffee = (await screen.findByTestId('category-coffee')).closest('tr') as HTMLElement;
    expect(within(coffee).getByText('es')).toBeTruthy();
    const lists = api.calls.filter((call) => call.path === '/user/v1/sku/category/list');
    expect(lists.at(-1)!.params.get('expanded')).toBe('1');
    // Only the parameters the route takes (the API refuses any other with a 400): no sort keys of the list kit.
    for (const call of lists)
      expect(
        [...call.params.keys()].every((key) => CATEGORY_LIST_PARAMS.includes(key)),
        `${call.params}`,
      ).toBe(true);
  });

  it("a row's ⋮ menu is a menu button: it opens on its first enabled item, Escape gives the focus back", async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () =>
        reply({
          total: 2,
          list: [category({ id: 1, code: 'kb' }), category({ id: 2, code: 'b', position: 1 })],
        }),
    });
    renderPage(CategoryPage, '/sku/category');
    const more = await screen.findByTestId('category-more-kb');
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    more.focus();
    // Enter or Space on a button is its click.
    fireEvent.click(more);
    // "Move up" is off on the first row: the focus skips it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Add subcategory/ })),
    );
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(more);
    // Arrow Down opens it too.
    fireEvent.keyDown(more, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Add subcategory/ })),
    );
  });

  it.each(['Move…', 'Delete'])(
    'a dialog opened from the ⋮ menu (%s) gives the focus back to it when closed (Cancel; Escape in e2e), and names the category in Chinese',
    async (item) => {
      stubApi({
        'GET /user/v1/sku/languages': () => reply(LANGUAGES),
        'GET /user/v1/sku/category/list': () =>
          reply({
            total: 1,
            list: [category({ id: 1, code: 'kb', name: 'Kb Cat', names: { zh: '键盘分类' } })],
          }),
        'GET /user/v1/sku/category/1/impact': () =>
          reply({ children: 0, descendants: 0, uses: 0, branchUses: 0 }),
      });
      // Without antd's motion a closed dialog finishes closing at once (and gives the focus back then).
      renderRemotePage(
        <ConfigProvider theme={{ token: { motion: false } }}>
          <CategoryPage />
        </ConfigProvider>,
        { url: '/sku/category', user: ADMIN },
      );
      const more = await screen.findByTestId('category-more-kb');
      more.focus();
      fireEvent.click(more);
      fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(document.activeElement).toBe(more));

      await act(() => i18n.changeLanguage('zh'));
      try {
        fireEvent.click(more);
        fireEvent.click(await screen.findByRole('menuitem', { name: item === 'Delete' ? /删除/ : /移动/ }));
        await waitFor(() =>
          expect(screen.getByRole('dialog').querySelector('.ant-modal-title')!.textContent).toContain(
            '键盘分类',
          ),
        );
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    },
  );

  it("names a row's ⋮ menu by the category's name in the console's language", async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () =>
        reply({
          total: 2,
          list: [
            category({ id: 1, code: 'kb', name: 'Kb Cat', names: { zh: '键盘分类' } }),
            // No Chinese name yet: the default language's.
            category({ id: 2, code: 'mouse', name: 'Mouse', position: 1 }),
          ],
        }),
    });
    await act(() => i18n.changeLanguage('zh'));
    try {
      renderPage(CategoryPage, '/sku/category');
      expect((await screen.findByTestId('category-more-kb')).getAttribute('aria-label')).toBe(
        '键盘分类 的更多操作',
      );
      expect(screen.getByTestId('category-more-mouse').getAttribute('aria-label')).toBe('Mouse 的更多操作');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(screen.getByTestId('category-more-kb').getAttribute('aria-label')).toBe('More actions for Kb Cat');
  });

  it('shows the server message on the code field when the code is taken', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () => reply({ total: 0, list: [] }),
      'POST /user/v1/sku/category': () =>
        reply(
          { fields: { code: 'This code is already used in your shop' } },
          400,
          -1,
          'This code is already used in your shop',
        ),
    });
    renderPage(CategoryPage, '/sku/category');
    fireEvent.click(await screen.findByTestId('category-add'));
    const form = screen.getByTestId('category-form');
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'drinks' } });
    fireEvent.change(within(form).getByLabelText('Name (English (en), default)'), {
      target: { value: 'Drinks' },
    });
    fireEvent.change(within(form).getByLabelText('Name (中文 (zh))'), { target: { value: '饮品' } });
    fireEvent.click(screen.getByTestId('category-save'));
    expect(await within(form).findByText('This code is already used in your shop')).toBeTruthy();
  });

  it('a refused code says what is wrong with it, not the help text again', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () => reply({ total: 0, list: [] }),
    });
    renderPage(CategoryPage, '/sku/category');
    fireEvent.click(await screen.findByTestId('category-add'));
    const form = screen.getByTestId('category-form');
    const code = within(form).getByLabelText('Code');
    fireEvent.change(code, { target: { value: 'cold brew!' } });
    expect(await within(form).findByText('the space and "!" are not allowed in a code')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'cold#brew' } });
    expect(await within(form).findByText('"#" is not allowed in a code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '-cold' } });
    expect(await within(form).findByText('Start the code with a letter or a digit')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'cold-brew' } });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
  });

  it('a user without the read perm sees the server’s refusal instead of rows', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () =>
        reply(null, 403, -1, 'Account The account does not have permission'),
    });
    renderPage(CategoryPage, '/sku/category', {
      ...ADMIN,
      perms: ['dashboard:view'],
    });
    await waitFor(() =>
      expect(screen.getByTestId('sku-languages-error').textContent).toContain('permission'),
    );
    expect(screen.queryByTestId('category-add')).toBeNull();
  });
});

describe('TagPage', () => {
  it('lists tags in their colour with names per language and the missing filter', async () => {
    const api = stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/tag/list': () =>
        reply({
          total: 1,
          list: [tag({ id: 1, code: 'summer', names: { zh: '夏季' }, missing: ['es'], uses: 3 })],
        }),
    });
    renderPage(TagPage, '/sku/tag');
    const summer = await screen.findByTestId('tag-summer');
    expect(summer.getAttribute('data-color')).toBe('#ff5500');
    // the shop's orange as the fill, with the text colour that reads on it (black: 7.2:1, white would be 2.9:1)
    expect(summer.style.color).toMatch(/^(#000000|rgb\(0, 0, 0\))$/);
    const row = summer.closest('tr') as HTMLElement;
    expect(within(row).getByText('夏季')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(row.querySelector('[data-missing="es"]')).not.toBeNull();
    const lists = api.calls.filter((call) => call.path === '/user/v1/sku/tag/list');
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists)
      expect(
        [...call.params.keys()].every((key) => TAG_LIST_PARAMS.includes(key)),
        `${call.params}`,
      ).toBe(true);
  });
});

describe('ImportDialog', () => {
  /** Opens the tags' import, sends a file and answers the report the stubbed server gives. */
  async function importReport() {
    renderRemotePage(
      <ImportDialog
        kind="tag"
        open
        onClose={() => undefined}
        onImported={() => undefined}
        languages={{
          defaultCode: 'en',
          defaultLanguage: LANGUAGES.linked[0]!,
          others: [],
          retained: [],
          label: (code) => code,
        }}
      />,
      { url: '/sku/tag', user: ADMIN },
    );
    fireEvent.change(screen.getByTestId('sku-import-file'), {
      target: { files: [new File(['code,name\n'], 'tags.csv', { type: 'text/csv' })] },
    });
    return screen.findByTestId('sku-import-report');
  }

  it('shows a long report ten lines at a time, errors first, and pages through it', async () => {
    // A file of 5,000 lines, every one of them bad: the report the server sends for it.
    const errors = Array.from({ length: 5000 }, (_, at) => ({ line: at + 2, reason: `Bad line ${at + 2}` }));
    const api = stubApi({
      'POST /user/v1/sku/tag/import': () =>
        reply({ valid: false, applied: false, created: 0, updated: 0, unchanged: 0, changes: [], errors }),
    });
    const report = await importReport();
    expect(api.of('POST /user/v1/sku/tag/import')).toHaveLength(1);
    const lines = () =>
      within(report)
        .getAllByTestId('sku-import-error')
        .map((item) => item.textContent);
    expect(lines()).toHaveLength(10);
    expect(lines()[0]).toBe('Line 2: Bad line 2');
    fireEvent.click(within(report).getByTitle('3'));
    await waitFor(() => expect(lines()[0]).toBe('Line 22: Bad line 22'));
    expect(lines()).toHaveLength(10);
    expect(within(report).getByTitle('500')).toBeTruthy();
  });

  it('a file over the size limit clears the file chosen before and its report (Import off)', async () => {
    stubApi({
      'POST /user/v1/sku/tag/import': () =>
        reply({
          valid: true,
          applied: false,
          created: 1,
          updated: 0,
          unchanged: 0,
          changes: [{ line: 2, code: 'a', action: 'create', fields: [] }],
          errors: [],
        }),
    });
    const report = await importReport();
    expect(report.getAttribute('data-valid')).toBe('true');
    expect(screen.getByText('File: tags.csv')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sku-import-apply')).toHaveProperty('disabled', false));
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: SKU_IMPORT_MAX_BYTES + 1 });
    fireEvent.change(screen.getByTestId('sku-import-file'), { target: { files: [big] } });
    expect(await screen.findByText('The file is too large (at most 1 MB).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sku-import-report')).toBeNull());
    expect(screen.queryByText('File: tags.csv')).toBeNull();
    expect(screen.getByTestId('sku-import-apply')).toHaveProperty('disabled', true);
  });

  it('empties the file field after each choice, so the same file chosen again is checked again', async () => {
    const api = stubApi({
      'POST /user/v1/sku/tag/import': () =>
        reply({
          valid: false,
          applied: false,
          created: 0,
          updated: 0,
          unchanged: 0,
          changes: [],
          errors: [],
        }),
    });
    const field = screen.queryByTestId('sku-import-file');
    expect(field).toBeNull();
    await importReport();
    const input = screen.getByTestId('sku-import-file');
    const setValue = vi.fn();
    Object.defineProperty(input, 'value', { configurable: true, get: () => '', set: setValue });
    fireEvent.change(input, {
      target: { files: [new File(['code,name\n'], 'tags.csv', { type: 'text/csv' })] },
    });
    expect(setValue).toHaveBeenCalledWith('');
    await waitFor(() => expect(api.of('POST /user/v1/sku/tag/import')).toHaveLength(2));
  });

  it("says the server's reasons in Chinese, with the line's own values", async () => {
    stubApi({
      'POST /user/v1/sku/tag/import': () =>
        reply({
          valid: false,
          applied: false,
          created: 0,
          updated: 0,
          unchanged: 0,
          changes: [],
          errors: [
            { line: 3, reason: 'Code cold-brew appears more than once in the file (first on line 2)' },
            { line: 4, reason: 'Expected 3 cells, found 2' },
            { line: 5, reason: 'Colour must be a hex colour such as #1677ff' },
          ],
        }),
    });
    await act(() => i18n.changeLanguage('zh'));
    try {
      const report = await importReport();
      const reasons = within(report)
        .getAllByTestId('sku-import-error')
        .map((item) => item.textContent!.replace(/^.*?: /, ''));
      expect(reasons).toEqual([
        '编码 cold-brew 在文件中出现了不止一次（首次在第 2 行）',
        '应有 3 个单元格，实有 2 个',
        '颜色须为十六进制颜色，例如 #1677ff',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('MoveDialog', () => {
  /** The options the parent's list shows, in order. */
  const optionTexts = () =>
    [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

  it('while a search is typed, lists only what matches it (the first option is a match)', async () => {
    const food = category({ id: 7, code: 'food', name: 'Food' });
    const api = stubApi({
      'GET /user/v1/sku/category/list': (call) =>
        reply({ total: 1, list: call.params.get('keyword') === 'food' ? [food] : [] }),
    });
    renderRemotePage(
      <MoveDialog
        open
        category={category({ id: 2, code: 'snack', name: 'Snack', parentId: 1, depth: 1, path: ['Drinks'] })}
        onClose={() => undefined}
        onMoved={() => undefined}
      />,
      { url: '/sku/category', user: ADMIN },
    );
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(search);
    // No search: the top level and the current parent, as before.
    await waitFor(() => expect(optionTexts()).toEqual(['Top level', 'Drinks']));
    fireEvent.change(search, { target: { value: 'food' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Food (food)']));
    expect(api.calls.some((call) => call.params.get('keyword') === 'food')).toBe(true);
    // The option Enter picks: the first, a match.
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option-active')?.textContent).toBe('Food (food)'),
    );
    // "Top level" and the current parent stay when their label holds the text (any case).
    fireEvent.change(search, { target: { value: 'TOP' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Top level']));
    fireEvent.change(search, { target: { value: 'drin' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Drinks']));
  });
});

describe('TagForm', () => {
  it('New tag puts the focus on the code field', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/tag/list': () => reply({ total: 0, list: [] }),
    });
    renderRemotePage(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <TagPage />
      </ConfigProvider>,
      { url: '/sku/tag', user: ADMIN },
    );
    fireEvent.click(await screen.findByTestId('tag-add'));
    const form = await screen.findByTestId('tag-form');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Code')));
  });
});

describe('CategoryForm', () => {
  it('New and Edit put the focus on the code field', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () =>
        reply({ total: 1, list: [category({ id: 1, code: 'kb', name: 'Kb Cat' })] }),
    });
    renderRemotePage(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <CategoryPage />
      </ConfigProvider>,
      { url: '/sku/category', user: ADMIN },
    );
    fireEvent.click(await screen.findByTestId('category-add'));
    const form = await screen.findByTestId('category-form');
    const code = within(form).getByLabelText('Code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).not.toBe(code));
    fireEvent.click(screen.getByTestId('category-edit-kb'));
    // The form's reset remounts its fields: a new input.
    const editCode = () => within(form).getByLabelText('Code');
    await waitFor(() => expect(editCode()).toHaveProperty('value', 'kb'));
    await waitFor(() => expect(document.activeElement).toBe(editCode()));
  });
});

describe('deleting a tag', () => {
  it("asks with the focus on Cancel; Cancel gives it back to the row's Delete, nothing sent", async () => {
    const api = stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/tag/list': () => reply({ total: 1, list: [tag({ id: 1, code: 'one' })] }),
    });
    // antd's App with its animations off, so that a closing dialog gives the focus back here (happy-dom never
    // ends a CSS transition; the page's own App is outside this provider). Escape is not pressed here: under test
    // antd gives every layer the same id, and the page's kept-mounted tag form then holds Escape's one place.
    const Page = () => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <TagPage />
        </App>
      </ConfigProvider>
    );
    renderPage(Page, '/sku/tag');
    const opener = await screen.findByRole('button', { name: 'Delete one' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete tag one?');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(within(dialog).getByRole('button', { name: 'Delete' }).classList).toContain('ant-btn-dangerous');
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('plurals', () => {
  it('a tag used by one project says so in the singular', async () => {
    stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/tag/list': () =>
        reply({
          total: 2,
          list: [tag({ id: 1, code: 'one', uses: 1 }), tag({ id: 2, code: 'two', uses: 2 })],
        }),
    });
    renderPage(TagPage, '/sku/tag');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete one' }));
    expect(await screen.findByText('1 project uses this tag: it will lose it.')).toBeTruthy();
    expect(i18n.t('tag.deleteUses', { ns: 'sku', count: 2 })).toBe(
      '2 projects use this tag: they will lose it.',
    );
  });

  it('deleting a category: each number agrees with its noun, in the dialog and in the toast', async () => {
    const api = stubApi({
      'GET /user/v1/sku/languages': () => reply(LANGUAGES),
      'GET /user/v1/sku/category/list': () =>
        reply({ total: 1, list: [category({ id: 1, code: 'kb', childCount: 1, uses: 1 })] }),
      'GET /user/v1/sku/category/1/impact': () =>
        reply({ children: 1, descendants: 1, uses: 1, branchUses: 1 }),
      'DELETE /user/v1/sku/category/1': () => reply({ deleted: 1, lifted: 1, unassigned: 1 }),
    });
    renderPage(CategoryPage, '/sku/category');
    fireEvent.click(await screen.findByTestId('category-more-kb'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const dialog = await screen.findByTestId('delete-dialog');
    expect(
      within(dialog).getByText('Delete only this category; move its 1 subcategory up a level'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Delete the whole branch (2 categories)')).toBeTruthy();
    expect(
      within(dialog).getByText('1 project uses a category that will be deleted: it will have no category.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByText('1 deleted, 1 moved up, 1 project unclassified')).toBeTruthy();
    expect(api.of('DELETE /user/v1/sku/category/1')).toHaveLength(1);
    const t = (key: string, options: object) => i18n.t(key, { ns: 'sku', ...options });
    expect(t('category.deleteBranch', { count: 1 })).toBe('Delete the whole branch (1 category)');
    expect(t('category.deleteUses', { count: 3 })).toBe(
      '3 projects use a category that will be deleted: they will have no category.',
    );
    expect(
      t('category.deletedMany', {
        deleted: 1,
        lifted: 4,
        unassigned: t('category.unassigned', { count: 2 }),
      }),
    ).toBe('1 deleted, 4 moved up, 2 projects unclassified');
  });
});
