import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, ConfigProvider, Dropdown, Modal, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nReady, useMenuButton } from '../src/index';
import { TableSettings } from '../src/list/TableSettings';

beforeAll(async () => {
  await i18nReady;
});

const Quiet = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
);

/** A row's "more" menu as the areas write one; the first item disabled, as "Move up" is on a first row. */
function RowMenu({ onPick, tooltip }: { onPick: (key: string) => void; tooltip?: boolean }) {
  const menuButton = useMenuButton();
  const button = <Button {...menuButton.trigger} aria-label="More" />;
  return (
    <>
      <Dropdown
        {...menuButton.dropdown}
        menu={menuButton.menu({
          items: [
            { key: 'up', label: 'Move up', disabled: true },
            { key: 'edit', label: 'Edit' },
            { key: 'delete', label: 'Delete' },
          ],
          onClick: ({ key }) => onPick(key),
        })}
      >
        {tooltip ? <Tooltip title="More">{button}</Tooltip> : button}
      </Dropdown>
      <button type="button">Next</button>
    </>
  );
}

const key = (element: Element, name: string, keyCode: number) =>
  fireEvent.keyDown(element, { key: name, code: name, keyCode, which: keyCode });

const menu = () => screen.findByRole('menu');
const focusedItem = async (name: string) =>
  waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name })));

describe('useMenuButton', () => {
  it.each([false, true])(
    'opens with the focus on the first enabled item; Escape closes it and gives the focus back (in a Tooltip: %s)',
    async (tooltip) => {
      render(
        <Quiet>
          <RowMenu onPick={() => undefined} tooltip={tooltip} />
        </Quiet>,
      );
      const trigger = screen.getByRole('button', { name: 'More' });
      expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      trigger.focus();
      fireEvent.click(trigger);
      await focusedItem('Edit');
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(trigger.getAttribute('aria-controls')).toBe((await menu()).id);
      key(document.activeElement!, 'Escape', 27);
      await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
      expect(document.activeElement).toBe(trigger);
    },
  );

  // The arrows inside the menu are antd's (they need a layout): e2e/tests/sku.spec.ts walks them in Chromium.
  it('opens by Arrow Down from the button, on the first item again', async () => {
    render(
      <Quiet>
        <RowMenu onPick={() => undefined} />
      </Quiet>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    key(trigger, 'ArrowDown', 40);
    await focusedItem('Edit');
    key(document.activeElement!, 'Escape', 27);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    key(trigger, 'ArrowDown', 40);
    await focusedItem('Edit');
  });

  it('Enter chooses an item: the menu closes and the focus is on the button before the item runs', async () => {
    let focusedWhenPicked: Element | null = null;
    const onPick = vi.fn(() => {
      focusedWhenPicked = document.activeElement;
    });
    render(
      <Quiet>
        <RowMenu onPick={onPick} />
      </Quiet>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    fireEvent.click(trigger);
    await focusedItem('Edit');
    key(document.activeElement!, 'Enter', 13);
    expect(onPick).toHaveBeenCalledWith('edit');
    expect(focusedWhenPicked).toBe(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger);
  });

  it('Tab closes it from the button (the browser then moves on to the next control)', async () => {
    render(
      <Quiet>
        <RowMenu onPick={() => undefined} tooltip />
      </Quiet>,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    fireEvent.click(trigger);
    await focusedItem('Edit');
    key(document.activeElement!, 'Tab', 9);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger);
  });
});

/** A menu whose item opens a dialog, with antd's motion on (as in the console). */
function MenuOpeningDialog({ onCancel }: { onCancel: () => void }) {
  const menuButton = useMenuButton();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Dropdown
        {...menuButton.dropdown}
        menu={menuButton.menu({
          items: [{ key: 'delete', label: 'Delete' }],
          onClick: () => setAsking(true),
        })}
      >
        <Button {...menuButton.trigger} aria-label="More" />
      </Dropdown>
      {/* Kept mounted, as the areas' dialogs that give the focus back are: on Escape's stack from the start, below
          the menu opened later. */}
      <Modal
        forceRender
        open={asking}
        title="Delete it?"
        onCancel={() => {
          onCancel();
          setAsking(false);
        }}
      />
    </>
  );
}

describe('useMenuButton and the dialog an item opens', () => {
  // Under NODE_ENV=test antd gives every layer the id "test-id", and its Escape stack keeps one entry per id: the
  // menu and the dialog would be one layer. Their real ids, as in the console.
  const environment = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'development';
  });
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('a chosen item closes the menu without its leave motion, so an Escape at once is the dialog’s', async () => {
    const onCancel = vi.fn();
    render(<MenuOpeningDialog onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    fireEvent.click(trigger);
    await focusedItem('Delete');
    key(document.activeElement!, 'Enter', 13);
    await screen.findByRole('dialog');
    // happy-dom never ends a CSS transition: a menu leaving with its motion would stay on Escape's stack for good.
    expect(document.querySelector('.ant-dropdown')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    key(document.activeElement!, 'Escape', 27);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape in the menu still closes it and gives the focus back', async () => {
    render(<MenuOpeningDialog onCancel={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'More' });
    trigger.focus();
    fireEvent.click(trigger);
    await focusedItem('Delete');
    key(document.activeElement!, 'Escape', 27);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger);
  });
});

describe('TableSettings', () => {
  it('the density menu (its button in a Tooltip) takes the focus and gives it back on Escape', async () => {
    const onChange = vi.fn();
    render(
      <Quiet>
        <TableSettings
          columns={[{ key: 'name', title: 'Name' }]}
          prefs={{ density: 'middle', hidden: [], view: 'table' }}
          onChange={onChange}
          onReload={() => undefined}
          loading={false}
        />
      </Quiet>,
    );
    const density = screen.getByRole('button', { name: 'Density' });
    density.focus();
    fireEvent.click(density);
    const list = await menu();
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    key(document.activeElement!, 'Escape', 27);
    await waitFor(() => expect(density.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(density);

    fireEvent.click(density);
    await waitFor(() => expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    key(document.activeElement!, 'Enter', 13);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(density);
  });
});
