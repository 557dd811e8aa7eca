import { setApiFeedback } from '@console/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ProjectsPage from '../src/pages/projects/ProjectsPage';
import { envelope, renderAt, setupI18n, siteProject, stubApi } from './support';
import { resetBetweenPageTests } from '@console/shared/testing';

resetBetweenPageTests(setupI18n);

const LONG = siteProject({ title: 'T'.repeat(200) });

const LIST = {
  'GET /user/v1/projects/list': () => envelope({ list: [LONG], total: 1 }),
  'GET /user/v1/folders/tree': () => envelope({ folders: [], unfiled: 1 }),
};

describe('ProjectsPage', () => {
  beforeEach(() => {
    stubApi(LIST);
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

  it('closes a project once however quickly Close is pressed, says so and reads the list again', async () => {
    const api = stubApi({
      ...LIST,
      'POST /user/v1/projects/7/close': () => envelope({ ...LONG, status: 'closed' }),
    });
    renderAt(<ProjectsPage />, { url: '/pkg/project-list' });
    const close = await screen.findByTestId('project-close');
    fireEvent.click(close);
    fireEvent.click(close);
    expect(await screen.findByText('Project closed')).toBeTruthy();
    expect(api.of('POST /user/v1/projects/7/close')).toHaveLength(1);
    await waitFor(() => expect(api.of('GET /user/v1/projects/list').length).toBeGreaterThan(1));
  });

  it('a refused close is said by the client and leaves the row as it was, with nothing left running', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    stubApi({
      ...LIST,
      'POST /user/v1/projects/7/close': () => envelope(null, 404, -1, 'Project not found'),
    });
    renderAt(<ProjectsPage />, { url: '/pkg/project-list' });
    const close = await screen.findByTestId('project-close');
    fireEvent.click(close);
    await waitFor(() => expect(toasts).toEqual(['Project not found']));
    await waitFor(() => expect(close.classList.contains('ant-btn-loading')).toBe(false));
  });
});
