import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api/client';
import { clearQueryCache, queryOptions, useApiQuery, type QueryKey } from '../src/data/index';
import { useApiMutation, type MutationOptions } from '../src/form/mutation';
import { clearToken, getToken, setToken } from '../src/session/token-store';
import { json, stubApi } from './api-stub';

/** A server answer the test releases when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const stub = stubApi();
const { toasts } = stub;

beforeEach(() => {
  setToken('tok-1');
});

afterEach(() => {
  clearToken();
  clearQueryCache();
});

type Values = { code: string; name: string };

/** A small antd form saved through the kit, as the console's forms are. */
function TagForm({
  silent = true,
  options = {},
}: {
  silent?: boolean;
  options?: Omit<MutationOptions<Values, { id: number }>, 'form'>;
}) {
  const [form] = Form.useForm<Values>();
  const save = useApiMutation((values: Values) => api.post<{ id: number }>('/tags', values, { silent }), {
    form,
    fields: ['code', 'name'],
    ...options,
  });
  return (
    <Form form={form} onFinish={save.mutate} initialValues={{ code: 'A1', name: 'Red' }}>
      <Form.Item name="code" label="Code">
        <Input />
      </Form.Item>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      {save.error && <p role="alert">{save.error}</p>}
      <Button htmlType="submit" loading={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));
const fieldError = async (text: string) => expect(await screen.findByText(text)).toBeTruthy();

describe('useApiMutation: a form saved through the kit', () => {
  it('is pending while the request runs, and no longer once it answered', async () => {
    const answer = deferred<Response>();
    stub.fetch.mockReturnValue(answer.promise);
    const onSuccess = vi.fn();
    render(<TagForm options={{ onSuccess }} />);
    submit();
    await waitFor(() => expect(screen.getByRole('button').className).toContain('ant-btn-loading'));
    answer.resolve(json(200, { code: 0, data: { id: 7 }, message: 'ok' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, { code: 'A1', name: 'Red' }));
    await waitFor(() => expect(screen.getByRole('button').className).not.toContain('ant-btn-loading'));
  });

  it("puts the server's field messages at the form's fields, with no toast when every one is placed", async () => {
    stub.fetch.mockResolvedValue(
      json(400, { code: -1, data: { fields: { code: 'Code is taken' } }, message: 'Invalid input' }),
    );
    const onError = vi.fn();
    render(<TagForm options={{ onError }} />);
    submit();
    await fieldError('Code is taken');
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([]);
  });

  it('toasts a silent failure no field shows (once), and the message of a field the form does not have', async () => {
    stub.fetch.mockResolvedValueOnce(json(409, { code: -1, data: null, message: 'Changed meanwhile' }));
    render(<TagForm />);
    submit();
    await waitFor(() => expect(toasts).toEqual(['Error message: Changed meanwhile']));

    stub.fetch.mockResolvedValueOnce(
      json(400, { code: -1, data: { fields: { color: 'Bad colour' } }, message: 'Invalid input' }),
    );
    submit();
    await waitFor(() =>
      expect(toasts).toEqual(['Error message: Changed meanwhile', 'Error message: Invalid input']),
    );
  });

  it('reads the object again after a 409 or 404 (reread), and not after another refusal', async () => {
    const read = vi.fn(async () => ({ id: 7 }));
    const show = vi.fn();
    const then = vi.fn();
    render(<TagForm options={{ reread: { read, show, then } }} />);
    stub.fetch.mockResolvedValueOnce(json(400, { code: -1, data: null, message: 'Invalid input' }));
    submit();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(read).not.toHaveBeenCalled();
    expect(then).not.toHaveBeenCalled();

    for (const [index, status] of [409, 404].entries()) {
      stub.fetch.mockResolvedValueOnce(json(status, { code: -1, data: null, message: 'Changed meanwhile' }));
      submit();
      await waitFor(() => expect(show).toHaveBeenCalledTimes(index + 1));
    }
    expect(read).toHaveBeenCalledWith({ code: 'A1', name: 'Red' });
    expect(show).toHaveBeenCalledWith({ id: 7 });
    expect(then).toHaveBeenCalledTimes(2);
  });

  it('does not repeat the toast the client already showed for a call that is not silent', async () => {
    stub.fetch.mockResolvedValue(json(500, { code: -1, data: null, message: 'Database down' }));
    const onError = vi.fn();
    render(<TagForm silent={false} options={{ onError }} />);
    submit();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual(['Error message: Database down']);
  });

  it("shows the message in the form's own banner with errorDisplay 'inline', translated, and clears it on the next try", async () => {
    stub.fetch.mockResolvedValueOnce(json(429, { code: -1, data: null, message: 'Too many attempts' }));
    render(<TagForm options={{ errorDisplay: 'inline', translate: (text) => `«${text}»` }} />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('«Error message: Too many attempts»');
    expect(toasts).toEqual([]);

    const answer = deferred<Response>();
    stub.fetch.mockReturnValueOnce(answer.promise);
    submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    answer.resolve(json(200, { code: 0, data: { id: 1 }, message: 'ok' }));
  });

  it('leaves a dead session to the API client: it asks, the token and the form stay, the form says nothing', async () => {
    stub.fetch.mockResolvedValue(json(401, { code: 2000, data: null, message: 'Token is invalid' }));
    const onError = vi.fn();
    render(<TagForm options={{ errorDisplay: 'inline', onError }} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed before the save' } });
    submit();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(stub.reloginAsked).toBe(1);
    expect(getToken()).toBe('tok-1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts).toEqual([]);
    // Cancel: the form is still there with what was typed.
    stub.relogin(false);
    await act(() => Promise.resolve());
    expect(getToken()).toBe('tok-1');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'typed before the save');
  });
});

/** A list on screen through the data layer, and a write beside it. */
function ListAndWrite({
  listKey,
  fetcher,
  write,
  options,
}: {
  listKey: QueryKey;
  fetcher: () => Promise<string[]>;
  write: () => Promise<string>;
  options: MutationOptions<void, string>;
}) {
  const list = useApiQuery(queryOptions(listKey, fetcher));
  const change = useApiMutation(write, options);
  return (
    <>
      <p data-testid="rows">{list.data?.join(',') ?? 'loading'}</p>
      <button onClick={() => void change.mutate()}>Write</button>
    </>
  );
}

describe('useApiMutation: the cache after a write', () => {
  it('invalidates the prefixes it names after a success: the list on screen asks again', async () => {
    let rows = ['a'];
    const fetcher = vi.fn(async () => rows);
    render(
      <ListAndWrite
        listKey={['t', 'rows', { page: 1 }]}
        fetcher={fetcher}
        write={async () => {
          rows = ['a', 'b'];
          return 'b';
        }}
        options={{ invalidate: [['t', 'rows']] }}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('a'));
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('a,b'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not invalidate after a failure unless asked to (refreshOnFailure)', async () => {
    const fetcher = vi.fn(async () => ['a']);
    const failing = async (): Promise<string> => {
      throw new Error('refused');
    };
    const { unmount } = render(
      <ListAndWrite
        listKey={['t', 'refused']}
        fetcher={fetcher}
        write={failing}
        options={{ invalidate: [['t', 'refused']] }}
      />,
    );
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(toasts).toEqual(['refused']));
    expect(fetcher).toHaveBeenCalledTimes(1);
    unmount();

    clearQueryCache();
    render(
      <ListAndWrite
        listKey={['t', 'refused']}
        fetcher={fetcher}
        write={failing}
        options={{ invalidate: [['t', 'refused']], refreshOnFailure: true }}
      />,
    );
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(3));
  });

  it('shows an optimistic row at once, keeps what the server settled, and puts back the old one on failure', async () => {
    const key: QueryKey = ['t', 'optimistic'];
    const fetcher = vi.fn(async () => ['waiting']);
    const answer = deferred<string>();
    let next: () => Promise<string> = () => answer.promise;
    render(
      <ListAndWrite
        listKey={key}
        fetcher={fetcher}
        write={() => next()}
        options={{
          optimistic: () => ({
            key,
            optimistic: () => ['paid?'],
            settle: (saved: string) => [saved],
          }),
        }}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('paid?'));
    await act(async () => answer.resolve('paid'));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('paid'));

    next = async () => {
      throw new Error('Already refunded');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(toasts).toEqual(['Already refunded']));
    expect(screen.getByTestId('rows').textContent).toBe('paid');
  });
});
