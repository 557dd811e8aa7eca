// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from '../../shared/build/antd';
import { buildAntdStylesheet, consoleComponents, FIRST_SCREENS } from '../build/antd-stylesheet';

const HOST = join(dirname(fileURLToPath(import.meta.url)), '..');

/** antd's style name for a provided entry: PascalCase of its folder, the grid's two under one name. */
const styleName = (entry: string) =>
  entry === 'row' || entry === 'col'
    ? 'Grid'
    : entry.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
/** Entries with no styles of their own: the theme and its provider. */
const UNSTYLED = new Set(['config-provider', 'theme']);
/** The component a `consoleComponents` entry draws (`Menu horizontal`, `Input.Password`: a variant of one). */
const entryComponent = (name: string) => name.split(/[ .]/)[0] ?? name;
/** Each path is `hash class|Component-Part|prefix|icon prefix`: the components a sheet answers for. */
const styledBy = (paths: string[]) => new Set(paths.map((path) => path.split('|')[1]?.split('-')[0]));

const antd = createRequire(join(HOST, 'package.json'))('antd') as Parameters<typeof consoleComponents>[0];
const ENTRIES = consoleComponents(antd, () => null as never).map(([name]) => name);

describe("antd's build-time stylesheet", () => {
  const sheet = buildAntdStylesheet(HOST);
  const styled = styledBy(sheet.paths);

  it('can render every component the host provides to the areas (the list the first screens pick from)', () => {
    const everything = styledBy(buildAntdStylesheet(HOST, new Set(ENTRIES)).paths);
    const missing = ANTD_COMPONENTS.filter(
      (entry) => !UNSTYLED.has(entry) && !everything.has(styleName(entry)),
    );
    expect(missing).toEqual([]);
    expect(ENTRIES.filter((name) => FIRST_SCREENS.has(name))).toHaveLength(FIRST_SCREENS.size);
  });

  it('answers for the components of the first screens, and only for them', () => {
    const first = new Set([...FIRST_SCREENS].map(entryComponent));
    expect([...first].filter((component) => !styled.has(component))).toEqual([]);
    // What they draw inside is theirs (a button's click wave, the icons' and antd's shared reset); the rest of the
    // provided components (alerts, toasts, the colour picker, timelines…) are styled at run time when they appear.
    const inside = new Set(['Shared', 'Wave', 'ant']);
    expect(
      [...styled].filter((component) => !first.has(component ?? '') && !inside.has(component ?? '')),
    ).toEqual([]);
    for (const later of [
      'Alert',
      'Message',
      'Notification',
      'ColorPicker',
      'Descriptions',
      'Steps',
      'Statistic',
    ])
      expect(styled).not.toContain(later);
    // Every path names what it styles after antd's hash class (empty for the icons' reset).
    expect(sheet.paths.filter((path) => !/^(css-[\w-]+)?\|\w/.test(path))).toEqual([]);
  });

  it('stays under 62 KiB gzip, the bytes every signed-in page waits for before its first render', () => {
    // Built here with antd's development class names (longer): the production sheet, minified, is ~58 KiB; every
    // provided component made 75. Growing past the cap means a component was added to FIRST_SCREENS: worth it only
    // if a first page draws it.
    expect(gzipSync(sheet.css, { level: 9 }).length).toBeLessThanOrEqual(62 * 1024);
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
