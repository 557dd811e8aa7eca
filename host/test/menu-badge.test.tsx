import { setUser } from '@console/shared';
import { badgeQuery, clearQueryCache, invalidateQueries, useApiQuery } from '@console/shared/data';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeSpec, FIRST_READ_DELAY_MS, MENU_BADGES_EVENT, MenuLabel } from '../src/layout/MenuBadge';
import { ok, stubApi } from './api-stub';
import { userWith } from './fixtures';

const BADGE = {
  path: '/user/v1/booking/pending',
  field: 'pending',
  perm: 'booking:view',
  intervalSeconds: 10,
};

beforeEach(() => clearQueryCache());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setUser(null);
});

describe('a menu entry with a badge', () => {
  it('shows the count read from the API, re-reads it on the event and every interval, and hides 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUser({ ...userWith(['ADMIN']), perms: ['booking:view'] });
    let pending = 3;
    const calls = stubApi(() => ok({ pending, latestId: 9 }));
    // An entry and its group share one poller.
    render(
      <>
        <MenuLabel label="booking Manage" badge={BADGE} />
        <MenuLabel label="booking List" badge={BADGE} />
      </>,
    );
    expect(screen.getByText('booking List')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_READ_DELAY_MS + 10);
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('menu-badge').map((b) => b.textContent)).toEqual(['3', '3']),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/user/v1/booking/pending');
    pending = 4;
    act(() => void window.dispatchEvent(new Event(MENU_BADGES_EVENT)));
    await waitFor(() => expect(screen.getAllByTestId('menu-badge')[0]!.textContent).toBe('4'));
    pending = 0;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_100);
    });
    await waitFor(() => expect(screen.queryAllByTestId('menu-badge')).toHaveLength(0));
    expect(calls.length).toBe(3);
  });

  it.each([
    [102, '102'],
    [999, '999'],
    [1000, '999+'],
  ])('writes %i as %s, as the page writes it', async (pending, shown) => {
    setUser({ ...userWith(['ADMIN']), perms: ['booking:view'] });
    stubApi(() => ok({ pending, latestId: 9 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<MenuLabel label="booking List" badge={BADGE} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_READ_DELAY_MS + 10);
    });
    await waitFor(() => expect(screen.getByTestId('menu-badge').textContent).toBe(shown));
    expect(screen.getByTestId('menu-badge').getAttribute('aria-label')).toBe(`(${pending})`);
  });

  it("shares the owning page's query: one request for both, and the page's change moves the badge", async () => {
    setUser({ ...userWith(['ADMIN']), perms: ['booking:view'] });
    let pending = 2;
    const calls = stubApi(() => ok({ pending, latestId: 9 }));
    // What a page owning the count does (bookings: `bookingQueries.pending()` is this definition).
    function OwningPage() {
      const query = useApiQuery(badgeQuery<{ pending: number }>(BADGE.path), { refreshInterval: 5_000 });
      return <span data-testid="page-count">{query.data?.pending ?? '-'}</span>;
    }
    render(
      <>
        <OwningPage />
        <MenuLabel label="booking List" badge={BADGE} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('page-count').textContent).toBe('2'));
    // The badge shows the page's answer (its own first read is later, and finds the count in the cache).
    await waitFor(() => expect(screen.getByTestId('menu-badge').textContent).toBe('2'), { timeout: 3000 });
    expect(calls).toHaveLength(1);
    pending = 1;
    await act(() => invalidateQueries(badgeQuery(BADGE.path).queryKey));
    await waitFor(() => expect(screen.getByTestId('menu-badge').textContent).toBe('1'));
    expect(screen.getByTestId('page-count').textContent).toBe('1');
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for a user without the perm', async () => {
    setUser({ ...userWith(['ADMIN']), perms: ['dashboard:view'] });
    const calls = stubApi(() => ok({ pending: 5 }));
    render(<MenuLabel label="booking List" badge={BADGE} />);
    await new Promise((resolve) => setTimeout(resolve, FIRST_READ_DELAY_MS + 100));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('menu-badge')).toBeNull();
  });

  it('ignores a badge that is not one (menus are data from another site)', () => {
    expect(badgeSpec({ path: 'http://evil.example/x', field: 'n' })).toBeNull();
    expect(badgeSpec({ path: '/x' })).toBeNull();
    expect(badgeSpec({ path: '//evil.example/x', field: 'n' })).toBeNull();
    expect(badgeSpec(null)).toBeNull();
    expect(badgeSpec({ path: '/x', field: 'n' })).toEqual({ path: '/x', field: 'n' });
  });
});
