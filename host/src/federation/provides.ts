/**
 * Makes the host provide every shared antd entry of ANTD_COMPONENTS (shared/build/federation.ts), including
 * those only remotes render: a shared entry is provided by a build only if that build references it, and the
 * host must be the one provider so antd's contexts exist once (see ANTD_COMPONENTS). Nothing here runs at boot;
 * a loader is called only if someone asks for it. host/test/federation-provides.test.ts keeps this list equal to
 * ANTD_COMPONENTS.
 */
export const ANTD_PROVIDES: Record<string, () => Promise<unknown>> = {
  alert: () => import('antd/es/alert'),
  app: () => import('antd/es/app'),
  avatar: () => import('antd/es/avatar'),
  badge: () => import('antd/es/badge'),
  breadcrumb: () => import('antd/es/breadcrumb'),
  button: () => import('antd/es/button'),
  card: () => import('antd/es/card'),
  checkbox: () => import('antd/es/checkbox'),
  col: () => import('antd/es/col'),
  'color-picker': () => import('antd/es/color-picker'),
  'config-provider': () => import('antd/es/config-provider'),
  'date-picker': () => import('antd/es/date-picker'),
  descriptions: () => import('antd/es/descriptions'),
  divider: () => import('antd/es/divider'),
  drawer: () => import('antd/es/drawer'),
  dropdown: () => import('antd/es/dropdown'),
  empty: () => import('antd/es/empty'),
  flex: () => import('antd/es/flex'),
  'float-button': () => import('antd/es/float-button'),
  form: () => import('antd/es/form'),
  grid: () => import('antd/es/grid'),
  input: () => import('antd/es/input'),
  'input-number': () => import('antd/es/input-number'),
  layout: () => import('antd/es/layout'),
  list: () => import('antd/es/list'),
  menu: () => import('antd/es/menu'),
  message: () => import('antd/es/message'),
  modal: () => import('antd/es/modal'),
  notification: () => import('antd/es/notification'),
  pagination: () => import('antd/es/pagination'),
  popconfirm: () => import('antd/es/popconfirm'),
  popover: () => import('antd/es/popover'),
  progress: () => import('antd/es/progress'),
  radio: () => import('antd/es/radio'),
  result: () => import('antd/es/result'),
  row: () => import('antd/es/row'),
  segmented: () => import('antd/es/segmented'),
  select: () => import('antd/es/select'),
  skeleton: () => import('antd/es/skeleton'),
  space: () => import('antd/es/space'),
  spin: () => import('antd/es/spin'),
  statistic: () => import('antd/es/statistic'),
  switch: () => import('antd/es/switch'),
  table: () => import('antd/es/table'),
  tabs: () => import('antd/es/tabs'),
  tag: () => import('antd/es/tag'),
  theme: () => import('antd/es/theme'),
  timeline: () => import('antd/es/timeline'),
  tooltip: () => import('antd/es/tooltip'),
  tree: () => import('antd/es/tree'),
  typography: () => import('antd/es/typography'),
};

/**
 * The same for @console/shared's entries beside its main one (SHARED_DEEP_ENTRIES in shared/build/federation.ts):
 * the host provides them, so every area uses one copy, and an area's menu pointer starts their download too
 * (the data layer is on the dashboard already).
 */
export const SHARED_ENTRY_PROVIDES: Record<string, () => Promise<unknown>> = {
  '@console/shared/data': () => import('@console/shared/data'),
  '@console/shared/data/mutation': () => import('@console/shared/data/mutation'),
  '@console/shared/list': () => import('@console/shared/list'),
};
