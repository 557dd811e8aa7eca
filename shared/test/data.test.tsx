import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../src/index';
import {
  invalidateQueries,
  mutateOptimistic,
  prefetchQuery,
  queryOptions,
  setQueryData,
  useApiQuery,
  type QueryKey,
} from '../src/data/index';

afterEach(() => clearToken());

/** A deferred answer: the test decides when (and how) a request ends. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Show<T>({ id, queryKey, fetcher }: { id: string; queryKey: QueryKey; fetcher: () => Promise<T> }) {
  const { data, error, isLoading } = useApiQuery(queryOptions(queryKey, fetcher));
  return (
    <p data-testid={id}>{isLoading ? 'loading' : error ? `error: ${error.message}` : JSON.stringify(data)}</p>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the data layer', () => {
  it('sends one request for a key however many components ask for it at once', async () => {
    const fetcher = vi.fn(async () => ['a', 'b']);
    render(
      <>
        <Show id="one" queryKey={['t', 'dedup']} fetcher={fetcher} />
        <Show id="two" queryKey={['t', 'dedup']} fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(text('one')).toBe('["a","b"]'));
    expect(text('two')).toBe('["a","b"]');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('treats keys with equal params as one query', async () => {
    const fetcher = vi.fn(async () => 1);
    render(
      <>
        <Show id="one" queryKey={['t', 'params', { page: 1, q: 'x' }]} fetcher={fetcher} />
        <Show id="two" queryKey={['t', 'params', { page: 1, q: 'x' }]} fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(text('two')).toBe('1'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("gives a page's first render the prefetched answer instead of asking again", async () => {
    const early = deferred<string>();
    const prefetcher = vi.fn(() => early.promise);
    void prefetchQuery(queryOptions(['t', 'prefetch'], prefetcher));
    const own = vi.fn(async () => 'own request');
    render(<Show id="page" queryKey={['t', 'prefetch']} fetcher={own} />);
    expect(text('page')).toBe('loading');
    await act(async () => early.resolve('prefetched'));
    await waitFor(() => expect(text('page')).toBe('"prefetched"'));
    expect(prefetcher).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
  });

  it('takes a query definition (key and fetcher together) in the page and in the prefetch alike', async () => {
    const fetcher = vi.fn(async () => ({ pending: 4 }));
    const definition = (id: number) => queryOptions(['t', 'defined', id], fetcher);
    void prefetchQuery(definition(1));
    function Defined() {
      const { data } = useApiQuery(definition(1));
      const none = useApiQuery<unknown>(null);
      return <p data-testid="defined">{`${data?.pending ?? '-'} ${none.isLoading}`}</p>;
    }
    render(<Defined />);
    await waitFor(() => expect(text('defined')).toBe('4 false'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed prefetch to the page, never as an unhandled rejection', async () => {
    void prefetchQuery(queryOptions(['t', 'prefetch-fails'], () => Promise.reject(new Error('down'))));
    const own = vi.fn(async () => 'own request');
    render(<Show id="page" queryKey={['t', 'prefetch-fails']} fetcher={own} />);
    await waitFor(() => expect(text('page')).toBe('error: down'));
    expect(own).not.toHaveBeenCalled();
  });

  it('asks nothing while a page is pre-rendered hidden, and asks once it is shown', async () => {
    const fetcher = vi.fn(async () => 'shown');
    const page = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <Show id="kept" queryKey={['t', 'activity']} fetcher={fetcher} />
      </Activity>
    );
    const { rerender } = render(page('hidden'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetcher).not.toHaveBeenCalled();
    rerender(page('visible'));
    await waitFor(() => expect(text('kept')).toBe('"shown"'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed request: the API client has already reported it', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('nope');
    });
    render(<Show id="page" queryKey={['t', 'no-retry']} fetcher={fetcher} />);
    await waitFor(() => expect(text('page')).toBe('error: nope'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refreshes the queries under a prefix after a mutation, and only those', async () => {
    let version = 1;
    const list = vi.fn(async () => `list v${version}`);
    const other = vi.fn(async () => `other v${version}`);
    render(
      <>
        <Show id="list" queryKey={['orders', 'list', { page: 1 }]} fetcher={list} />
        <Show id="other" queryKey={['sku', 'list']} fetcher={other} />
      </>,
    );
    await waitFor(() => expect(text('list')).toBe('"list v1"'));
    await waitFor(() => expect(text('other')).toBe('"other v1"'));
    version = 2;
    await act(() => invalidateQueries(['orders']));
    await waitFor(() => expect(text('list')).toBe('"list v2"'));
    expect(list).toHaveBeenCalledTimes(2);
    expect(text('other')).toBe('"other v1"');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('replaces cached data without a request (setQueryData and setData)', async () => {
    const fetcher = vi.fn(async () => ({ id: 1, name: 'old' }));
    function Editable() {
      const { data, setData } = useApiQuery(queryOptions(['t', 'set'], fetcher));
      return (
        <button type="button" onClick={() => setData((current) => ({ id: 1, name: `${current?.name}!` }))}>
          {data?.name ?? 'loading'}
        </button>
      );
    }
    render(<Editable />);
    const button = await screen.findByText('old');
    await act(() => setQueryData(['t', 'set'], { id: 1, name: 'saved' }));
    expect(button.textContent).toBe('saved');
    act(() => button.click());
    await waitFor(() => expect(button.textContent).toBe('saved!'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows an optimistic row update at once and rolls it back when the request fails', async () => {
    type Rows = { id: number; status: string }[];
    const rows: Rows = [
      { id: 1, status: 'unpaid' },
      { id: 2, status: 'unpaid' },
    ];
    const key: QueryKey = ['orders', 'optimistic'];
    const fetcher = vi.fn(async () => rows);
    render(<Show id="rows" queryKey={key} fetcher={fetcher} />);
    await waitFor(() => expect(text('rows')).toContain('unpaid'));
    const pay = (id: number) => (current: Rows | undefined) =>
      (current ?? []).map((row) => (row.id === id ? { ...row, status: 'paid' } : row));

    // Fails: shown at once, then back to what it was, and the caller sees the error.
    const failing = deferred<Rows[number]>();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = mutateOptimistic(key, () => failing.promise, { optimistic: pay(1) });
    });
    await waitFor(() => expect(text('rows')).toBe(JSON.stringify(pay(1)(rows))));
    failing.reject(new Error('refused'));
    await act(() => expect(outcome).rejects.toThrow('refused'));
    expect(text('rows')).toBe(JSON.stringify(rows));

    // Succeeds: the server's row is what stays.
    const saved = await act(() =>
      mutateOptimistic(key, async () => ({ id: 2, status: 'received' }), {
        optimistic: pay(2),
        settle: (row, current) => (current ?? []).map((old) => (old.id === row.id ? row : old)),
      }),
    );
    expect(saved).toEqual({ id: 2, status: 'received' });
    expect(text('rows')).toBe(
      JSON.stringify([
        { id: 1, status: 'unpaid' },
        { id: 2, status: 'received' },
      ]),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("drops everything cached when the token changes: nobody sees another person's data", async () => {
    setToken('ada');
    const whose = vi.fn(async () => `data of ${localStorage.getItem('accessToken')}`);
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            toggle
          </button>
          {shown ? <Show id="mine" queryKey={['t', 'session']} fetcher={whose} /> : null}
        </>
      );
    }
    render(<Toggle />);
    await waitFor(() => expect(text('mine')).toBe('"data of ada"'));

    // On screen when another person signs in: asked again with the new session.
    act(() => setToken('bob'));
    await waitFor(() => expect(text('mine')).toBe('"data of bob"'));
    expect(whose).toHaveBeenCalledTimes(2);

    // Not on screen at sign-out: shown later, it starts from nothing.
    act(() => screen.getByText('toggle').click());
    act(() => clearToken());
    act(() => setToken('cy'));
    act(() => screen.getByText('toggle').click());
    expect(text('mine')).toBe('loading');
    await waitFor(() => expect(text('mine')).toBe('"data of cy"'));
  });
});

describe('a page kept alive (React <Activity>)', () => {
  it('shows what it had at once when shown again, and refreshes it', async () => {
    let version = 1;
    const fetcher = vi.fn(async () => `v${version}`);
    const page = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <Show id="kept" queryKey={['t', 'kept-alive']} fetcher={fetcher} />
      </Activity>
    );
    const { rerender } = render(page('visible'));
    await waitFor(() => expect(text('kept')).toBe('"v1"'));
    rerender(page('hidden'));
    version = 2;
    // Past the 2 s in which a second ask for the same key shares the first request.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 2100)));
    rerender(page('visible'));
    expect(text('kept')).toBe('"v1"');
    await waitFor(() => expect(text('kept')).toBe('"v2"'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
