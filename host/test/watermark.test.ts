import { testUser } from '@console/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WATERMARK_Z_INDEX,
  isCustomContent,
  mountWatermark,
  watermarkLines,
  watermarkTile,
} from '../src/watermark/watermark';

const user = testUser([]);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watermark text', () => {
  it('is the custom text when there is some', () => {
    expect(watermarkLines('  Confidential  ', user)).toEqual(['Confidential']);
    expect(watermarkLines('内部资料', null)).toEqual(['内部资料']);
  });

  it('is the signed-in email and shop name otherwise (empty or the stock default text)', () => {
    expect(watermarkLines('', user)).toEqual(['admin@example.com', 'Demo Shop']);
    expect(watermarkLines('Shop Console', user)).toEqual(['admin@example.com', 'Demo Shop']);
    expect(isCustomContent('Shop Console')).toBe(false);
    expect(isCustomContent(' ')).toBe(false);
    expect(isCustomContent('Mine')).toBe(true);
  });

  it('is nothing when signed out without custom text', () => {
    expect(watermarkLines('', null)).toEqual([]);
  });
});

describe('watermark tile', () => {
  const svgOf = (image: string) =>
    decodeURIComponent(image.slice('url("data:image/svg+xml;charset=utf-8,'.length, -2));

  it('draws dark text at alpha 0.15 on light pages and light text on dark ones', () => {
    expect(svgOf(watermarkTile(['x'], false).image)).toContain('fill="rgba(0,0,0,0.15)"');
    expect(svgOf(watermarkTile(['x'], true).image)).toContain('fill="rgba(255,255,255,0.15)"');
  });

  it('escapes the text and grows with it', () => {
    const tile = watermarkTile(['<b>"A & B"</b>'], false);
    expect(svgOf(tile.image)).toContain('&#60;b&#62;&#34;A &#38; B&#34;&#60;/b&#62;');
    expect(watermarkTile(['a'.repeat(80)], false).width).toBeGreaterThan(watermarkTile(['a'], false).width);
  });
});

describe('watermark layer', () => {
  let handle: ReturnType<typeof mountWatermark> | undefined;
  afterEach(() => {
    handle?.destroy();
    handle = undefined;
  });

  it('covers the page above everything and lets clicks through', () => {
    handle = mountWatermark(watermarkTile(['x'], false));
    const node = handle.element();
    expect(node.parentElement).toBe(document.body);
    expect(node.style.getPropertyValue('z-index')).toBe(String(WATERMARK_Z_INDEX));
    expect(node.style.getPropertyPriority('z-index')).toBe('important');
    expect(node.style.getPropertyValue('pointer-events')).toBe('none');
    expect(node.style.getPropertyValue('position')).toBe('fixed');
    expect(node.getAttribute('aria-hidden')).toBe('true');
  });

  it('comes back when removed', async () => {
    handle = mountWatermark(watermarkTile(['x'], false));
    handle.element().remove();
    await settle();
    expect(document.querySelectorAll('[data-testid="watermark"]')).toHaveLength(1);
    expect(handle.element().isConnected).toBe(true);
  });

  it('undoes edits to its styles', async () => {
    handle = mountWatermark(watermarkTile(['x'], false));
    handle.element().style.setProperty('display', 'none');
    await settle();
    expect(handle.element().style.getPropertyValue('display')).toBe('block');
    expect(document.querySelectorAll('[data-testid="watermark"]')).toHaveLength(1);
  });

  it('goes away for good when destroyed', async () => {
    handle = mountWatermark(watermarkTile(['x'], false));
    handle.destroy();
    handle = undefined;
    await settle();
    expect(document.querySelector('[data-testid="watermark"]')).toBeNull();
  });
});
