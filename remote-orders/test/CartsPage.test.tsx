import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../src/api';
import CartsPage from '../src/pages/carts/CartsPage';
import { cart, envelope, renderPage, resetBetweenPageTests, setupI18n, stubApi } from './support';

const CARTS = [cart(1), cart(2, 'EUR'), cart(3, 'JPY')];
const page = (list: Cart[], total = list.length) => envelope({ list, total });
const row = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const listCalls = (api: ReturnType<typeof stubApi>) => api.of('GET /user/v1/carts/list');

resetBetweenPageTests(setupI18n);

describe('CartsPage', () => {
  it('lists carts: consumer code, item count and total with its currency', async () => {
    const api = stubApi({ 'GET /user/v1/carts/list': () => page(CARTS, 240) });
    renderPage(CartsPage, { url: '/odrs/cars' });
    expect(await screen.findByText('C00001')).toBeTruthy();
    expect(Object.fromEntries(listCalls(api)[0]!.params)).toEqual({
      pageNum: '1',
      pageSize: '20',
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
    expect(within(row('C00001')).getByText('$38.99')).toBeTruthy();
    expect(within(row('C00002')).getByText('€38.99')).toBeTruthy();
    expect(within(row('C00003')).getByText('¥3,899')).toBeTruthy();
    expect(within(row('C00001')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('carts-total').textContent).toBe('240 in all');
  });

  it('expands a cart to its items: sn, name, currency, price, count, description', async () => {
    stubApi({ 'GET /user/v1/carts/list': () => page(CARTS) });
    renderPage(CartsPage, { url: '/odrs/cars' });
    await screen.findByText('C00002');
    fireEvent.click(within(row('C00002')).getByRole('button', { name: /expand/i }));
    const items = await screen.findByTestId('items-table');
    for (const text of ['SKU-1021', 'Item 21', 'EUR', '€15.00', '2', 'Description 21', 'SKU-1022', '€8.99']) {
      expect(within(items).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('sends the consumer code, currency and amount range, from page 1', async () => {
    const api = stubApi({ 'GET /user/v1/carts/list': () => page(CARTS, 240) });
    renderPage(CartsPage, { url: '/odrs/cars?pageNum=4' });
    await screen.findByText('C00001');
    fireEvent.change(screen.getByPlaceholderText('C00012'), { target: { value: 'c0001' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10.5' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(api)[1]!.params)).toMatchObject({
      consumerCode: 'c0001',
      minAmount: '10.5',
      maxAmount: '99',
      pageNum: '1',
    });
  });

  it("keeps query parameters it does not own (the host's title) when it writes its own", async () => {
    stubApi({ 'GET /user/v1/carts/list': () => page(CARTS, 240) });
    renderPage(CartsPage, { url: '/odrs/cars?title=Weekend%20carts' });
    await screen.findByText('C00001');
    expect(screen.getByTestId('location').textContent).toBe('/odrs/cars?title=Weekend%20carts');
    fireEvent.change(screen.getByPlaceholderText('C00012'), { target: { value: 'C0002' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/odrs/cars?title=Weekend+carts&consumerCode=C0002',
      ),
    );
  });

  it('refuses a range whose start is above its end', async () => {
    const api = stubApi({ 'GET /user/v1/carts/list': () => page(CARTS) });
    renderPage(CartsPage, { url: '/odrs/cars' });
    await screen.findByText('C00001');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('The upper amount is below the lower one')).toBeTruthy();
    expect(listCalls(api)).toHaveLength(1);
  });

  it('sorts by item count on the server', async () => {
    const api = stubApi({ 'GET /user/v1/carts/list': () => page(CARTS) });
    renderPage(CartsPage, { url: '/odrs/cars' });
    await screen.findByText('C00001');
    fireEvent.click(screen.getAllByRole('columnheader', { name: /Items/ })[0]!);
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(listCalls(api)[1]!.params.get('sortField')).toBe('sum');
  });

  it('shows the empty and error states', async () => {
    let calls = 0;
    stubApi({
      'GET /user/v1/carts/list': () => (++calls === 1 ? envelope(null, 502, -1, 'Bad gateway') : page([])),
    });
    renderPage(CartsPage, { url: '/odrs/cars' });
    const alert = await screen.findByTestId('carts-error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No carts yet.')).toBeTruthy();
  });
});
