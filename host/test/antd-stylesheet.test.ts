// @vitest-environment node
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from '../../shared/build/antd';
import { buildAntdStylesheet } from '../build/antd-stylesheet';

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
  // Each path is `hash class|Component-Part|prefix|icon prefix`.
  const styled = new Set(sheet.paths.map((path) => path.split('|')[1]?.split('-')[0]));

  it('answers for every component the host provides to the areas', () => {
    const missing = ANTD_COMPONENTS.filter((entry) => !UNSTYLED.has(entry) && !styled.has(styleName(entry)));
    expect(missing).toEqual([]);
    expect(styled).toContain('Shared'); // the reset every component builds on
    // Every path names what it styles after antd's hash class (empty for the icons' reset).
    expect(sheet.paths.length).toBeGreaterThan(ANTD_COMPONENTS.length);
    expect(sheet.paths.filter((path) => !/^(css-[\w-]+)?\|\w/.test(path))).toEqual([]);
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
