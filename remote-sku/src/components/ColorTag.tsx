import { textOn } from '@console/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A tag in the shop's own colour: the colour as the background, the text black or white to match. antd's tag with a
 * custom colour writes the colour on a pale tint of itself (1.6:1 for lime), whatever the theme.
 */
export function ColorTag({
  color,
  children,
  testId,
}: {
  color: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tag
      color={color}
      variant="solid"
      style={{ color: textOn(color) }}
      data-testid={testId}
      data-color={color}
    >
      {children}
    </Tag>
  );
}
