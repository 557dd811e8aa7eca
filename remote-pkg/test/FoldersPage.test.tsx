import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Folder } from '../src/api';
import FoldersPage from '../src/pages/folders/FoldersPage';
import { envelope, renderAt, setupI18n, siteProject, stubApi, WithoutMotion } from './support';

beforeAll(setupI18n);
afterEach(() => vi.unstubAllGlobals());

/** A shop of 100 regions of 9 stores each: 1,000 folders. */
function manyFolders(): Folder[] {
  const folders: Folder[] = [];
  for (let region = 1; region <= 100; region++) {
    folders.push({ id: region, parentId: null, title: `Region ${region}`, version: 1, projects: 0 });
    for (let store = 1; store <= 9; store++)
      folders.push({
        id: 1000 + region * 10 + store,
        parentId: region,
        title: `Store ${region}.${store}`,
        version: 1,
        projects: 0,
      });
  }
  return folders;
}

/** My Folders with `folders` and no project, antd's animations off (a closed dialog then finishes closing). */
function renderWithoutMotion(folders: unknown[]) {
  stubApi({
    'GET /user/v1/folders/tree': () => envelope({ folders, unfiled: 0 }),
    'GET /user/v1/projects/list': () => envelope({ list: [], total: 0 }),
  });
  renderAt(
    <WithoutMotion>
      <FoldersPage />
    </WithoutMotion>,
    { url: '/pkg/pkg-list' },
  );
}

