/**
 * WCAG 2 contrast maths, the one copy every part uses: the host's theme tokens, the dashboard's chart labels and the
 * sku tags in a shop's own colour. Colours are '#rgb' or '#rrggbb'; anything else counts as black.
 */

/** Relative luminance (WCAG 2), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  let digits = match?.[1];
  if (!digits) return 0;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
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

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [high, low] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Black or white text, whichever contrasts more with `background`. The better of the two reaches at least 4.58:1
 * for any colour (WCAG AA asks 4.5:1), so a label on any fill a person picks stays readable.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}
