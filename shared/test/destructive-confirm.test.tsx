import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destructiveConfirm } from '../src/index';
import { pressEnter } from '../src/testing';

/** A row's Delete as the areas write one: antd's App with its motion off, so that a closing dialog ends here. */
function DeleteButton({ onOk }: { onOk: () => void }) {
  const { modal } = App.useApp();
  const ask = () =>
    modal.confirm(
      destructiveConfirm({ title: 'Delete tag one?', okText: 'Delete', cancelText: 'Cancel', onOk }),
    );
  return <Button onClick={ask}>Delete one</Button>;
}

const renderDelete = (onOk: () => void) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <DeleteButton onOk={onOk} />
      </App>
    </ConfigProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('destructiveConfirm', () => {
  it("gives antd's confirm the focus on Cancel through focusable (not the deprecated autoFocusButton), a red OK", () => {
    const onOk = () => undefined;
    expect(
      destructiveConfirm({
        title: 'Delete?',
        content: 'Gone for good.',
        okText: 'Delete',
        cancelText: 'Keep',
        onOk,
      }),
    ).toEqual({
      title: 'Delete?',
      content: 'Gone for good.',
      okText: 'Delete',
      cancelText: 'Keep',
      onOk,
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel', focusTriggerAfterClose: true },
    });
  });

  it('opens on Cancel with no warning from antd; Enter there cancels, and the focus goes back to the opener', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const onOk = vi.fn();
    renderDelete(onOk);
    const opener = screen.getByRole('button', { name: 'Delete one' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(within(dialog).getByRole('button', { name: 'Delete' }).classList).toContain('ant-btn-dangerous');
    pressEnter();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onOk).not.toHaveBeenCalled();
    const said = [...errors.mock.calls, ...warnings.mock.calls].map((call) => String(call[0]));
    expect(said.filter((text) => text.includes('antd'))).toEqual([]);
  });

  it('Escape closes it without acting and gives the focus back to the opener', async () => {
    const onOk = vi.fn();
    renderDelete(onOk);
    const opener = screen.getByRole('button', { name: 'Delete one' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onOk).not.toHaveBeenCalled();
  });
});
