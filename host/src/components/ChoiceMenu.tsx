import { Button, Dropdown } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { inHeader } from './popup-container';

/**
 * An icon-only button that opens a menu of choices with the current one marked (the header's size and language
 * switches). `label` names the button for assistive technology.
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
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inHeader}
      menu={{
        selectable: true,
        selectedKeys: [selected],
        items: choices,
        onClick: ({ key }) => onChoose(key as Key),
      }}
    >
      <Button type="text" style={style} icon={icon} aria-label={label} data-testid={testId} />
    </Dropdown>
  );
}
