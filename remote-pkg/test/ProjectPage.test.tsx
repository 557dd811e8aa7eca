import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteProjectDetail } from '../src/api';
import { folderOptions } from '../src/components/useFolders';
import ProjectPage from '../src/pages/project/ProjectPage';
import { envelope, renderAt, setupI18n, stubApi } from './support';

const PROJECT: SiteProjectDetail = {
  id: 7,
  title: 'Coffee Corner',
  cover: '/api/open/files/aaaaaaaaaaaaaaaaaaaaaa.png',
  num: 1,
  payUrl: '/api/open/files/bbbbbbbbbbbbbbbbbbbbbb.png',
  status: 'normal',
  plateNum: 'CC-01',
  viewCount: 1234,
  siteType: 'design',
  folderId: 3,
  folderTitle: 'Cafés',
  siteKey: 'site-key-1',
  publicPath: '/s/shopkey123/site-key-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  orders: 12,
  visits: 1234,
};

beforeAll(setupI18n);
afterEach(() => vi.unstubAllGlobals());

describe('ProjectPage', () => {
  it('shows the project with its figures, and copies its public link ("Copied" for 1500 ms)', async () => {
    stubApi({ 'GET /user/v1/projects/:id': () => envelope(PROJECT) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt(<ProjectPage />, { url: '/pkg/project/7', path: '/pkg/project/:id' });
    expect((await screen.findByTestId('project-heading')).textContent).toBe('Coffee Corner');
    expect(screen.getByTestId('project-qr-image').getAttribute('src')).toBe(PROJECT.payUrl);
    const button = screen.getByTestId('project-copy');
    // Timed from the click, which comes before the page's timer starts: seeing "Copied" can come late on a busy
    // machine (the old mark, taken then, measured as little as 1340 ms of the page's 1500).
    const clickedAt = Date.now();
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/shopkey123/site-key-1`);
    await waitFor(() => expect(button.textContent).toBe('Copy link'), { timeout: 4000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
  });

  it('wraps a 200-character title with no space inside its card, whole, as the heading', async () => {
    const title = 'T'.repeat(200);
    stubApi({ 'GET /user/v1/projects/:id': () => envelope({ ...PROJECT, title }) });
    renderAt(<ProjectPage />, { url: '/pkg/project/7', path: '/pkg/project/:id' });
    const heading = await screen.findByRole('heading', { level: 4 });
    expect(heading.textContent).toBe(title);
    // antd's card title is a single line cut at its edge; the heading breaks anywhere instead.
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(heading).whiteSpace).not.toBe('nowrap');
  });

  it("says so when the project does not exist (another shop's answers 404)", async () => {
    stubApi({ 'GET /user/v1/projects/:id': () => envelope(null, 404, -1, 'Project not found') });
    renderAt(<ProjectPage />, { url: '/pkg/project/99', path: '/pkg/project/:id' });
    expect(await screen.findByTestId('project-missing')).toBeTruthy();
  });
});

describe('folderOptions', () => {
  it('lists folders in tree order with their path', () => {
    const folder = (id: number, parentId: number | null, title: string) => ({
      id,
      parentId,
      title,
      version: 1,
      projects: 0,
    });
    expect(
      folderOptions([folder(2, 1, 'Seasonal'), folder(1, null, 'Retail'), folder(3, null, 'Cafés')]),
    ).toEqual([
      { value: 1, label: 'Retail' },
      { value: 2, label: 'Retail / Seasonal' },
      { value: 3, label: 'Cafés' },
    ]);
  });
});
