/**
 * Names antd's components give their inner controls in English whatever the locale (antd 6 has no locale entry
 * for them): ComponentLanguage puts these in their place. Merged into the 'host' namespace by src/i18n/resources.ts.
 */
export const en = {
  antdLabels: {
    increase: 'Increase Value',
    decrease: 'Decrease Value',
    clear: 'Clear',
    selectAll: 'Select all',
    customSelection: 'Custom selection',
    selectRow: 'Select row {{row}}',
    rowSelected: 'Row {{row}} selected',
    segmented: 'Options',
  },
  /** What an icon-only control of antd does, by icon (when antd gives the control no title). */
  antdIcons: {
    left: 'Previous',
    right: 'Next',
    'double-left': 'Previous pages',
    'double-right': 'Next pages',
    ellipsis: 'More',
    close: 'Close',
    'close-circle': 'Clear',
    down: 'Expand',
    up: 'Collapse',
    search: 'Search',
  } as Record<string, string>,
};

export const zh: typeof en = {
  antdLabels: {
    increase: '增加数值',
    decrease: '减少数值',
    clear: '清除',
    selectAll: '全选',
    customSelection: '自定义选择',
    selectRow: '选择第 {{row}} 行',
    rowSelected: '第 {{row}} 行已选择',
    segmented: '选项',
  },
  antdIcons: {
    left: '上一个',
    right: '下一个',
    'double-left': '向前几页',
    'double-right': '向后几页',
    ellipsis: '更多',
    close: '关闭',
    'close-circle': '清除',
    down: '展开',
    up: '收起',
    search: '搜索',
  },
};
