import { orderTransitionRefusal } from '@console/api-contract/values';
import { i18n, setApiFeedback, setLanguage, setUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Activity } from 'react';
import { MemoryRouter } from 'react-router-dom';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../src/api';
import OrdersPage from '../src/pages/orders/OrdersPage';
import { ADMIN, envelope, item, LIMITED, order, renderPage, setupI18n, stubApi } from './support';

const WAITING = order({ id: 1, status: 'Waiting' });
const PAID = order({ id: 2, status: 'Paied', consumer: 'Bea Li', totalAmount: 1250 });
const YEN = order({ id: 3, status: 'Received', currency: 'JPY' });
const LIST = [WAITING, PAID, YEN];

const page = (list: Order[], total = list.length) => envelope({ list, total });
const row = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
const header = (name: string) => screen.queryAllByRole('columnheader', { name: new RegExp(name) });

beforeAll(setupI18n);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
  setLanguage('en');
});

describe('OrdersPage', () => {
  it('lists orders with translated statuses, money with its currency and the total', async () => {
    const api = stubApi({ 'GET /user/v1/orders/list': () => page(LIST, 57) });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    expect(await screen.findByText(PAID.orderNo)).toBeTruthy();
    const [call] = api.of('GET /user/v1/orders/list');
    expect(Object.fromEntries(call!.params)).toEqual({
      pageNum: '1',
      pageSize: '20',
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
    expect(within(row(WAITING.orderNo)).getByText('Awaiting payment')).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByText('Paid').getAttribute('data-status')).toBe('Paied');
    expect(within(row(YEN.orderNo)).getByText('Received')).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByText('$12.50')).toBeTruthy();
    expect(within(row(YEN.orderNo)).getByText('¥1,250')).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByText(time(PAID.payTime!))).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByText(PAID.consumerEmail!)).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByText(PAID.consumerMobile!)).toBeTruthy();
    expect(screen.getByTestId('orders-total').textContent).toBe('57 in all');
  });

  it('reads filters from the address and sends them; Search applies the form from page 1', async () => {
    const api = stubApi({ 'GET /user/v1/orders/list': () => page(LIST, 57) });
    renderPage(OrdersPage, { url: '/odrs/orders?status=Paied,Waiting&pageNum=3&consumer=bea' });
    await screen.findByText(PAID.orderNo);
    expect(Object.fromEntries(api.of('GET /user/v1/orders/list')[0]!.params)).toMatchObject({
      status: 'Paied,Waiting',
      consumer: 'bea',
      pageNum: '3',
    });
    fireEvent.change(screen.getByPlaceholderText('e.g. SO20261122'), { target: { value: ' so2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.of('GET /user/v1/orders/list')).toHaveLength(2));
    expect(Object.fromEntries(api.of('GET /user/v1/orders/list')[1]!.params)).toMatchObject({
      status: 'Paied,Waiting',
      consumer: 'bea',
      orderNo: 'so2026',
      pageNum: '1',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/odrs/orders?status=Paied%2CWaiting&orderNo=so2026&consumer=bea',
      ),
    );
  });

  it('chooses statuses in the filter and resets every filter', async () => {
    const api = stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    renderPage(OrdersPage, { url: '/odrs/orders?consumer=bea' });
    await screen.findByText(PAID.orderNo);
    fireEvent.mouseDown(within(screen.getByTestId('orders-filters')).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('Received'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.of('GET /user/v1/orders/list')).toHaveLength(2));
    expect(api.of('GET /user/v1/orders/list')[1]!.params.get('status')).toBe('Received');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.of('GET /user/v1/orders/list')).toHaveLength(3));
    const params = api.of('GET /user/v1/orders/list')[2]!.params;
    expect(params.get('status')).toBeNull();
    expect(params.get('consumer')).toBeNull();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const api = stubApi({ 'GET /user/v1/orders/list': () => page(LIST, 57) });
    renderPage(OrdersPage, { url: '/odrs/orders?pageNum=2' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(screen.getAllByRole('columnheader', { name: /Total amount/ })[0]!);
    await waitFor(() => expect(api.of('GET /user/v1/orders/list')).toHaveLength(2));
    expect(Object.fromEntries(api.of('GET /user/v1/orders/list')[1]!.params)).toMatchObject({
      sortField: 'totalAmount',
      sortOrder: 'ascend',
      pageNum: '1',
    });
  });

  it('expands a row to its items', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(within(row(PAID.orderNo)).getByRole('button', { name: /expand/i }));
    const items = await screen.findByTestId('items-table');
    const line = PAID.items[0]!;
    for (const text of [line.sn, line.name, line.description!, '$6.25', '2']) {
      expect(within(items).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('a wholesale order shows the lines it came with at once, then pages through the rest on the server', async () => {
    // 25 lines: the first 10 come with the row, the rest are asked for a page at a time.
    const lines = Array.from({ length: 25 }, (_, i) => item(900 + i, 'USD', 100 + i, i === 0 ? 1200 : 1));
    const BULK = order({ id: 4, status: 'Paied', items: lines.slice(0, 10), lineCount: 25 });
    const api = stubApi({
      'GET /user/v1/orders/list': () => page([BULK]),
      'GET /user/v1/orders/:id/items': (call) => {
        const pageNum = Number(call.params.get('pageNum'));
        const pageSize = Number(call.params.get('pageSize'));
        return envelope({ list: lines.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: 25 });
      },
    });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(BULK.orderNo);
    fireEvent.click(within(row(BULK.orderNo)).getByRole('button', { name: /expand/i }));
    // The test id is on the table; its pager is beside it in antd's wrapper.
    const items = (await screen.findByTestId('items-table')).closest('.ant-table-wrapper') as HTMLElement;
    expect(within(items).getByText('SKU-1909')).toBeTruthy();
    expect(within(items).queryByText('SKU-1910')).toBeNull();
    expect(within(items).getByText('1,200')).toBeTruthy();
    expect(within(items).getByText('Lines 1-10 of 25')).toBeTruthy();
    expect(api.of('GET /user/v1/orders/4/items')).toHaveLength(0);

    fireEvent.click(within(items).getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(within(items).getByText('SKU-1920')).toBeTruthy());
    expect(within(items).queryByText('SKU-1909')).toBeNull();
    expect(within(items).getByText('Lines 21-25 of 25')).toBeTruthy();
    expect(Object.fromEntries(api.of('GET /user/v1/orders/4/items')[0]!.params)).toEqual({
      pageNum: '3',
      pageSize: '10',
    });
    // Back to the first page: the lines that came with the order, no request.
    fireEvent.click(within(items).getByRole('listitem', { name: '1' }));
    await waitFor(() => expect(within(items).getByText('SKU-1900')).toBeTruthy());
    expect(api.of('GET /user/v1/orders/4/items')).toHaveLength(1);
  });

  it('Payment Confirm asks first, then updates the row in place with the confirm time', async () => {
    const confirmed: Order = { ...PAID, status: 'Received', receivedAt: '2026-11-22T07:15:00.000Z' };
    const api = stubApi({
      'GET /user/v1/orders/list': () => page(LIST, 57),
      'POST /user/v1/orders/:id/confirm': () => envelope(confirmed),
    });
    renderPage(OrdersPage, { url: '/odrs/orders?pageNum=2&status=Paied' });
    await screen.findByText(PAID.orderNo);
    expect(within(row(WAITING.orderNo)).queryByRole('button', { name: /Payment Confirm/ })).toBeNull();
    fireEvent.click(within(row(PAID.orderNo)).getByRole('button', { name: /Payment Confirm/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Order SO20261120-000002 from Bea Li, \$12\.50/)).toBeTruthy();
    expect(api.of('POST /user/v1/orders/2/confirm')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(within(row(PAID.orderNo)).getByText('Received')).toBeTruthy());
    expect(api.of('POST /user/v1/orders/2/confirm')).toHaveLength(1);
    expect(within(row(PAID.orderNo)).getByTestId('confirm-time').textContent).toBe(
      time(confirmed.receivedAt!),
    );
    expect(within(row(PAID.orderNo)).queryByRole('button', { name: /Payment Confirm/ })).toBeNull();
    // No reload: the same page and filters, one list request.
    expect(api.of('GET /user/v1/orders/list')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/odrs/orders?pageNum=2&status=Paied');
    expect(await screen.findByText('Payment confirmed for order SO20261120-000002.')).toBeTruthy();
  });

  it('Cancel needs a reason and sends it', async () => {
    const api = stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'POST /user/v1/orders/:id/cancel': (call) =>
        envelope({
          ...WAITING,
          status: 'Canceled',
          canceledAt: '2026-11-22T07:00:00.000Z',
          cancelReason: (call.body as { reason: string }).reason,
        }),
    });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(WAITING.orderNo);
    fireEvent.click(within(row(WAITING.orderNo)).getByRole('button', { name: /Cancel/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeTruthy();
    expect(api.of('POST /user/v1/orders/1/cancel')).toHaveLength(0);
    fireEvent.change(within(dialog).getByPlaceholderText('Why is the order canceled?'), {
      target: { value: 'Out of stock' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(row(WAITING.orderNo)).getByText('Canceled')).toBeTruthy());
    expect(api.of('POST /user/v1/orders/1/cancel')[0]!.body).toEqual({ reason: 'Out of stock' });
  });

  it('re-reads the order when the server says it moved meanwhile (409)', async () => {
    const api = stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'POST /user/v1/orders/:id/confirm': () =>
        envelope(null, 409, -1, 'Only a Paid order can be confirmed (this order is Canceled)'),
      'GET /user/v1/orders/:id': () =>
        envelope({
          ...PAID,
          status: 'Canceled',
          canceledAt: '2026-11-22T06:00:00.000Z',
          cancelReason: 'x',
          events: [],
        }),
    });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(within(row(PAID.orderNo)).getByRole('button', { name: /Payment Confirm/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payment' }),
    );
    await waitFor(() => expect(within(row(PAID.orderNo)).getByText('Canceled')).toBeTruthy());
    expect(api.of('GET /user/v1/orders/2')).toHaveLength(1);
  });

  it('a refusal of the server reads in the person’s language: an order gone meanwhile says so in Chinese', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    const gone = () => envelope(null, 404, -1, 'Order not found');
    const api = stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'POST /user/v1/orders/:id/confirm': gone,
      'GET /user/v1/orders/:id': gone,
    });
    await act(() => i18n.changeLanguage('zh'));
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(within(row(PAID.orderNo)).getByRole('button', { name: /确认收款/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(toasts).toContain('订单不存在'));
    expect(api.of('POST /user/v1/orders/2/confirm')).toHaveLength(1);
    expect(toasts.filter((text) => text.includes('Order not found'))).toEqual([]);
    setApiFeedback({});
    await act(() => i18n.changeLanguage('en'));
  });

  it('a refusal because the order moved meanwhile names its status in Chinese', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'POST /user/v1/orders/:id/confirm': () =>
        envelope(null, 409, -1, orderTransitionRefusal('confirm', 'Canceled')),
      'GET /user/v1/orders/:id': () => envelope({ ...PAID, status: 'Canceled', events: [] }),
    });
    await act(() => i18n.changeLanguage('zh'));
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(within(row(PAID.orderNo)).getByRole('button', { name: /确认收款/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(toasts).toEqual(['只有已付款的订单才能确认收款（此订单为已取消）']));
    setApiFeedback({});
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows no Payment Confirm, Cancel or Export without the perms', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    renderPage(OrdersPage, { url: '/odrs/orders', user: LIMITED });
    await screen.findByText(PAID.orderNo);
    expect(header('Actions')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Payment Confirm/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('says when nothing matches, and offers to reset the filters', async () => {
    const api = stubApi({ 'GET /user/v1/orders/list': () => page([]) });
    renderPage(OrdersPage, { url: '/odrs/orders?orderNo=NOPE' });
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('orders-table')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.of('GET /user/v1/orders/list')).toHaveLength(2));
    expect(api.of('GET /user/v1/orders/list')[1]!.params.get('orderNo')).toBeNull();
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    let first = true;
    stubApi({
      'GET /user/v1/orders/list': () => {
        if (!first) return page(LIST);
        first = false;
        // No message: the client's own 'System Error' (an unknown message would read 'Error message: ...').
        return envelope(null, 500, -1, '');
      },
    });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    const alert = await screen.findByTestId('orders-error');
    expect(alert.textContent).toContain('The list could not be loaded: System Error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(PAID.orderNo)).toBeTruthy();
    expect(screen.queryByTestId('orders-error')).toBeNull();
  });

  it('shows one state at a time: a failed first load says so, not that there are no orders', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => envelope(null, 500, -1, 'System Error') });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    expect(await screen.findByTestId('orders-error')).toBeTruthy();
    expect(screen.queryByText('No orders yet.')).toBeNull();
    expect(screen.queryByText('No orders match these filters.')).toBeNull();
  });

  it('keeps typed, unapplied filters while the kept-alive page is hidden and shown again', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    setUser(ADMIN);
    clearQueryCache();
    const tree = (mode: 'visible' | 'hidden') => (
      <App>
        <MemoryRouter initialEntries={['/odrs/orders']}>
          <Activity mode={mode}>
            <OrdersPage />
          </Activity>
        </MemoryRouter>
      </App>
    );
    const view = render(tree('visible'));
    await screen.findByText(PAID.orderNo);
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), { target: { value: 'SO2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Consumer' }), { target: { value: 'bea' } });
    view.rerender(tree('hidden'));
    view.rerender(tree('visible'));
    await screen.findByText(PAID.orderNo);
    expect((screen.getByRole('textbox', { name: 'Order number' }) as HTMLInputElement).value).toBe('SO2026');
    expect((screen.getByRole('textbox', { name: 'Consumer' }) as HTMLInputElement).value).toBe('bea');
  });

  it('drops the Actions column for a user who may take no row action', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    renderPage(OrdersPage, { url: '/odrs/orders', user: { ...ADMIN, perms: ['order:export'] } });
    await screen.findByText(PAID.orderNo);
    expect(header('Actions')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });

  it('remembers hidden columns and density per user', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    const first = renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    expect(header('Consumer email').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByTestId('column-chooser')).getByLabelText('Consumer email'));
    await waitFor(() => expect(header('Consumer email')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Density' }));
    fireEvent.click(await screen.findByText('Compact'));
    await waitFor(() =>
      expect(screen.getByTestId('orders-table').classList.contains('ant-table-small')).toBe(true),
    );
    expect(JSON.parse(localStorage.getItem('console.orders.orderTable.1')!)).toEqual({
      hidden: ['consumerEmail'],
      density: 'small',
      view: 'table',
    });
    first.unmount();

    // The same person again: the same choices.
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    expect(header('Consumer email')).toHaveLength(0);
    expect(screen.getByTestId('orders-table').classList.contains('ant-table-small')).toBe(true);
  });

  it('starts from the defaults for another user', async () => {
    localStorage.setItem(
      'console.orders.orderTable.1',
      JSON.stringify({ hidden: ['consumerEmail'], density: 'small' }),
    );
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    renderPage(OrdersPage, { url: '/odrs/orders', user: { ...ADMIN, id: 9 } });
    await screen.findByText(PAID.orderNo);
    expect(header('Consumer email').length).toBeGreaterThan(0);
  });

  it('exports every filtered order as CSV through the server', async () => {
    const csv = '\uFEFForderNo,status\r\nSO1,Paied\r\nSO2,Paied\r\n';
    const api = stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'GET /user/v1/orders/export': () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(OrdersPage, { url: '/odrs/orders?status=Paied&pageNum=2' });
    await screen.findByText(PAID.orderNo);
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Exported 2 orders.')).toBeTruthy();
    const [call] = api.of('GET /user/v1/orders/export');
    expect(Object.fromEntries(call!.params)).toEqual({ status: 'Paied' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
  });

  it('opens the detail drawer with the order history', async () => {
    stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'GET /user/v1/orders/:id': () =>
        envelope({
          ...PAID,
          events: [
            {
              id: 1,
              fromStatus: null,
              toStatus: 'Waiting',
              actorKind: 'checkout',
              actorName: null,
              actorEmail: null,
              reason: null,
              createdAt: PAID.createdAt,
            },
            {
              id: 2,
              fromStatus: 'Waiting',
              toStatus: 'Paied',
              actorKind: 'checkout',
              actorName: null,
              actorEmail: null,
              reason: null,
              createdAt: PAID.payTime,
            },
          ],
        }),
    });
    renderPage(OrdersPage, { url: '/odrs/orders' });
    fireEvent.click(await screen.findByRole('button', { name: `Order ${PAID.orderNo}` }));
    const drawer = await screen.findByTestId('order-drawer');
    const history = await within(drawer).findByTestId('order-history');
    expect(within(history).getByText('Placed')).toBeTruthy();
    expect(within(history).getByText('Awaiting payment → Paid')).toBeTruthy();
    expect(within(history).getAllByText('by the shop checkout')).toHaveLength(2);
    expect(within(drawer).getByText('12 Harbour St, Springfield')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Payment Confirm/ })).toBeTruthy();
  });

  it('keeps the open order in the address: closing goes back to the list, a reload opens it again', async () => {
    stubApi({
      'GET /user/v1/orders/list': () => page(LIST),
      'GET /user/v1/orders/:id': () => envelope({ ...PAID, events: [] }),
    });
    const first = renderPage(OrdersPage, { url: '/odrs/orders?status=Paied' });
    fireEvent.click(await screen.findByRole('button', { name: `Order ${PAID.orderNo}` }));
    await screen.findByTestId('order-drawer');
    expect(screen.getByTestId('location').textContent).toBe(`/odrs/orders?status=Paied&open=${PAID.id}`);
    fireEvent.click(within(screen.getByTestId('order-drawer')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/odrs/orders?status=Paied'));
    first.unmount();

    renderPage(OrdersPage, { url: `/odrs/orders?open=${PAID.id}` });
    const drawer = await screen.findByTestId('order-drawer');
    expect(within(drawer).getByText('12 Harbour St, Springfield')).toBeTruthy();
    // Opened by the address, not by this page: closing drops the key in place.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/odrs/orders'));
  });

  it('speaks Chinese', async () => {
    stubApi({ 'GET /user/v1/orders/list': () => page(LIST) });
    await act(async () => setLanguage('zh'));
    renderPage(OrdersPage, { url: '/odrs/orders' });
    await screen.findByText(PAID.orderNo);
    expect(within(row(PAID.orderNo)).getByText('已付款')).toBeTruthy();
    expect(within(row(PAID.orderNo)).getByRole('button', { name: /确认收款/ })).toBeTruthy();
    expect(header('订单号').length).toBeGreaterThan(0);
  });
});
