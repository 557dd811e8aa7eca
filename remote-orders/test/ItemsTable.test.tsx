import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemsTable } from '../src/components/ItemsTable';
import { item, renderPage, resetBetweenPageTests, setupI18n } from './support';

resetBetweenPageTests(setupI18n);

/** jsdom lays nothing out: the table's scrolling box reports the widths a browser would. */
function layOut(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const owner = { id: 7, lineCount: 2, items: [item(1, 'USD', 100, 1), item(2, 'USD', 200, 3)] };
const Lines = () => <ItemsTable owner={owner} of="order" caption="Items of order SO-7" />;

afterEach(() => vi.restoreAllMocks());

describe('ItemsTable', () => {
  it('lets the keyboard reach a table wider than its room (nothing in the lines takes the focus)', async () => {
    layOut(900, 600);
    renderPage(Lines, { url: '/odrs/orders' });
    const region = await screen.findByRole('region', { name: 'Items of order SO-7' });
    expect(region.tabIndex).toBe(0);
    expect(region.classList.contains('ant-table-content')).toBe(true);
  });

  it('adds no tab stop to a table that fits', async () => {
    layOut(600, 600);
    renderPage(Lines, { url: '/odrs/orders' });
    await screen.findByText('SKU-1002');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('.ant-table-content')!.hasAttribute('tabindex')).toBe(false);
  });
});
