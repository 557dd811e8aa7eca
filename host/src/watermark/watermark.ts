import { DEFAULT_SETTINGS, type ConsoleUser } from '@console/shared';

/** Spec section 9. Above every antd layer (modals 1000, popups 1050, messages 2010, notifications 2050). */
export const WATERMARK_Z_INDEX = 9999;
const WATERMARK_ALPHA = 0.15;

/**
 * What the watermark says. Custom text from the settings when there is some; otherwise who is looking: the
 * signed-in user's email and shop name, so a leaked screenshot can be traced. The stock text of the shared
 * defaults counts as "not customised". Signed out with no custom text, there is nothing to say.
 */
export function watermarkLines(content: string | undefined, user: ConsoleUser | null): string[] {
  const custom = (content ?? '').trim();
  if (custom && custom !== DEFAULT_SETTINGS.watermarkContent) return [custom];
  if (user) return [user.email, user.customerName].filter((line) => line.trim() !== '');
  return [];
}

/** Whether the text in the settings is the user's own (the drawer shows stock text as an empty field). */
export function isCustomContent(content: string | undefined): boolean {
  const custom = (content ?? '').trim();
  return custom !== '' && custom !== DEFAULT_SETTINGS.watermarkContent;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Rough text width without a canvas: CJK and other wide characters take a full em, the rest about 0.6 em. */
function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? fontSize : fontSize * 0.6;
  return width;
}

interface WatermarkTile {
  /** A CSS url() of an SVG tile. */
  image: string;
  width: number;
  height: number;
}

/**
 * One tile of the repeated watermark: the lines rotated -22 degrees in alpha 0.15, dark text on light pages and
 * light text on dark ones. SVG, so it is sharp at any zoom and needs no canvas.
 */
export function watermarkTile(lines: string[], dark: boolean): WatermarkTile {
  const fontSize = 15;
  const lineHeight = 22;
  const longest = Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
  const width = Math.round(Math.max(240, longest + 120));
  const height = Math.round(Math.max(180, lines.length * lineHeight + 140));
  const fill = dark ? `rgba(255,255,255,${WATERMARK_ALPHA})` : `rgba(0,0,0,${WATERMARK_ALPHA})`;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${Math.round(firstBaseline + index * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(-22 ${width / 2} ${height / 2})" fill="${fill}" font-size="${fontSize}" ` +
    `font-family="-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans','PingFang SC',` +
    `'Microsoft YaHei',sans-serif" text-anchor="middle">${texts}</g></svg>`;
  return { image: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`, width, height };
}

function watermarkStyle(tile: WatermarkTile): Record<string, string> {
  return {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    'z-index': String(WATERMARK_Z_INDEX),
    'pointer-events': 'none',
    'background-image': tile.image,
    'background-repeat': 'repeat',
    'background-position': '0 0',
    'background-size': `${tile.width}px ${tile.height}px`,
    display: 'block',
    visibility: 'visible',
    opacity: '1',
    transform: 'none',
    'clip-path': 'none',
    filter: 'none',
    margin: '0',
    padding: '0',
    border: '0',
  };
}

interface WatermarkHandle {
  destroy(): void;
  /** The element on the page now (it is replaced when someone removes it). */
  element(): HTMLElement;
}

/**
 * Puts the watermark over the whole page as the last child of <body>, in the root stacking context, so no dialog,
 * drawer or menu (antd portals into <body> too) can rise above it. A MutationObserver puts it back when it is
 * removed or its attributes are edited (casual removal from the developer tools); the inline styles are
 * `!important`, so a stylesheet cannot hide it either.
 */
export function mountWatermark(tile: WatermarkTile, container: HTMLElement = document.body): WatermarkHandle {
  const style = watermarkStyle(tile);
  const create = () => {
    const node = document.createElement('div');
    node.setAttribute('aria-hidden', 'true');
    node.setAttribute('data-testid', 'watermark');
    node.className = 'console-watermark';
    for (const [name, value] of Object.entries(style)) node.style.setProperty(name, value, 'important');
    return node;
  };

  let node = create();
  // The browser's own serialisation of the styles, to compare against (it normalises values as it stores them).
  let expected = '';
  let destroyed = false;
  let restores: number[] = [];
  const place = () => {
    container.appendChild(node);
    expected = node.getAttribute('style') ?? '';
  };
  const intact = () =>
    node.parentNode === container &&
    node.getAttribute('style') === expected &&
    node.getAttribute('data-testid') === 'watermark' &&
    node.getAttribute('aria-hidden') === 'true' &&
    node.className === 'console-watermark' &&
    node.childNodes.length === 0;

  const observer = new MutationObserver(() => {
    if (destroyed || intact()) return;
    // Something fights back in a loop: stop rather than spin the page.
    const now = Date.now();
    restores = restores.filter((time) => now - time < 1000);
    if (restores.length >= 20) return;
    restores.push(now);
    observer.disconnect();
    node.remove();
    node = create();
    place();
    observe();
  });
  const observe = () => {
    observer.observe(container, { childList: true });
    observer.observe(node, { attributes: true, childList: true });
  };

  place();
  observe();

  return {
    destroy() {
      destroyed = true;
      observer.disconnect();
      node.remove();
    },
    element: () => node,
  };
}
