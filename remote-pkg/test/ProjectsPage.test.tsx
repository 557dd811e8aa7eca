import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteProject } from '../src/api';
import ProjectsPage from '../src/pages/projects/ProjectsPage';
import { envelope, renderAt, setupI18n, stubApi } from './support';
import { resetBetweenPageTests } from '@console/shared/testing';

resetBetweenPageTests(setupI18n);

const LONG: SiteProject = {
  id: 7,
  title: 'T'.repeat(200),
  cover: null,
  num: 0,
  payUrl: null,
  status: 'normal',
  plateNum: null,
  viewCount: 0,
  siteType: 'design',
  folderId: null,
  folderTitle: null,
  siteKey: 'k',
  publicPath: '/s/s/k',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};

describe('ProjectsPage', () => {
  beforeEach(() => {
    stubApi({
      'GET /user/v1/projects/list': () => envelope({ list: [LONG], total: 1 }),
      'GET /user/v1/folders/tree': () => envelope({ folders: [], unfiled: 1 }),
    });
  });

  it('keeps a 200-character title to a bounded width, cut with an ellipsis, the whole title on hover', async () => {
    renderAt(<ProjectsPage />, { url: '/pkg/project-list' });
    const link = await screen.findByTestId('project-link');
    expect(link.textContent).toBe(LONG.title);
    expect(link.getAttribute('title')).toBe(LONG.title);
    const style = getComputedStyle(link);
    expect(style.maxWidth).toBe('320px');
    expect([style.overflow, style.textOverflow, style.whiteSpace]).toEqual(['hidden', 'ellipsis', 'nowrap']);
  });
});
