import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Folder } from '../src/api';
import FoldersPage from '../src/pages/folders/FoldersPage';
import { envelope, renderAt, setupI18n, stubApi } from './support';

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
});
