import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LogPage from '../src/pages/log/LogPage';
import { prefetchLog } from '../src/pages/log/prefetch';
import { entry, envelope, READER, renderPage, resetBetweenPageTests, setupI18n, stubApi } from './support';

const ENTRIES = [
  entry({ id: 1 }),
  entry({ id: 2, area: 'auth', action: 'sign-in.failed', objectType: 'user', objectId: '7', changes: [] }),
  entry({
    id: 3,
    area: 'account',
    action: 'account.password',
    objectType: 'user',
    objectId: '1',
    changes: [{ field: 'passwordHash' }],
  }),
];
const page = (list = ENTRIES, total = list.length) => envelope({ list, total });
const row = (action: string) => screen.getByText(action).closest('tr') as HTMLElement;
const LIST = 'GET /user/v1/team/log/list';

resetBetweenPageTests(setupI18n);

describe('LogPage', () => {
  it('lists entries newest first: who, area, action, object and the number of fields changed', async () => {
    const api = stubApi({ [LIST]: () => page(ENTRIES, 57) });
    renderPage(LogPage, { url: '/team/log' });
    await screen.findByText('order.confirm');
    expect(Object.fromEntries(api.of(LIST)[0]!.params)).toEqual({
      pageNum: '1',
      pageSize: '20',
      sortField: 'at',
      sortOrder: 'descend',
    });
    const confirm = row('order.confirm');
    expect(within(confirm).getByText('admin@example.com')).toBeTruthy();
    expect(within(confirm).getByText('Orders')).toBeTruthy();
    expect(within(confirm).getByText('order 10')).toBeTruthy();
    expect(within(row('sign-in.failed')).getByText('Sign-in')).toBeTruthy();
    expect(screen.getByTestId('log-total').textContent).toBe('57 in all');
  });

  it("its route's prefetch asks for the very page the list's first render asks for", async () => {
    const api = stubApi({ [LIST]: () => page() });
    renderPage(LogPage, { url: '/team/log' });
    await screen.findByText('order.confirm');
    const rendered = Object.fromEntries(api.of(LIST)[0]!.params);
    prefetchLog(); // the host calls it as the page's code starts loading; the page then takes its answer
    await waitFor(() => expect(api.of(LIST)).toHaveLength(2));
    expect(Object.fromEntries(api.of(LIST)[1]!.params)).toEqual(rendered);
  });

  it('expands an entry to its diff, a secret listed without values', async () => {
    stubApi({ [LIST]: () => page() });
    renderPage(LogPage, { url: '/team/log' });
    await screen.findByText('order.confirm');
    fireEvent.click(within(row('order.confirm')).getByRole('button', { name: /expand/i }));
    const diff = await screen.findByTestId('diff-table');
    expect(within(diff).getByText('status')).toBeTruthy();
    expect(within(diff).getByTestId('diff-before').textContent).toBe('Paied');
    expect(within(diff).getByTestId('diff-after').textContent).toBe('Received');
    // An entry that changed no field has nothing to expand.
    expect(within(row('sign-in.failed')).queryByRole('button', { name: /expand/i })).toBeNull();
    fireEvent.click(within(row('account.password')).getByRole('button', { name: /expand/i }));
    await waitFor(() => expect(screen.getAllByTestId('diff-table')).toHaveLength(2));
    expect(screen.getAllByText('changed (secret, not recorded)')).toHaveLength(2);
  });

  it('sends the who, action and object filters from page 1', async () => {
    const api = stubApi({ [LIST]: () => page() });
    renderPage(LogPage, { url: '/team/log?pageNum=3' });
    await screen.findByText('order.confirm');
    fireEvent.change(screen.getByPlaceholderText('Part of an email'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByPlaceholderText('e.g. order.confirm'), {
      target: { value: 'order.cancel' },
    });
    fireEvent.change(screen.getByPlaceholderText('e.g. 42'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.of(LIST)).toHaveLength(2));
    expect(Object.fromEntries(api.of(LIST)[1]!.params)).toMatchObject({
      actor: 'ada',
      action: 'order.cancel',
      objectId: '42',
      pageNum: '1',
    });
  });

  it('offers the retention setting only to who may change it', async () => {
    stubApi({ [LIST]: () => page() });
    renderPage(LogPage, { url: '/team/log' });
    await screen.findByText('order.confirm');
    expect(screen.getByTestId('log-retention')).toBeTruthy();
  });

  describe('retention', () => {
    const SETTINGS = 'GET /user/v1/team/log/settings';
    const SAVE = 'PUT /user/v1/team/log/settings';
    const openDialog = async () => {
      const api = stubApi({
        [LIST]: () => page(),
        [SETTINGS]: () => envelope({ retentionDays: 365 }),
        [SAVE]: (call) => envelope(call.body),
      });
      renderPage(LogPage, { url: '/team/log' });
      await screen.findByText('order.confirm');
      fireEvent.click(screen.getByTestId('log-retention'));
      const dialog = await screen.findByTestId('retention-dialog');
      const field = within(dialog).getByRole('spinbutton');
      await waitFor(() => expect((field as HTMLInputElement).value).toBe('365'));
      return { api, dialog, field };
    };
    const type = (field: HTMLElement, value: string) => {
      fireEvent.focus(field);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field); // antd's InputNumber clamps to its min and max on blur, if it has them
    };

    it.each(['10', '5000', '45.5'])(
      'refuses %s days with the field message and saves nothing',
      async (value) => {
        const { api, dialog, field } = await openDialog();
        type(field, value);
        fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
        expect(await within(dialog).findByText('A whole number of days from 30 to 3650')).toBeTruthy();
        expect((field as HTMLInputElement).value).toBe(value);
        expect(api.of(SAVE)).toHaveLength(0);
        expect(screen.queryByText('Retention saved')).toBeNull();
      },
    );

    it('says what the next clean-up deletes when the retention gets shorter, then saves it', async () => {
      const { api, dialog, field } = await openDialog();
      expect(within(dialog).queryByTestId('retention-shorter')).toBeNull();
      type(field, '400');
      await waitFor(() => expect((field as HTMLInputElement).value).toBe('400'));
      expect(within(dialog).queryByTestId('retention-shorter')).toBeNull();
      type(field, '90');
      expect((await within(dialog).findByTestId('retention-shorter')).textContent).toContain(
        'at the next clean-up (within 10 minutes of saving), every entry older than 90 days is deleted for good',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(api.of(SAVE)).toHaveLength(1));
      expect(api.of(SAVE)[0]!.body).toEqual({ retentionDays: 90 });
      expect(await screen.findByText('Retention saved')).toBeTruthy();
    });
  });

  it('hides the retention setting from a reader', async () => {
    stubApi({ [LIST]: () => page() });
    renderPage(LogPage, { url: '/team/log', user: READER });
    await screen.findByText('order.confirm');
    expect(screen.queryByTestId('log-retention')).toBeNull();
  });
});
