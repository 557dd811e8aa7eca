import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAntdStylesheet, resetAntdStylesheet, STYLESHEET_WAIT_MS } from '../src/theme/antd-stylesheet';

const HREF = '/static/css/antd.0123456789.css';
/** happy-dom's own settings (it does not fetch stylesheets). */
const happyDom = () =>
  (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM.settings;
const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** happy-dom answers a stylesheet link at once (file loading is off): hold the link to fire its events by hand. */
function holdLink() {
  const held: HTMLLinkElement[] = [];
  vi.spyOn(document.head, 'prepend').mockImplementation((...nodes) => {
    held.push(...(nodes as HTMLLinkElement[]));
  });
  return held;
}

afterEach(() => {
  for (const link of sheets()) link.remove();
  resetAntdStylesheet();
  vi.restoreAllMocks();
  vi.useRealTimers();
  happyDom().handleDisabledFileLoadingAsSuccess = false;
});

describe("loading antd's build-time stylesheet", () => {
  it("adds it once, first in <head>, before the app's own styles", async () => {
    // Have happy-dom report the link as loaded instead of logging a failed download.
    happyDom().handleDisabledFileLoadingAsSuccess = true;
    const appStyles = document.createElement('style');
    document.head.append(appStyles);
    const loaded = loadAntdStylesheet(HREF);
    expect(loadAntdStylesheet(HREF)).toBe(loaded);
    expect(sheets()).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(sheets()[0]);
    expect(sheets()[0]?.getAttribute('href')).toBe(HREF);
    await loaded;
    appStyles.remove();
  });

  it('resolves once the sheet has applied, not before', async () => {
    const held = holdLink();
    let done = false;
    const loaded = loadAntdStylesheet(HREF).then(() => (done = true));
    await Promise.resolve();
    expect(held).toHaveLength(1);
    expect(done).toBe(false);
    held[0]?.dispatchEvent(new Event('load'));
    await loaded;
    expect(done).toBe(true);
  });

  it('lets the console render anyway when the download fails or is slow (antd then styles at run time)', async () => {
    let held = holdLink();
    const failed = loadAntdStylesheet(HREF);
    held[0]?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    resetAntdStylesheet();
    vi.restoreAllMocks();
    held = holdLink();
    vi.useFakeTimers();
    let done = false;
    void loadAntdStylesheet(HREF).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(held).toHaveLength(1);
  });

  it('does nothing where the build made no sheet (development, tests)', async () => {
    await loadAntdStylesheet('');
    expect(sheets()).toHaveLength(0);
  });
});
