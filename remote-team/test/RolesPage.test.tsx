import { i18n, setApiFeedback } from '@console/shared';
import { expectConfirmBacksOut } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import type { Role } from '../src/api';
import RolesPage from '../src/pages/roles/RolesPage';
import { envelope, READER, renderPage, resetBetweenPageTests, setupI18n, stubApi } from './support';

const role = (overrides: Partial<Role> & Pick<Role, 'id' | 'name'>): Role => ({
  owner: false,
  perms: [],
  members: 0,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});
const ROLES = [
  role({ id: 1, name: 'Owner', owner: true, perms: ['order:view', 'team:edit'], members: 1 }),
  role({ id: 2, name: 'Orders', perms: ['order:view', 'order:confirm'], members: 2 }),
];
const LIST = 'GET /user/v1/team/roles';
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

resetBetweenPageTests(setupI18n);

describe('RolesPage', () => {
  it('lists roles with their perms by name; Owner holds every perm and has no actions', async () => {
    stubApi({ [LIST]: () => envelope({ list: ROLES, total: 2 }) });
    renderPage(RolesPage, { url: '/team/roles' });
    await screen.findByText('Every perm');
    expect(within(row('Every perm')).queryByRole('button', { name: /Edit/ })).toBeNull();
    const orders = row('Orders');
    expect(within(orders).getByText('Read orders')).toBeTruthy();
    expect(within(orders).getByText('Confirm payments')).toBeTruthy();
    // A role with members cannot be deleted.
    expect(
      within(orders)
        .getByRole('button', { name: /Delete/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('changes a role: the perms the server knows, as checkboxes, sent with the name', async () => {
    const api = stubApi({
      [LIST]: () => envelope({ list: ROLES, total: 2 }),
      'GET /user/v1/team/perms': () => envelope({ perms: ['dashboard:view', 'order:confirm', 'order:view'] }),
      'PUT /user/v1/team/roles/2': () => envelope(ROLES[1]),
    });
    renderPage(RolesPage, { url: '/team/roles' });
    await screen.findByText('Every perm');
    fireEvent.click(within(row('Orders')).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByTestId('role-dialog');
    const dashboard = await within(dialog).findByRole('checkbox', {
      name: 'Read the dashboard and statistics',
    });
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Confirm payments' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(dashboard);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('PUT /user/v1/team/roles/2')).toHaveLength(1));
    const body = api.of('PUT /user/v1/team/roles/2')[0]!.body as { name: string; perms: string[] };
    expect(body.name).toBe('Orders');
    expect([...body.perms].sort()).toEqual(['dashboard:view', 'order:confirm', 'order:view']);
  });

  it('a name taken is refused by the server at the name field, in the person’s language', async () => {
    const TAKEN = 'A role with this name exists';
    const api = stubApi({
      [LIST]: () => envelope({ list: ROLES, total: 2 }),
      'GET /user/v1/team/perms': () => envelope({ perms: ['order:view'] }),
      'POST /user/v1/team/roles': () => envelope({ fields: { name: TAKEN } }, 400, -1, TAKEN),
    });
    for (const [language, everyPerm, name, taken] of [
      ['en', 'Every perm', 'Name', TAKEN],
      ['zh', '全部权限', '名称', '已有同名角色'],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      const { unmount } = renderPage(RolesPage, { url: '/team/roles' });
      await screen.findByText(everyPerm);
      fireEvent.click(screen.getByTestId('role-add'));
      const dialog = await screen.findByTestId('role-dialog');
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value: 'Orders' } });
      fireEvent.submit(within(dialog).getByTestId('role-form'));
      expect(await within(dialog).findByText(taken)).toBeTruthy();
      unmount();
    }
    expect(api.of('POST /user/v1/team/roles')).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));
  });

  it('deleting a role given members meanwhile: the refusal is said once, the question closes, the list is read again', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    const unused = role({ id: 3, name: 'Packers', perms: ['order:view'] });
    const IN_USE = 'This role still has members: give them another role first';
    const api = stubApi({
      [LIST]: () => envelope({ list: [...ROLES, unused], total: 3 }),
      'DELETE /user/v1/team/roles/3': () => envelope(null, 409, -1, IN_USE),
    });
    renderPage(RolesPage, { url: '/team/roles' });
    await screen.findByText('Packers');
    fireEvent.click(within(row('Packers')).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([IN_USE]));
    expect(api.of('DELETE /user/v1/team/roles/3')).toHaveLength(1);
  });

  it("Delete asks with the focus on Cancel: Enter there deletes nothing; Enter, Escape and Cancel give the focus back to the row's Delete", async () => {
    const unused = role({ id: 3, name: 'Packers', perms: ['order:view'] });
    const api = stubApi({ [LIST]: () => envelope({ list: [...ROLES, unused], total: 3 }) });
    // antd's App with its animations off, so that a closing dialog gives the focus back here (happy-dom never ends
    // a CSS transition; the page's own App is outside this provider).
    const WithoutMotion = () => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <RolesPage />
        </App>
      </ConfigProvider>
    );
    renderPage(WithoutMotion, { url: '/team/roles' });
    await screen.findByText('Packers');
    const opener = within(row('Packers')).getByRole('button', { name: /Delete/ });
    await expectConfirmBacksOut(opener, {
      question: 'Delete the role Packers?',
      cancel: 'Cancel',
      ok: 'Delete',
    });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers no change to a user without team:edit', async () => {
    stubApi({ [LIST]: () => envelope({ list: ROLES, total: 2 }) });
    renderPage(RolesPage, { url: '/team/roles', user: READER });
    await screen.findByText('Every perm');
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
