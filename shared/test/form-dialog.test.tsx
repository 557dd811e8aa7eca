import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, ConfigProvider, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '../src/index';
import { FormDialog } from '../src/list/index';
import { renderRemotePage, testUser } from '../src/testing/index';

beforeAll(async () => {
  await i18nReady;
});

interface Values {
  kind?: string;
  code?: string;
  name?: string;
}

/**
 * A page with a "New" button that opens a form dialog; `kindDisabled` makes the first control a disabled one;
 * `loading` opens it with the form disabled until "Loaded" is pressed (its values loading).
 */
function NewThing({
  keepMounted,
  kindDisabled,
  loading: initiallyLoading = false,
}: {
  keepMounted?: boolean;
  kindDisabled?: boolean;
  loading?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(initiallyLoading);
  const [form] = Form.useForm<Values>();
  return (
    <>
      <Button data-testid="new" onClick={() => setOpen(true)}>
        New
      </Button>
      <Button data-testid="loaded" onClick={() => setLoading(false)}>
        Loaded
      </Button>
      <FormDialog
        open={open}
        title="New thing"
        name="thing-form"
        form={form}
        onFinish={() => setOpen(false)}
        pending={false}
        onClose={() => {
          setOpen(false);
          setLoading(initiallyLoading);
        }}
        testId="thing-dialog"
        keepMounted={keepMounted}
        disabled={loading}
      >
        {kindDisabled && (
          <Form.Item name="kind" label="Kind">
            <Input disabled />
          </Form.Item>
        )}
        <Form.Item name="code" label="Code">
          <Input />
        </Form.Item>
        <Form.Item name="name" label="Name">
          <Select options={[{ value: 'a', label: 'A' }]} />
        </Form.Item>
      </FormDialog>
    </>
  );
}

const noMotion = (page: React.ReactNode) => (
  <ConfigProvider theme={{ token: { motion: false } }}>{page}</ConfigProvider>
);

const openDialog = async () => {
  const button = screen.getByTestId('new');
  button.focus();
  fireEvent.click(button);
  return within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>('Code');
};

describe('FormDialog focus', () => {
  it.each([
    ['dropped on close', false],
    ['kept mounted', true],
  ])('opens with the focus on the first field (%s), at every opening', async (_, keepMounted) => {
    renderRemotePage(noMotion(<NewThing keepMounted={keepMounted} />), { url: '/x', user: testUser([]) });
    const code = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('new')));
    const again = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('skips a control that cannot take the focus (disabled)', async () => {
    renderRemotePage(noMotion(<NewThing kindDisabled />), { url: '/x', user: testUser([]) });
    const code = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it.each([
    ['dropped on close', false],
    ['kept mounted', true],
  ])(
    'with motion (%s), puts the focus on the first field while the open motion runs, so keys typed then go to it',
    async (_, keepMounted) => {
      renderRemotePage(<NewThing keepMounted={keepMounted} />, { url: '/x', user: testUser([]) });
      const code = await openDialog();
      const dialog = screen.getByRole('dialog');
      await waitFor(() => expect(dialog.className).toMatch(/-(appear|enter)-active/));
      expect(document.activeElement).toBe(code);
      // happy-dom runs no CSS animation: end it as the browser would. antd then leaves the focus where it is.
      fireEvent.animationEnd(dialog);
      await waitFor(() => expect(dialog.className).not.toMatch(/-(appear|enter)-active/));
      expect(document.activeElement).toBe(code);
    },
  );

  it.each([
    ['dropped on close', false],
    ['kept mounted', true],
  ])(
    'opened while its form is disabled (%s), puts the focus on the first field once the form is enabled, unless the person has moved it meanwhile',
    async (_, keepMounted) => {
      renderRemotePage(noMotion(<NewThing keepMounted={keepMounted} loading />), {
        url: '/x',
        user: testUser([]),
      });
      const code = await openDialog();
      const dialog = screen.getByRole('dialog');
      expect(code.disabled).toBe(true);
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.click(screen.getByTestId('loaded'));
      await waitFor(() => expect(code.disabled).toBe(false));
      await waitFor(() => expect(document.activeElement).toBe(code));

      // Closed and opened again, still loading: this time the person Tabs to Cancel before the values come.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('new')));
      const again = await openDialog();
      const reopened = screen.getByRole('dialog');
      await waitFor(() => expect(again.disabled).toBe(true));
      await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
      const cancel = within(reopened).getByRole('button', { name: 'Cancel' });
      fireEvent.keyDown(document.activeElement!, { key: 'Tab', code: 'Tab', keyCode: 9 });
      cancel.focus();
      fireEvent.click(screen.getByTestId('loaded'));
      await waitFor(() => expect(again.disabled).toBe(false));
      expect(document.activeElement).toBe(cancel);
    },
  );

  it('leaves the focus where the person put it while the dialog was opening', async () => {
    renderRemotePage(<NewThing />, { url: '/x', user: testUser([]) });
    await openDialog();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.className).toMatch(/-(appear|enter)-active/));
    const name = within(dialog).getByRole('combobox');
    name.focus();
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(dialog.className).not.toMatch(/-(appear|enter)-active/));
    expect(document.activeElement).toBe(name);
  });
});
