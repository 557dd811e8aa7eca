/** Strings of the host's layout feature, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  layout: {
    signOut: 'Sign out',
    signOutConfirm: 'Sign out of the console?',
    language: 'Language',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    areaUnavailable: '{{name}} (unavailable)',
    home: 'Home',
    account: 'Account',
    settings: 'Settings',
    fullscreen: 'Fullscreen',
    exitFullscreen: 'Exit fullscreen',
    sizeLabel: 'Size',
    size: { default: 'Default', large: 'Large', small: 'Small' },
    openMenu: 'Open menu',
    backToTop: 'Back to top',
    notFoundBack: 'There is no page at {{path}}; back to the previous page.',
  },
};

export const zh: typeof en = {
  layout: {
    signOut: '退出登录',
    signOutConfirm: '确定退出控制台吗？',
    language: '语言',
    collapse: '收起菜单',
    expand: '展开菜单',
    areaUnavailable: '{{name}}（不可用）',
    home: '首页',
    account: '账号设置',
    settings: '系统设置',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    sizeLabel: '布局大小',
    size: { default: '默认', large: '大', small: '小' },
    openMenu: '打开菜单',
    backToTop: '回到顶部',
    notFoundBack: '{{path}} 没有对应的页面，已返回上一页。',
  },
};
