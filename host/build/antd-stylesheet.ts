/**
 * antd's component styles, generated once at build time instead of in every browser, for what the first screens
 * draw.
 *
 * antd writes its CSS at run time: each component, the first time it renders, builds its style object, serialises it
 * and inserts a <style> tag. For the shell and the dashboard that is ~280 KB of CSS text, ~0.1 s of main thread
 * unthrottled (a tenth of the way from "Sign in" to the charts); the orders pages add ~330 KB more on the first menu
 * click. antd's style engine (@ant-design/cssinjs) can instead take styles from a stylesheet: the sheet carries a
 * map of style paths to hashes (a `content` rule on `.data-ant-cssinjs-cache-path`), and a component whose path is
 * in it neither builds nor inserts anything.
 *
 * Why this stays right in every theme: antd 6 always uses CSS variables, so a component's style text names
 * `var(--ant-…)` and no colour or size; its path (hash class, component, prefix) does not depend on the theme either:
 * antd itself caches styles by path across theme changes. The variables (light, dark, the chosen primary colour)
 * are still written at run time from the live theme; only the theme-free part comes from here. A component missing
 * from this sheet is styled at run time as before, so a gap costs time, never looks: a remote deployed later with
 * a component nobody listed here works unchanged.
 *
 * What goes in (the rules a change must keep):
 * - Only the components the shell and every area's first page render (`FIRST_SCREENS`, measured: each first page
 *   opened with the sheet blocked, the `<style>` tags antd wrote mapped back to their paths), with what they render
 *   inside (a table's checkbox, pagination, select…). Every page loads the sheet before the console's
 *   first render, so each component in it costs bytes on every page; the others (alerts, notices, toasts, the
 *   colour picker, descriptions, timelines, statistics, empty states…) appear later, on one page or after an
 *   action, and are styled at run time then, once, as every component was before this sheet. Every provided
 *   component made 77 KB gzip on every page; these make ~60 KB. 30 KB per page is out of reach this way: the orders page alone draws 40 KB of antd styles.
 * - One sheet, read once: antd reads the map from the computed `content` of one class, once, on its first styled
 *   component (cssinjs util/cacheMapUtil `prepare`), so a second sheet's map loaded later is never read (its only
 *   re-read is a test helper, `reset`). A sheet per area would need that helper.
 * - The unit test (test/antd-stylesheet.test.ts) holds the list and a size cap; e2e/tests/antd-stylesheet.spec.ts
 *   checks that the shell, the dashboard, the orders pages and every area's first page build no component style at
 *   run time, and look the same with run-time styles. A component added to a first page fails that e2e until it is listed here.
 *
 * The browser side is src/theme/antd-stylesheet.ts.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as AntdModule from 'antd';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';

type Antd = typeof AntdModule;
type ReactElement = ReactModule.ReactElement;
type Create = typeof ReactModule.createElement;

/** What antd's style engine exports for extraction (resolved from antd's own copy: one style cache, one context). */
interface CssInJs {
  createCache(): unknown;
  extractStyle(cache: unknown, options: { plain: boolean; types: string[] }): string;
  StyleProvider: ReactModule.ComponentType<{ cache: unknown; children?: ReactModule.ReactNode }>;
}

/** The marker rule antd reads the style-path map from (`@ant-design/cssinjs`, util/cacheMapUtil). */
const CACHE_PATH_RULE = '.data-ant-cssinjs-cache-path{content:"';

/**
 * The components to render, each a variant whose styles antd registers separately. Named for the build's error
 * message: one that fails to render stops the build rather than quietly leaving its styles to run time.
 */
