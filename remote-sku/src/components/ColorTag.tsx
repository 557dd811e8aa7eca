import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** WCAG relative luminance of '#rrggbb' (0 black to 1 white); 0 for anything else. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return 0;
  const value = Number.parseInt(match[1]!, 16);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * linear((value >> 16) & 0xff) +
    0.7152 * linear((value >> 8) & 0xff) +
    0.0722 * linear(value & 0xff)
  );
}

/**
 * Black or white, whichever reads better on `background`. For any colour the better of the two reaches at least
 * 4.58:1, so a tag in any colour the shop picks passes WCAG AA in both themes.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

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
