import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ProjectsPage from '../src/pages/projects/ProjectsPage';
import { envelope, renderAt, setupI18n, siteProject, stubApi } from './support';
import { resetBetweenPageTests } from '@console/shared/testing';

resetBetweenPageTests(setupI18n);

const LONG = siteProject({ title: 'T'.repeat(200) });

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
