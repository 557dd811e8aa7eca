import { expectConfirmBacksOut } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import type { Invitation, Member } from '../src/api';
import MembersPage from '../src/pages/members/MembersPage';
import { envelope, OWNER, READER, renderPage, resetBetweenPageTests, setupI18n, stubApi } from './support';

const member = (overrides: Partial<Member> & Pick<Member, 'id' | 'email'>): Member => ({
  name: 'Test',
  lastName: 'User',
  status: 'active',
  roleId: 2,
  roleName: 'Orders',
  owner: false,
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-11-01T09:30:00.000Z',
  ...overrides,
});
const MEMBERS = [
  member({ id: OWNER.id, email: OWNER.email, roleId: 1, roleName: 'Owner', owner: true }),
  member({ id: 7, email: 'clerk@example.com' }),
];
const ROLES = [
  { id: 1, name: 'Owner', owner: true, perms: [], members: 1, createdAt: '', updatedAt: '' },
  { id: 2, name: 'Orders', owner: false, perms: [], members: 1, createdAt: '', updatedAt: '' },
];
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

resetBetweenPageTests(setupI18n);

describe('MembersPage', () => {
  it('lists members with role and status; disabling one asks first, then calls the server', async () => {
    const api = stubApi({
      'GET /user/v1/team/members': () => envelope({ list: MEMBERS, total: 2 }),
      'GET /user/v1/team/roles': () => envelope({ list: ROLES, total: 2 }),
      'POST /user/v1/team/members/7/disable': () => envelope({ ...MEMBERS[1], status: 'disabled' }),
    });
    renderPage(MembersPage, { url: '/team/members' });
    await screen.findByText('clerk@example.com');
    // The signed-in owner has no action on themselves.
    expect(within(row(OWNER.email)).queryByRole('button', { name: /Disable/ })).toBeNull();
    fireEvent.click(within(row('clerk@example.com')).getByRole('button', { name: 'Disable' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.of('POST /user/v1/team/members/7/disable')).toHaveLength(1));
  });

  // antd's App with its animations off, so that a closing dialog gives the focus back here (happy-dom never ends a
  // CSS transition; the page's own App is outside this provider).
  const WithoutMotion = () => (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <MembersPage />
      </App>
    </ConfigProvider>
  );

  it.each(['Disable', 'Remove'])(
    "%s asks with the focus on Cancel; Escape and Cancel give it back to the row's button, nothing sent",
    async (action) => {
      const api = stubApi({
        'GET /user/v1/team/members': () => envelope({ list: MEMBERS, total: 2 }),
        'GET /user/v1/team/roles': () => envelope({ list: ROLES, total: 2 }),
      });
      renderPage(WithoutMotion, { url: '/team/members' });
      await screen.findByText('clerk@example.com');
      const opener = within(row('clerk@example.com')).getByRole('button', { name: action });
      for (const close of ['Escape', 'Cancel']) {
        opener.focus();
        fireEvent.click(opener);
        const dialog = await screen.findByRole('dialog');
        const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
        await waitFor(() => expect(document.activeElement).toBe(cancel));
        const yes = within(dialog).getByRole('button', { name: action });
        expect(yes.classList.contains('ant-btn-dangerous')).toBe(true);
        if (close === 'Escape') fireEvent.keyDown(cancel, { key: 'Escape', code: 'Escape', keyCode: 27 });
        else fireEvent.click(cancel);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(opener));
      }
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
  );

  it("an invitation's Cancel asks with the focus on Keep: Enter there cancels nothing; Enter, Escape and Keep give the focus back to the row's Cancel", async () => {
    const invitation: Invitation = {
      id: 11,
      email: 'new@example.com',
      name: '',
      roleId: 2,
      roleName: 'Orders',
      owner: false,
      status: 'invited',
      invitedBy: OWNER.email,
      createdAt: '2026-11-20T09:30:00.000Z',
      expiresAt: '2026-11-23T09:30:00.000Z',
    };
    const api = stubApi({
      'GET /user/v1/team/members': () => envelope({ list: MEMBERS, total: 2 }),
      'GET /user/v1/team/roles': () => envelope({ list: ROLES, total: 2 }),
      'GET /user/v1/team/invitations': () => envelope({ list: [invitation] }),
    });
    renderPage(WithoutMotion, { url: '/team/members' });
    await screen.findByText('new@example.com');
    const opener = within(row('new@example.com')).getByRole('button', { name: 'Cancel' });
    await expectConfirmBacksOut(opener, {
      question: 'Cancel the invitation of new@example.com?',
      cancel: 'Keep',
      ok: 'Cancel invitation',
    });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows roles as text to a user without team:edit', async () => {
    stubApi({
      'GET /user/v1/team/members': () => envelope({ list: MEMBERS, total: 2 }),
      'GET /user/v1/team/roles': () => envelope({ list: ROLES, total: 2 }),
    });
    renderPage(MembersPage, { url: '/team/members', user: READER });
    await screen.findByText('clerk@example.com');
    expect(within(row('clerk@example.com')).getByText('Orders')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of clerk@example.com' })).toBeNull();
  });
});
