/**
 * antd is shared one component at a time, not whole: the whole library is ~450 KiB gzip, and a page
 * should download only the components it renders. Every `import { Button } from 'antd'` is rewritten at build
 * time to `antd/es/button` (see `source.transformImport` below) and each of these entries is its own singleton.
 *
 * One instance still holds: antd's contexts (ConfigProvider, theme tokens, App, Form) live in modules that these
 * entries import, and the host provides every entry on this list from its own build. With the 'loaded-first'
 * strategy the first provider of a version is never replaced, and the host registers before any remote loads, so
 * every entry (and the internals it pulls) comes from the host's build whenever the host is there. A component
 * missing here would be bundled by the remote that uses it, with its own copy of those contexts: the budget check
 * (scripts/lib/budgets.mjs) fails the build when a remote uses an antd entry the host does not provide.
 *
 * Names are antd's folder names (kebab-case of the export).
 */
export const ANTD_COMPONENTS = [
  'alert',
  'app',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'card',
  'checkbox',
  'col',
  'color-picker',
  'config-provider',
  'date-picker',
  'descriptions',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'float-button',
  'form',
  'grid',
  'input',
  'input-number',
  'layout',
  'list',
  'menu',
  'message',
  'modal',
  'notification',
  'pagination',
  'popconfirm',
  'popover',
  'progress',
  'radio',
  'result',
  'row',
  'segmented',
  'select',
  'skeleton',
  'space',
  'spin',
  'statistic',
  'switch',
  'table',
  'tabs',
  'tag',
  'theme',
  'timeline',
  'tooltip',
  'tree',
  'typography',
] as const;
