import { theme } from 'antd';
import { useEffect, useRef } from 'react';

export interface ContextMenuItem {
  key: string;
  label: string;
  disabled?: boolean;
}

/**
 * The tab bar's right-click menu: a small popup at the pointer. Escape, a click elsewhere, scrolling or resizing
 * closes it; arrow keys move between items.
 */
export function TabContextMenu({
  x,
  y,
  items,
  onSelect,
  onClose,
}: {
  x: number;
  y: number;
  items: ContextMenuItem[];
  onSelect: (key: string) => void;
  onClose: () => void;
}) {
  const { token } = theme.useToken();
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onClose);
    window.addEventListener('scroll', onClose, true);
    return () => {
      window.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onClose);
      window.removeEventListener('scroll', onClose, true);
    };
  }, [onClose]);

  const move = (step: number) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={menu}
      role="menu"
      data-testid="tab-context-menu"
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          move(event.key === 'ArrowDown' ? 1 : -1);
        }
      }}
      style={{
        position: 'fixed',
        left: Math.min(x, window.innerWidth - 180),
        top: Math.min(y, window.innerHeight - 240),
        zIndex: token.zIndexPopupBase + 50,
        minWidth: 160,
        padding: 4,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          disabled={item.disabled}
          onClick={() => onSelect(item.key)}
          style={{
            display: 'block',
            width: '100%',
            padding: '5px 12px',
            border: 0,
            borderRadius: token.borderRadiusSM,
            background: 'transparent',
            textAlign: 'start',
            font: 'inherit',
            color: item.disabled ? token.colorTextDisabled : token.colorText,
            cursor: item.disabled ? 'not-allowed' : 'pointer',
          }}
          onMouseEnter={(event) => {
            if (!item.disabled) event.currentTarget.style.background = token.controlItemBgHover;
          }}
          onMouseLeave={(event) => {
            event.currentTarget.style.background = 'transparent';
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
