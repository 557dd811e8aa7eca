/** Strings of the command palette, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  palette: {
    open: 'Search pages',
    placeholder: 'Go to page…',
    empty: 'No page matches "{{query}}"',
    hint: '↑↓ to move · Enter to open · Esc to close',
  },
};

export const zh: typeof en = {
  palette: {
    open: '搜索页面',
    placeholder: '跳转到页面…',
    empty: '没有匹配“{{query}}”的页面',
    hint: '↑↓ 选择 · Enter 打开 · Esc 关闭',
  },
};
