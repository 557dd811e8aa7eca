import { setApiFeedback } from '@console/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import ProjectsPage from '../src/pages/projects/ProjectsPage';
import { envelope, renderAt, setupI18n, siteProject, stubApi, WithoutMotion } from './support';
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
    fireEvent.click(await screen.findByTestId('project-close'));
    // It asks first (the public site goes down); its Close pressed twice sends one request.
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' });
    fireEvent.click(yes);
    fireEvent.click(yes);
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
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toasts).toEqual(['Project not found']));
    await waitFor(() => expect(close.classList.contains('ant-btn-loading')).toBe(false));
  });

  // antd's App inside WithoutMotion, so that its dialogs close here too (the page's App is outside it).
  const renderWithoutMotion = () =>
    renderAt(
      <WithoutMotion>
        <App>
          <ProjectsPage />
        </App>
      </WithoutMotion>,
      { url: '/pkg/project-list' },
    );

  it.each(['Delete', 'Close'])(
    "%s asks in a dialog that takes the focus, on Cancel; Escape gives it back to the row's button",
    async (action) => {
      renderWithoutMotion();
      const opener = await screen.findByTestId(`project-${action.toLowerCase()}`);
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog');
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      await waitFor(() => expect(document.activeElement).toBe(cancel));
      // The destructive button is there, marked as such, but not the default.
      expect(
        within(dialog).getByRole('button', { name: action }).classList.contains('ant-btn-dangerous'),
      ).toBe(true);
      fireEvent.keyDown(cancel, { key: 'Escape', code: 'Escape', keyCode: 27 });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );

  it("Cancel closes the question, sends nothing and gives the focus back to the row's Delete", async () => {
    const api = stubApi({ ...LIST, 'DELETE /user/v1/projects/7': () => envelope({ outcome: 'deleted' }) });
    renderWithoutMotion();
    const opener = await screen.findByTestId('project-delete');
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(api.of('DELETE /user/v1/projects/7')).toHaveLength(0);
  });

  it('its Delete sends the DELETE once however quickly it is pressed, and says what was done', async () => {
    const api = stubApi({ ...LIST, 'DELETE /user/v1/projects/7': () => envelope({ outcome: 'deleted' }) });
    renderWithoutMotion();
    fireEvent.click(await screen.findByTestId('project-delete'));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Project deleted')).toBeTruthy();
    expect(api.of('DELETE /user/v1/projects/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
