/**
 * Stands in for antd's `color-picker/components/ColorPresets` where antd's Button styles import it (see
 * federation.ts). Button only needs its `isBright` test (is the solid button colour light enough for black text?),
 * but importing it from that file brought the whole preset list component, Collapse included (~4 KiB gzip), to
 * every page with a button. Same contract: `color` is antd's colour object (`toRgb`, constructible from a CSS
 * colour), `background` the colour a translucent `color` is seen over.
 */
export function isBright(color, background) {
  const { r, g, b, a } = color.toRgb();
  if (a <= 0.5) {
    // Mostly see-through: judge the colour as it shows over the background, by its HSV value (brightest channel).
    const under = new color.constructor(background).toRgb();
    const cover = a + under.a * (1 - a);
    const seen = (top, bottom) => Math.round((top * a + bottom * under.a * (1 - a)) / cover);
    return Math.max(seen(r, under.r), seen(g, under.g), seen(b, under.b)) / 255 > 0.5;
  }
  // Perceived brightness (ITU-R BT.601 luma) above three quarters: dark text reads better on it.
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
