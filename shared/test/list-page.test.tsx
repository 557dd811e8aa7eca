import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '../src/index';
import { setApiFeedback } from '../src/api/feedback';
import { prefetchListPage, queryOptions } from '../src/data/index';
import { useApiMutation } from '../src/form/mutation';
import {
  DetailDrawer,
  FormDialog,
  ListPage,
  ListView,
  ReasonDialog,
  textFilter,
  useListPage,
  type ListParams,
  type Page,
} from '../src/list/index';
import { renderRemotePage, testUser } from '../src/testing/index';

interface Row {
  id: number;
  name: string;
  parentId: number | null;
  children?: Row[];
}

const TOP: Row = { id: 1, name: 'Drinks', parentId: null };
const CHILD: Row = { id: 2, name: 'Coffee', parentId: 1 };

/** A list query whose answers the test decides; every request's parameters are recorded. */
function rowsQuery(answer: (params: ListParams) => Page<Row>) {
  const asked: ListParams[] = [];
  const query = (params: ListParams) =>
    queryOptions(['test', 'rows', params], async () => {
      asked.push(params);
      return answer(params);
    });
  return { asked, query };
}

/** Rows under their parents (the page's `nest`), flat for search results. */
const nest = (rows: Row[], filtered: boolean): Row[] =>
  filtered
    ? rows
    : rows
        .filter((row) => row.parentId === null)
        .map((row) => ({ ...row, children: rows.filter((child) => child.parentId === row.id) }));

beforeAll(async () => {
  await i18nReady;
});

