import { useTranslation } from 'react-i18next';
// From the package's main entry, never a relative path: the kit is a federation entry of its own and must use
// the one i18n instance, token store and API client on the page.
import { addServerMessages, addTranslations, i18n, i18nReady, type ServerMessages } from '@console/shared';
import { PAGE_NUM_MAX, PAGE_SIZE_MAX, UNKNOWN_PARAMETER } from '@console/api-contract/values';

/** The kit's own strings (namespace `list`), added when the kit is first loaded: the sign-in page never pays for them. */
const en = {
  search: 'Search',
  reset: 'Reset',
  reload: 'Reload',
  retry: 'Retry',
  columns: 'Columns',
  columnsReset: 'Show all',
  density: 'Density',
  densityLarge: 'Comfortable',
  densityMiddle: 'Default',
  densitySmall: 'Compact',
  total: '{{count, number}} in all',
  totalTree: '{{count, number}} top-level, {{all, number}} in all',
  range: '{{from, number}}-{{to, number}} of {{total, number}}',
  loadError: 'The list could not be loaded: {{message}}',
  any: 'Any',
  export: 'Export CSV',
  exporting: 'Exporting…',
  view: 'View',
  viewTable: 'Table',
  viewCards: 'Cards',
  save: 'Save',
  cancel: 'Cancel',
};

const zh: typeof en = {
  search: '查询',
  reset: '重置',
  reload: '刷新',
  retry: '重试',
  columns: '列设置',
  columnsReset: '显示全部',
  density: '密度',
  densityLarge: '宽松',
  densityMiddle: '默认',
  densitySmall: '紧凑',
  total: '共 {{count, number}} 条',
  totalTree: '顶层 {{count, number}} 条，共 {{all, number}} 条',
  range: '第 {{from, number}}-{{to, number}} 条，共 {{total, number}} 条',
  loadError: '列表加载失败：{{message}}',
  any: '不限',
  export: '导出 CSV',
  exporting: '正在导出…',
  view: '视图',
  viewTable: '表格',
  viewCards: '卡片',
  save: '保存',
  cancel: '取消',
};

/** The server's messages about the parameters every list sends (`LIST_MSG`, `UNKNOWN_PARAMETER`), in Chinese. */
export const LIST_SERVER_MESSAGES: ServerMessages = {
  en: {},
  zh: {
    [`pageNum must be a whole number from 1 to ${PAGE_NUM_MAX}`]: `页码须为 1 到 ${PAGE_NUM_MAX} 之间的整数`,
    [`pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`]: `每页条数须为 1 到 ${PAGE_SIZE_MAX} 之间的整数`,
    'sortOrder must be ascend or descend': '排序方向须为 ascend（升序）或 descend（降序）',
    [UNKNOWN_PARAMETER]: '未知的参数 {name}',
  },
};

export const LIST_NAMESPACE = 'list';
const add = () => {
  addTranslations(LIST_NAMESPACE, { en, zh });
  addServerMessages(LIST_SERVER_MESSAGES);
};
// Adding a bundle before i18next is initialised crashes the standalone shell (docs: toolchain notes).
if (i18n.isInitialized) add();
else void i18nReady.then(add);

export const useListTexts = () => useTranslation(LIST_NAMESPACE);
