// @vitest-environment node
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from '../../shared/build/antd';
import { buildAntdStylesheet, CACHE_PATH_RULE } from '../build/antd-stylesheet';

const HOST = join(dirname(fileURLToPath(import.meta.url)), '..');

/** antd's style name for a provided entry: PascalCase of its folder, the grid's two under one name. */
const styleName = (entry: string) =>
  entry === 'row' || entry === 'col'
    ? 'Grid'
    : entry.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
/** Entries with no styles of their own: the theme and its provider. */
const UNSTYLED = new Set(['config-provider', 'theme']);

describe("antd's build-time stylesheet", () => {
  const sheet = buildAntdStylesheet(HOST);
  const map =
    sheet.css.slice(sheet.css.lastIndexOf(CACHE_PATH_RULE) + CACHE_PATH_RULE.length).split('"')[0] ?? '';
  // Each entry is `hash class|Component-Part|prefix|icon prefix:style hash`.
  const styled = new Set(map.split(';').map((entry) => entry.split('|')[1]?.split('-')[0]));

  it('answers for every component the host provides to the areas', () => {
    const missing = ANTD_COMPONENTS.filter((entry) => !UNSTYLED.has(entry) && !styled.has(styleName(entry)));
    expect(missing).toEqual([]);
    expect(styled).toContain('Shared'); // the reset every component builds on
    expect(sheet.paths).toBe(map.split(';').length);
  });

  it('holds component rules and their keyframes, and none of the theme: colours stay live variables', () => {
    expect(sheet.css).toContain('.ant-btn');
    expect(sheet.css).toContain('.ant-menu');
    expect(sheet.css).toMatch(/@keyframes [\w-]*antSlideUpIn/);
    expect(sheet.css).toContain('var(--ant-color-primary)');
    // Variable definitions belong to the live theme (light, dark, the chosen colour), written in the browser.
    expect(sheet.css).not.toMatch(/--ant-color-primary:/);
    expect(sheet.css).not.toMatch(/#1677ff/i);
  });

  it('is named by its content, so the static server can let browsers keep it for a year', () => {
    expect(sheet.fileName).toMatch(/^static\/css\/antd\.[0-9a-f]{10}\.css$/);
    expect(buildAntdStylesheet(HOST).fileName).toBe(sheet.fileName);
  });
});