describe('useListPage', () => {
  it('sends the open rows of a tree with the request, so they are part of its key (not in the address)', async () => {
    const { asked, query } = rowsQuery((params) =>
      params.keyword
        ? { list: [CHILD], total: 1 }
        : { list: params.expanded ? [TOP, CHILD] : [TOP], total: 1, all: 2 },
    );
    renderRemotePage(
      <ListPage<Row>
        name="rows"
        table="rowTable"
        title="Rows"
        query={query}
        tree={{ param: 'expanded', nest }}
        sort={{ field: 'name', order: 'ascend' }}
        filters={[textFilter({ name: 'keyword', label: 'Keyword' })]}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        empty={{ filtered: 'No match', all: 'Nothing yet' }}
      />,
      { url: '/rows', user: testUser([]) },
    );
    const drinks = (await screen.findByText('Drinks')).closest('tr')!;
    expect(asked.at(-1)).not.toHaveProperty('expanded');
    // The tree's total says how many there are at every level beside the top level it pages.
    expect(screen.getByTestId('rows-total').textContent).toBe('1 top-level, 2 in all');
    fireEvent.click(within(drinks).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Coffee')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ expanded: '1', pageNum: 1 });
    expect(screen.getByTestId('location').textContent).toBe('/rows');
    // A search lists flat results: the open rows are no input of that request.
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'co' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: 'co' }));
    expect(asked.at(-1)).not.toHaveProperty('expanded');
    await waitFor(() => expect(screen.getByTestId('rows-total').textContent).toBe('1 in all'));
  });

  it('keeps the rows usable while they are read again: a click on a row during a refresh reaches its button', async () => {
    let answers = 0;
    let release: () => void = () => undefined;
    const query = (params: ListParams) =>
      queryOptions(['test', 'refresh', params], async () => {
        answers += 1;
        // The second read (the refresh) waits until the test releases it.
        if (answers > 1) await new Promise<void>((resolve) => (release = resolve));
        return { list: [{ ...TOP, name: answers > 1 ? 'Drinks again' : 'Drinks' }], total: 1 };
      });
    const clicked = vi.fn();
    function Refreshing() {
      const list = useListPage<Row>({
        name: 'rows',
        title: 'Rows',
        query,
        sort: { field: 'name' },
        columns: [{ key: 'name', title: 'Name', dataIndex: 'name' }],
        rowActions: {
          title: 'Actions',
          perms: ['test:edit'],
          render: (row) => <Button onClick={() => clicked(row.id)}>Confirm</Button>,
        },
        empty: { filtered: 'No match', all: 'Nothing yet' },
      });
      return <ListView<Row> list={list} title="Rows" />;
    }
    renderRemotePage(<Refreshing />, { url: '/rows', user: testUser(['test:edit']) });
    await screen.findByText('Drinks');
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    const header = screen.getByTestId('rows-list');
    await waitFor(() => expect(header.getAttribute('aria-busy')).toBe('true'));
    // No loading mask over the rows (antd's spinning overlay inside the table takes the clicks in a browser).
    const wrapper = screen.getByTestId('rows-table').closest('.ant-table-wrapper')!;
    expect(wrapper.querySelector('.ant-spin-spinning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(clicked).toHaveBeenCalledWith(TOP.id);
    act(() => release());
    expect(await screen.findByText('Drinks again')).toBeTruthy();
    await waitFor(() => expect(header.getAttribute('aria-busy')).toBe('false'));
  });

  it('keeps a table\'s preferences under the page\'s name without a final "s" unless the page names its table', async () => {
    const { query } = rowsQuery(() => ({ list: [TOP], total: 1 }));
    const columns = [
      { key: 'name', title: 'Name', dataIndex: 'name' },
      { key: 'parentId', title: 'Parent', dataIndex: 'parentId' },
    ];
    // Preferences outlive a page (and this test): a name of its own, removed at the end.
    localStorage.setItem('console.test.noteTable.1', JSON.stringify({ hidden: ['name'] }));
    localStorage.setItem('console.test.otherTable.1', JSON.stringify({ hidden: ['parentId'] }));
    const page = (table?: string) => (
      <ListPage<Row>
        name="notes"
        table={table}
        title="Rows"
        query={query}
        sort={{ field: 'name' }}
        columns={columns}
        empty={{ filtered: 'No match', all: 'Nothing yet' }}
      />
    );
    const headers = async () => {
      await screen.findByTestId('notes-total');
      return [...screen.getByTestId('notes-table').querySelectorAll('th')].map((th) => th.textContent);
    };
    try {
      const { unmount } = renderRemotePage(page(), { url: '/rows', user: testUser([]) });
      expect(await headers()).toEqual(['Parent']);
      unmount();
      renderRemotePage(page('otherTable'), { url: '/rows', user: testUser([]) });
      expect(await headers()).toEqual(['Name']);
    } finally {
      localStorage.removeItem('console.test.noteTable.1');
      localStorage.removeItem('console.test.otherTable.1');
    }
  });

  it('puts inputs that are not in the address (`params`) into the request and its key', async () => {
    const { asked, query } = rowsQuery(() => ({ list: [TOP], total: 1 }));
    function Scoped() {
      const [scope, setScope] = useState('mine');
      const list = useListPage<Row>({
        name: 'rows',
        title: 'Rows',
        query,
        params: { scope },
        sort: { field: 'name' },
        columns: [{ key: 'name', title: 'Name', dataIndex: 'name' }],
        empty: { filtered: 'No match', all: 'Nothing yet' },
      });
      return (
        <ListView<Row>
          list={list}
          title="Rows"
          actions={<Button onClick={() => setScope('all')}>Everyone's</Button>}
        />
      );
    }
    renderRemotePage(<Scoped />, { url: '/rows', user: testUser([]) });
    await screen.findByText('Drinks');
    expect(asked).toEqual([expect.objectContaining({ scope: 'mine' })]);
    // The page's action sits in the list's header, and a new input is a new query.
    const header = screen.getByTestId('rows-list');
    fireEvent.click(within(header).getByRole('button', { name: "Everyone's" }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ scope: 'all' });
  });

  it("writes its counts with the language's digit grouping, in English and in Chinese", async () => {
    const { query } = rowsQuery(() => ({ list: [TOP], total: 12_345 }));
    const page = () => (
      <ListPage<Row>
        name="rows"
        title="Rows"
        query={query}
        sort={{ field: 'name' }}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        empty={{ filtered: 'No match', all: 'Nothing yet' }}
      />
    );
    try {
      const { unmount } = renderRemotePage(page(), { url: '/rows', user: testUser([]) });
      await screen.findByText('Drinks');
      expect(screen.getByTestId('rows-total').textContent).toBe('12,345 in all');
      expect(screen.getByText('1-20 of 12,345')).toBeTruthy();
      unmount();
      await act(() => i18n.changeLanguage('zh'));
      renderRemotePage(page(), { url: '/rows', user: testUser([]) });
      await screen.findByText('Drinks');
      expect(screen.getByTestId('rows-total').textContent).toBe('共 12,345 条');
      expect(screen.getByText('第 1-20 条，共 12,345 条')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

/** A row action as a page writes it: the mutation kit runs it, the dialog shows its pending state. */
function CancelAction({ request }: { request: (reason: string | undefined) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  const cancel = useApiMutation(request, { onSuccess: () => setOpen(false) });
  return (
    <>
      <p data-testid="open">{String(open)}</p>
      <ReasonDialog
        open={open}
        title="Cancel order"
        okText="Yes, cancel"
        cancelText="Keep"
        danger
        reason={{ label: 'Reason', placeholder: 'Why?', required: 'Please give a reason', maxLength: 50 }}
        pending={cancel.isPending}
        onConfirm={(reason) => void cancel.mutate(reason)}
        onClose={() => setOpen(false)}
        testId="reason-dialog"
      />
    </>
  );
}

describe('ReasonDialog', () => {
  it("asks for a reason, sends it trimmed, shows the mutation's pending state, stays open on a failure", async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => toasts.push(text), confirmRelogin: async () => false });
    let settle!: (ok: boolean) => void;
    const request = vi.fn(
      (_reason: string | undefined) =>
        new Promise<string>(
          (resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('no')))),
        ),
    );
    renderRemotePage(<CancelAction request={request} />, { url: '/x', user: testUser([]) });
    const dialog = await screen.findByTestId('reason-dialog');
    const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: /Yes, cancel/ });
    fireEvent.click(ok());
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(within(dialog.ownerDocument.body).getByLabelText('Reason'), {
      target: { value: '  out of stock ' },
    });
    fireEvent.click(ok());
    await waitFor(() => expect(request).toHaveBeenCalledWith('out of stock'));
    await waitFor(() => expect(ok().className).toContain('ant-btn-loading'));
    await act(async () => settle(false));
    await waitFor(() => expect(ok().className).not.toContain('ant-btn-loading'));
    expect(toasts).toEqual(['no']);
    expect(screen.getByTestId('open').textContent).toBe('true');
    // Tried again, it succeeds: the page closes the dialog.
    fireEvent.click(ok());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await act(async () => settle(true));
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
  });
});

/** A form dialog as a page writes it: the page keeps the form and the mutation, and closes it on success. */
function RenameDialog({ request }: { request: (values: { name: string }) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ name: string }>();
  const save = useApiMutation(request, { onSuccess: () => setOpen(false) });
  return (
    <>
      <p data-testid="open">{String(open)}</p>
      <FormDialog
        open={open}
        title="Rename"
        name="rename-form"
        form={form}
        onFinish={save.mutate}
        pending={save.isPending}
        onClose={() => setOpen(false)}
        testId="rename-dialog"
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Please give a name' }]}>
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it("OK is the form's submit button: checks the fields, saves, shows the pending save, closes only on success", async () => {
    setApiFeedback({ error: () => undefined, confirmRelogin: async () => false });
    let settle!: (ok: boolean) => void;
    const request = vi.fn(
      (_values: { name: string }) =>
        new Promise<string>(
          (resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('no')))),
        ),
    );
    renderRemotePage(<RenameDialog request={request} />, { url: '/x', user: testUser([]) });
    await screen.findByTestId('rename-dialog');
    const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: /Save/ });
    expect(ok().getAttribute('type')).toBe('submit');
    expect(ok().getAttribute('form')).toBe('rename-form');
    // jsdom does not submit a form from a button outside it (the form attribute): submit as the button would.
    const submit = () => fireEvent.submit(document.getElementById('rename-form')!);
    submit();
    expect(await screen.findByText('Please give a name')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Teas' } });
    submit();
    await waitFor(() => expect(request).toHaveBeenCalledWith({ name: 'Teas' }));
    await waitFor(() => expect(ok().className).toContain('ant-btn-loading'));
    await act(async () => settle(false));
    await waitFor(() => expect(ok().className).not.toContain('ant-btn-loading'));
    expect(screen.getByTestId('open').textContent).toBe('true');
    submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await act(async () => settle(true));
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('false'));
  });
});

