/** Strings of the tags view, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  tabs: {
    label: 'Open pages',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close Others',
    closeLeft: 'Close Left',
    closeRight: 'Close Right',
    closeAll: 'Close All',
    closeTab: 'Close {{title}}',
  },
};

export const zh: typeof en = {
  tabs: {
    label: '已打开的页面',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeLeft: '关闭左侧',
    closeRight: '关闭右侧',
    closeAll: '关闭所有',
    closeTab: '关闭 {{title}}',
  },
};
