/**
 * The colour maths of the theme (spec section 9), written here rather than pulled in from a package: light variants
 * of the primary colour, the darkened menu colour of the sidebar logo and the nearest readable shade (the contrast
 * ratio itself is @console/shared's). Colours are 6-digit hex ('#rrggbb'); 3-digit hex is accepted on input.
 */

import { contrastRatio, textOn } from '@console/shared';

export type Rgb = readonly [red: number, green: number, blue: number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#6855EC' -> [104, 85, 236]; null when the text is not a hex colour. */
export function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  let digits = match?.[1];
  if (!digits) return null;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** [104, 85, 236] -> '#6855ec' (channels clamped to 0-255 and rounded). */
export function toHex([red, green, blue]: Rgb): string {
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** A stored colour as '#rrggbb' (lower case), or the fallback when it is not a colour (a hand-edited setting). */
export function normalizeHex(color: unknown, fallback: string): string {
  const rgb = typeof color === 'string' ? parseHex(color) : null;
  return rgb ? toHex(rgb) : fallback;
}

/** Alpha with at most two decimals, so 1 - 0.1 x 3 is 0.7 and not 0.7000000000000001. */
const roundAlpha = (alpha: number) => Math.round(alpha * 100) / 100;

export function rgba(color: string, alpha: number): string {
  const [red, green, blue] = parseHex(color) ?? [0, 0, 0];
  return `rgba(${red}, ${green}, ${blue}, ${roundAlpha(alpha)})`;
}

/** Steps of the primary colour's light variants (spec section 9: steps 1 to 9). */
export const LIGHT_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The primary colour's light variants: step N is the colour at alpha 1 - 0.1 x N (spec section 9), so step 1 is
 * nearly the colour and step 9 a faint tint. Being translucent, they read as tints on light and dark backgrounds.
 */
export function primaryLightVariants(color: string): string[] {
  return LIGHT_STEPS.map((step) => rgba(color, 1 - 0.1 * step));
}

/**
 * Darkens by `percent` percent of the full channel range: every channel loses trunc(255 x percent / 100), floored
 * at 0 (the admin templates' convention, which the spec's "darkened by 20 percent" comes from). #1B085B by 20 is
 * #000028.
 */
export function darken(color: string, percent: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const amount = Math.trunc((255 * percent) / 100);
  return toHex([rgb[0] - amount, rgb[1] - amount, rgb[2] - amount]);
}

/** Whether white text reads better than black on this colour (the contrast ratios compared). */
export function isDarkColor(color: string): boolean {
  return textOn(color) === '#ffffff';
}

/**
 * `color` moved towards black (on a light background) or white (on a dark one) in small steps until it reaches
 * `ratio` against `background`: the nearest readable shade of a colour the person chose, so a bright theme colour
 * (#FAAD14) still gives links that pass WCAG AA. A colour that already passes comes back unchanged.
 */
export function readableOn(
  color: string,
  background: string,
  ratio = 4.5,
  /** The colour actually shown for a candidate (a theme algorithm may transform what it is given). */
  shown: (candidate: string) => string = (candidate) => candidate,
): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const target = isDarkColor(background) ? 255 : 0;
  for (let step = 0; step <= 20; step += 1) {
    const amount = step / 20;
    const candidate = toHex(rgb.map((value) => value + (target - value) * amount) as unknown as Rgb);
    if (contrastRatio(shown(candidate), background) >= ratio) return candidate;
  }
  return toHex([target, target, target]);
}

/** `color` laid over `background` at `opacity` (0 to 1). */
export function mix(color: string, background: string, opacity: number): string {
  const front = parseHex(color) ?? [0, 0, 0];
  const back = parseHex(background) ?? [0, 0, 0];
  return toHex(front.map((value, index) => value * opacity + back[index]! * (1 - opacity)) as unknown as Rgb);
}