export function consoleComponents(antd: Antd, h: Create): Array<[string, ReactElement]> {
  const {
    Alert,
    App,
    Avatar,
    Badge,
    Breadcrumb,
    Button,
    Card,
    Checkbox,
    Col,
    ColorPicker,
    DatePicker,
    Descriptions,
    Divider,
    Drawer,
    Dropdown,
    Empty,
    Flex,
    FloatButton,
    Form,
    Input,
    InputNumber,
    Layout,
    List,
    Menu,
    message,
    Modal,
    notification,
    Pagination,
    Popconfirm,
    Popover,
    Progress,
    Radio,
    Result,
    Row,
    Segmented,
    Select,
    Skeleton,
    Space,
    Spin,
    Statistic,
    Switch,
    Table,
    Tabs,
    Tag,
    Timeline,
    Tooltip,
    Tree,
    Typography,
  } = antd;
  const items = [{ key: 'a', label: 'a' }];
  return [
    ['Alert', h(Alert, { title: 'a', showIcon: true, closable: true })],
    ['App', h(App, null, h('span'))],
    ['Avatar', h(Avatar.Group, null, h(Avatar, null, 'a'))],
    ['Badge', h(Badge, { count: 1, status: 'success' })],
    ['Breadcrumb', h(Breadcrumb, { items: [{ title: 'a' }] })],
    ['Button', h(Button, { type: 'primary' }, 'a')],
    ['Card', h(Card, { title: 'a', extra: 'b' }, 'c')],
    ['Checkbox', h(Checkbox.Group, { options: ['a'] })],
    ['ColorPicker', h(ColorPicker)],
    ['DatePicker', h(DatePicker)],
    ['DatePicker.RangePicker', h(DatePicker.RangePicker)],
    ['Descriptions', h(Descriptions, { bordered: true, items: [{ key: 'a', label: 'a', children: 'b' }] })],
    ['Divider', h(Divider)],
    ['Drawer', h(Drawer, { open: true })],
    ['Dropdown', h(Dropdown, { menu: { items } }, h('a'))],
    ['Empty', h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE })],
    ['Flex', h(Flex)],
    ['FloatButton', h(FloatButton.Group, null, h(FloatButton), h(FloatButton.BackTop))],
    [
      'Form',
      h(
        Form,
        { layout: 'vertical' },
        h(Form.Item, { label: 'a', validateStatus: 'error', help: 'b', hasFeedback: true }, h(Input)),
      ),
    ],
    ['Input', h(Input, { prefix: 'a', allowClear: true })],
    ['Input.Password', h(Input.Password)],
    ['Input.Search', h(Input.Search, { enterButton: true })],
    ['Input.TextArea', h(Input.TextArea, { showCount: true })],
    ['InputNumber', h(InputNumber)],
    [
      'Layout',
      h(
        Layout,
        null,
        h(Layout.Sider, { collapsible: true }),
        h(Layout.Header),
        h(Layout.Content),
        h(Layout.Footer),
      ),
    ],
    ['List', h(List, { dataSource: ['a'], renderItem: (item: unknown) => h(List.Item, null, String(item)) })],
    ['Menu', h(Menu, { mode: 'inline', items: [{ key: 'g', label: 'g', children: items }] })],
    ['Menu horizontal', h(Menu, { mode: 'horizontal', items })],
    // Toasts and notices register their styles when the first one shows; their static panels render them here.
    ['message', h(message._InternalPanelDoNotUseOrYouWillBeFired, { type: 'success', content: 'a' })],
    ['notification', h(notification._InternalPanelDoNotUseOrYouWillBeFired, { type: 'info', title: 'a' })],
    ['Modal', h(Modal, { open: true })],
    ['Pagination', h(Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true })],
    ['Popconfirm', h(Popconfirm, { title: 'a' }, h('a'))],
    ['Popover', h(Popover, { content: 'a' }, h('a'))],
    ['Progress', h(Progress, { percent: 50 })],
    ['Radio', h(Radio.Group, { optionType: 'button', options: ['a'] })],
    ['Result', h(Result, { status: 'success' })],
    ['Grid', h(Row, null, h(Col, { span: 12 }))],
    ['Segmented', h(Segmented, { options: ['a'] })],
    ['Select', h(Select, { options: items })],
    ['Skeleton', h(Skeleton, { active: true, avatar: true })],
    ['Skeleton.Button', h(Skeleton.Button)],
    ['Space', h(Space, null, h(Space.Compact, null, h(Button), h(Input)))],
    ['Spin', h(Spin)],
    ['Statistic', h(Statistic, { value: 1 })],
    ['Switch', h(Switch)],
    [
      'Table',
      h(Table, {
        rowKey: 'a',
        rowSelection: {},
        columns: [
          { key: 'a', dataIndex: 'a', title: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] },
        ],
        dataSource: [{ a: 'a' }],
        expandable: { expandedRowRender: () => 'a' },
      }),
    ],
    ['Tabs', h(Tabs, { items: [{ key: 'a', label: 'a', children: 'b' }] })],
    ['Tabs editable-card', h(Tabs, { type: 'editable-card', items: [{ key: 'a', label: 'a' }] })],
    [
      'Tag',
      h(
        'span',
        null,
        h(Tag, null, 'a'),
        // Preset colours and status colours each register a style of their own.
        h(Tag, { color: 'blue' }, 'b'),
        h(Tag, { color: 'success' }, 'c'),
        h(Tag.CheckableTag, { checked: true }, 'd'),
      ),
    ],
    ['Timeline', h(Timeline, { items: [{ children: 'a' }] })],
    ['Tooltip', h(Tooltip, { title: 'a' }, h('a'))],
    [
      'Tree',
      h(Tree, {
        draggable: true,
        blockNode: true,
        showLine: true,
        defaultExpandAll: true,
        treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }],
      }),
    ],
    [
      'Typography',
      h(
        'div',
        null,
        h(Typography.Title, null, 'a'),
        h(Typography.Paragraph, null, 'b'),
        h(Typography.Text, { copyable: true }, 'c'),
        h(Typography.Link, null, 'd'),
      ),
    ],
  ];
}

