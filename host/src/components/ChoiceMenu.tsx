import { useMenuButton } from '@console/shared';
import { Button, Dropdown } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { inHeader } from './popup-container';

/**
 * An icon-only button that opens a menu of choices with the current one marked (the header's size and language
 * switches), a menu button (`useMenuButton`). `label` names the button for assistive technology.
 */
export function ChoiceMenu<Key extends string>({
  label,
  icon,
  style,
  testId,
  selected,
  choices,
  onChoose,
}: {
  label: string;
  icon: ReactNode;
  style?: CSSProperties;
  testId: string;
  selected: Key;
  choices: { key: Key; label: ReactNode }[];
  onChoose: (key: Key) => void;
}) {
  const menuButton = useMenuButton();
  return (
    <Dropdown
      {...menuButton.dropdown}
      getPopupContainer={inHeader}
      menu={menuButton.menu({
        selectable: true,
        selectedKeys: [selected],
        items: choices,
        onClick: ({ key }) => onChoose(key as Key),
      })}
    >
      <Button
        {...menuButton.trigger}
        type="text"
        style={style}
        icon={icon}
        aria-label={label}
        data-testid={testId}
      />
    </Dropdown>
  );
}