describe('DetailDrawer', () => {
  it("shows the row at once, the detail's part when read, and a failure with Retry", async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { events: ['placed', 'paid'] };
    });
    renderRemotePage(
      <DetailDrawer<{ events: string[] }>
        open
        onClose={() => undefined}
        title="Order A-1"
        testId="detail"
        query={queryOptions(['test', 'detail', 1], read)}
        loaded={{
          title: 'History',
          error: 'The history could not be read',
          render: (d) => d.events.join(', '),
        }}
      >
        <p>Row fields</p>
      </DetailDrawer>,
      { url: '/x', user: testUser([]) },
    );
    expect(await screen.findByText('Row fields')).toBeTruthy();
    expect(await screen.findByText('The history could not be read')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('placed, paid')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchListPage', () => {
  /** A list query under a key of its own (the data layer's cache outlives each test). */
  function prefetchedRows() {
    const asked: ListParams[] = [];
    const query = (params: ListParams) =>
      queryOptions(['test', 'prefetched-rows', params], async () => {
        asked.push(params);
        return { list: [TOP], total: 1 };
      });
    return { asked, query };
  }
  const FIRST_PAGE = { sort: { field: 'name', order: 'ascend' } } as const;

  // That the page then takes the prefetched answer (one request) is the data layer's (data.test.tsx) and, through a
  // real browser, budgets.spec.ts's; here: the prefetch asks for exactly what the list kit's first render asks for.
  it("starts the list's first page with the parameters (hence the key) the list kit asks for", async () => {
    const { asked, query } = prefetchedRows();
    prefetchListPage(query, FIRST_PAGE);
    expect(asked).toHaveLength(1);
    renderRemotePage(
      <ListPage<Row>
        name="prefetched"
        title="Rows"
        query={query}
        sort={FIRST_PAGE.sort}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        empty={{ filtered: 'No match', all: 'Nothing yet' }}
      />,
      { url: '/prefetched', user: testUser([]) },
    );
    expect(await screen.findByText('Drinks')).toBeTruthy();
    expect(asked[0]).toEqual({ pageNum: 1, pageSize: 20, sortField: 'name', sortOrder: 'ascend' });
    expect(new Set(asked.map((params) => JSON.stringify(params))).size).toBe(1);
  });

  it('starts nothing when the address carries a query (the page asks for what it says)', () => {
    const { asked, query } = prefetchedRows();
    const before = window.location.href;
    window.history.replaceState(null, '', '/prefetched?pageNum=2');
    try {
      prefetchListPage(query, FIRST_PAGE);
    } finally {
      window.history.replaceState(null, '', before);
    }
    expect(asked).toEqual([]);
  });
});