describe('FoldersPage', () => {
  it('draws only the folders in view when a shop has a thousand of them, nested in order', async () => {
    const folders = manyFolders();
    stubApi({
      'GET /user/v1/folders/tree': () => envelope({ folders, unfiled: 0 }),
      'GET /user/v1/projects/list': () => envelope({ list: [], total: 0 }),
    });
    renderAt(<FoldersPage />, { url: '/pkg/pkg-list' });
    await waitFor(() => expect(screen.getAllByTestId('folder-node').length).toBeGreaterThan(0));
    const drawn = screen.getAllByTestId('folder-node').map((node) => node.getAttribute('data-folder'));
    // The first rows of the whole tree, opened: a region, then its stores.
    expect(drawn.slice(0, 3)).toEqual(['Region 1', 'Store 1.1', 'Store 1.2']);
    expect(drawn.length).toBeLessThan(100);
  });

  it.each(['Escape', 'Cancel'])(
    'gives the focus back to "New folder" when its dialog is closed (%s)',
    async (how) => {
      renderWithoutMotion([]);
      const opener = await screen.findByTestId('folder-create');
      opener.focus();
      fireEvent.click(opener);
      const name = await screen.findByTestId('folder-name');
      // In the dialog (the browser puts it in the name field; without animations antd focuses the dialog itself).
      await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
      if (how === 'Escape') fireEvent.keyDown(name, { key: 'Escape', code: 'Escape', keyCode: 27 });
      else fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByTestId('folder-name')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );

  it('each dialog opens with its own values, not the last one’s (a Move saved unchanged moved a folder elsewhere)', async () => {
    renderWithoutMotion([
      { id: 1, parentId: null, title: 'Retail', version: 1, projects: 0 },
      { id: 2, parentId: null, title: 'Cafés', version: 1, projects: 0 },
      { id: 3, parentId: 1, title: 'Seasonal', version: 1, projects: 0 },
    ]);
    const choose = async (folder: string, item: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Actions for folder ${folder}` }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      return screen.findByRole('dialog');
    };
    const cancel = async (dialog: HTMLElement) => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    const target = (dialog: HTMLElement) =>
      dialog.querySelector('[data-testid="folder-target"] .ant-select-content, .ant-select-selection-item')
        ?.textContent;

    let dialog = await choose('Cafés', 'Move to…');
    await waitFor(() => expect(target(dialog)).toBe('Top level'));
    await cancel(dialog);
    dialog = await choose('Seasonal', 'Move to…');
    await waitFor(() => expect(target(dialog)).toBe('Retail'));
    await cancel(dialog);

    dialog = await choose('Retail', 'Rename');
    await waitFor(() =>
      expect((within(dialog).getByTestId('folder-name') as HTMLInputElement).value).toBe('Retail'),
    );
    await cancel(dialog);
    fireEvent.click(screen.getByTestId('folder-create'));
    dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByTestId('folder-name') as HTMLInputElement).value).toBe(''),
    );
  });

  it('Delete from a folder’s menu asks in a dialog that takes the focus (on Cancel) and gives it back; OK deletes', async () => {
    const api = stubApi({
      'GET /user/v1/folders/tree': () =>
        envelope({
          folders: [{ id: 1, parentId: null, title: 'Cafés', version: 3, projects: 0 }],
          unfiled: 0,
        }),
      'GET /user/v1/projects/list': () => envelope({ list: [], total: 0 }),
      'DELETE /user/v1/folders/1': () => envelope(null),
    });
    // The confirm is antd's App's: that App inside the motionless theme (it then finishes closing at once).
    renderAt(
      <WithoutMotion>
        <App>
          <FoldersPage />
        </App>
      </WithoutMotion>,
      { url: '/pkg/pkg-list' },
    );
    const menu = await screen.findByRole('button', { name: 'Actions for folder Cafés' });
    const askDelete = async () => {
      menu.focus();
      fireEvent.click(menu);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() =>
        expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
      );
      return dialog;
    };
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(menu));
    expect(api.of('DELETE /user/v1/folders/1')).toHaveLength(0);
    fireEvent.click(within(await askDelete()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('DELETE /user/v1/folders/1')).toHaveLength(1));
  });

  it("gives the focus back to a folder's menu button when a dialog opened from its menu is closed", async () => {
    renderWithoutMotion([{ id: 1, parentId: null, title: 'Cafés', version: 1, projects: 0 }]);
    const menu = await screen.findByRole('button', { name: 'Actions for folder Cafés' });
    menu.focus();
    fireEvent.click(menu);
    // As in the browser, the item clicked has the focus (and goes once the menu closes).
    const rename = await screen.findByRole('menuitem', { name: 'Rename' });
    rename.focus();
    fireEvent.click(rename);
    await screen.findByTestId('folder-name');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it("a folder's menu is a menu button: Arrow Down opens it on its first item, Escape gives the focus back", async () => {
    renderWithoutMotion([{ id: 1, parentId: null, title: 'Cafés', version: 1, projects: 0 }]);
    const menu = await screen.findByRole('button', { name: 'Actions for folder Cafés' });
    expect(menu.getAttribute('aria-haspopup')).toBe('menu');
    menu.focus();
    fireEvent.keyDown(menu, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'New subfolder' })),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(menu);
  });

  it('after moving the selected projects, the focus goes to their pane (their opener is disabled then)', async () => {
    const api = stubApi({
      'GET /user/v1/folders/tree': () =>
        envelope({
          folders: [{ id: 1, parentId: null, title: 'Cafés', version: 1, projects: 0 }],
          unfiled: 1,
        }),
      'GET /user/v1/projects/list': () => envelope({ list: [siteProject({ id: 7 })], total: 1 }),
      'POST /user/v1/projects/move': () => envelope({ moved: 1 }),
    });
    renderAt(
      <WithoutMotion>
        <FoldersPage />
      </WithoutMotion>,
      { url: '/pkg/pkg-list' },
    );
    const rowBox = (await screen.findAllByRole('checkbox')).at(-1)!;
    fireEvent.click(rowBox);
    const opener = screen.getByTestId('projects-move');
    await waitFor(() => expect((opener as HTMLButtonElement).disabled).toBe(false));
    opener.focus();
    fireEvent.click(opener);
    await screen.findByTestId('folder-target');
    fireEvent.click(screen.getByTestId('folder-dialog-ok'));
    await waitFor(() => expect(api.of('POST /user/v1/projects/move')).toHaveLength(1));
    expect(api.of('POST /user/v1/projects/move')[0]!.body).toEqual({ ids: [7], folderId: null });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('folder-pane-title')));
    expect((opener as HTMLButtonElement).disabled).toBe(true);
  });

  it('cuts a long folder name and a long project title to their room, the whole of each on hover', async () => {
    const folder = 'F'.repeat(100);
    const project = 'T'.repeat(200);
    stubApi({
      'GET /user/v1/folders/tree': () =>
        envelope({
          folders: [{ id: 1, parentId: null, title: folder, version: 1, projects: 1 }],
          unfiled: 0,
        }),
      'GET /user/v1/projects/list': () =>
        envelope({
          list: [siteProject({ title: project, folderId: 1, folderTitle: folder })],
          total: 1,
        }),
    });
    renderAt(<FoldersPage />, { url: '/pkg/pkg-list' });
    const name = within(await screen.findByTestId('folder-node')).getByTitle(folder);
    expect(name.textContent).toBe(folder);
    const link = await screen.findByRole('link', { name: project });
    for (const cut of [name, link]) {
      const style = getComputedStyle(cut);
      expect([style.overflow, style.textOverflow, style.whiteSpace]).toEqual([
        'hidden',
        'ellipsis',
        'nowrap',
      ]);
    }
    expect(link.getAttribute('title')).toBe(project);
    expect(getComputedStyle(link).maxWidth).toBe('320px');
  });
});