/**
 * The entries of `consoleComponents` the shell and the areas' first pages render (/dash, /odrs/cars, /sku/category,
 * /booking/list, /pkg/pkg-list, /team/log, measured in the browser with run-time styles). The others are styled at
 * run time when they first appear.
 */
export const FIRST_SCREENS: ReadonlySet<string> = new Set([
  // The shell: layout, side or top menu, header, breadcrumb, skeletons while an area loads.
  'Layout',
  'Menu',
  'Menu horizontal',
  'Avatar',
  'Breadcrumb',
  'Button',
  'Dropdown',
  'Tooltip',
  'Popover',
  'Space',
  'Spin',
  'Skeleton',
  'Skeleton.Button',
  'Grid',
  // The dashboard's range switch.
  'Segmented',
  // The list kit: filters, table, toolbar, pagination, the column chooser's tree, the detail drawer, dialogs.
  'Table',
  'Pagination',
  'Form',
  'Input',
  'Input.Password',
  'InputNumber',
  'Select',
  'DatePicker',
  'DatePicker.RangePicker',
  'Checkbox',
  'Radio',
  'Card',
  'Flex',
  'Typography',
  'Tag',
  'Badge',
  'Tabs',
  'Tree',
  'Drawer',
  'Modal',
  'Popconfirm',
]);

export interface AntdStylesheet {
  /** Where the build writes it, relative to dist (hashed: served as immutable). */
  fileName: string;
  css: string;
  /** The style paths the sheet answers for (`hash class|Component-Part|prefix|icon prefix`). */
  paths: string[];
}

/**
 * Renders the components of `consoleComponents` named in `only` (all of them without it) on the server into one
 * style cache and extracts the component styles (not the theme's variables: those follow the live theme in the browser). `fromDirectory` is where antd
 * and React are resolved from (the host's own dependencies).
 */
export function buildAntdStylesheet(
  fromDirectory: string,
  only: ReadonlySet<string> = FIRST_SCREENS,
): AntdStylesheet {
  const require = createRequire(`${fromDirectory}/package.json`);
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as Antd;
  const cssInJs = createRequire(require.resolve('antd'))('@ant-design/cssinjs') as CssInJs;

  const cache = cssInJs.createCache();
  for (const [name, element] of consoleComponents(antd, React.createElement)) {
    if (!only.has(name)) continue;
    try {
      renderToString(
        React.createElement(
          cssInJs.StyleProvider,
          { cache },
          React.createElement(antd.ConfigProvider, null, element),
        ),
      );
    } catch (error) {
      throw new Error(`antd stylesheet: rendering ${name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  const css = cssInJs.extractStyle(cache, { plain: true, types: ['style'] });
  // The map's entries are `path:style hash`, separated by ';'.
  const map = css.includes(CACHE_PATH_RULE)
    ? (css.slice(css.lastIndexOf(CACHE_PATH_RULE) + CACHE_PATH_RULE.length).split('"')[0] ?? '')
    : '';
  const paths = map ? map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))) : [];
  if (paths.length === 0) throw new Error('antd stylesheet: no style paths extracted');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { fileName: `static/css/antd.${hash}.css`, css, paths };
}

/**
 * Production builds write the sheet into dist and tell the app where it is (`import.meta.env.ANTD_STYLESHEET`);
 * development builds leave it empty (their styles carry a development hash, and components change under edit).
 */
export function pluginAntdStylesheet(fromDirectory: string): RsbuildPlugin {
  return {
    name: 'console:antd-stylesheet',
    setup(api) {
      // The hash antd puts in its class names differs between development and production: build for the mode
      // this process runs in, and only for production.
      const sheet = process.env.NODE_ENV === 'production' ? buildAntdStylesheet(fromDirectory) : undefined;
      if (sheet?.css.includes('css-dev-only'))
        throw new Error('antd stylesheet: built with development hashes');
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          source: {
            define: { 'import.meta.env.ANTD_STYLESHEET': JSON.stringify(sheet ? `/${sheet.fileName}` : '') },
          },
        }),
      );
      if (!sheet) return;
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(sheet.fileName, new sources.RawSource(sheet.css));
      });
    },
  };
}
