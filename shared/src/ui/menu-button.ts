import type { DropdownProps, MenuProps } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';

/** What an enabled item of an open antd menu looks like in the page. */
const ENABLED_ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

export interface MenuButton<Trigger extends HTMLElement> {
  /** Spread on antd's `<Dropdown>`: opened by a click (Enter and Space on a button), focus into the menu. */
  dropdown: Required<
    Pick<DropdownProps, 'trigger' | 'autoFocus' | 'destroyOnHidden' | 'open' | 'onOpenChange'>
  > &
    Pick<DropdownProps, 'transitionName'>;
  /** The Dropdown's `menu`: `items`, `onClick`… with the menu's id and the focus given back before `onClick` runs. */
  menu: (menu: MenuProps) => MenuProps;
  /** Spread on the button that opens it (inside a Tooltip too); its `ref` is the hook's `triggerRef`. */
  trigger: {
    ref: Ref<Trigger>;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onKeyDown: (event: KeyboardEvent<Trigger>) => void;
  };
  triggerRef: RefObject<Trigger | null>;
}

/**
 * A menu button (WAI-ARIA APG "menu button") on antd's Dropdown, the one way every dropdown menu of the console is
 * opened: Enter, Space or Arrow Down open it with the focus on its first enabled item (Dropdown's `autoFocus`); the
 * arrows move and Enter chooses (antd's Menu); Escape closes it and gives the focus back to the button; Tab closes
 * it and goes on from the button (Dropdown's keyboard handling, which gives the focus back only to a trigger it can
 * focus: the button is found here through `triggerRef`, also inside a Tooltip). A chosen item also gives the focus
 * back to the button before its handler runs, so a dialog it opens returns there when it closes, not to <body>.
 * A chosen item closes the menu without its leave motion: antd's layers take Escape from one stack, a dialog kept
 * mounted is on it from the start, and a menu still sliding out (~0.2 s) stayed above it, so an Escape pressed at
 * once in the dialog the item opened was the menu's, and lost.
 *
 * ```tsx
 * const menuButton = useMenuButton();
 * <Dropdown {...menuButton.dropdown} menu={menuButton.menu({ items, onClick })}>
 *   <Button {...menuButton.trigger} icon={<MoreOutlined />} aria-label={…} />
 * </Dropdown>
 * ```
 *
 * Plain React (antd only as types), so it lives in the main entry at no cost to the sign-in page.
 */
export function useMenuButton<Trigger extends HTMLElement = HTMLButtonElement>(): MenuButton<Trigger> {
  const [open, setOpenState] = useState(false);
  /** Closed by a chosen item: no leave motion (see above); any other close slides out as antd draws it. */
  const [chosen, setChosen] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setChosen(false);
    setOpenState(next);
  };
  const menuId = useId();
  const triggerRef = useRef<Trigger>(null);

  const menuElement = () => document.getElementById(menuId);
  /** The focus back on the button when it is in the menu (it would be lost with it). */
  const refocus = () => {
    if (menuElement()?.contains(document.activeElement)) triggerRef.current?.focus();
  };
  const onOpenChange = (next: boolean) => {
    if (!next) refocus();
    setOpen(next);
  };
  const onKeyDown = (event: KeyboardEvent<Trigger>) => {
    if (event.key !== 'ArrowDown') return;
    // The page's own arrow keys (a tree's, a table's) are not this key's.
    event.preventDefault();
    event.stopPropagation();
    if (open) menuElement()?.querySelector<HTMLElement>(ENABLED_ITEM)?.focus();
    else setOpen(true);
  };

  return {
    // Destroyed once closed: antd's Menu keeps the item last moved to, and the menu opens on its first item again.
    dropdown: {
      trigger: ['click'],
      autoFocus: true,
      destroyOnHidden: true,
      open,
      onOpenChange,
      // No motion name, no motion: the popup leaves the page, and Escape's stack, at once.
      ...(chosen ? { transitionName: '' } : {}),
    },
    menu: (menu) => ({
      ...menu,
      id: menuId,
      onClick: (info) => {
        // Enter chose the item: with the focus back on the button, the key's default action would press the button
        // and open the menu again.
        if (info.domEvent.type === 'keydown') info.domEvent.preventDefault();
        setChosen(true);
        refocus();
        menu.onClick?.(info);
      },
    }),
    trigger: {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onKeyDown,
    },
    triggerRef,
  };
}
