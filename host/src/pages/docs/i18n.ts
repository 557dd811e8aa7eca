/** Strings of the Docs section and the pages' help button, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  docs: {
    title: 'Docs',
    pageTitle: 'Help',
    intro:
      'Help for each area of the console, written and shipped by the team that builds it. Pick a page, or search help with Ctrl K.',
    contents: 'Contents',
    onThisPage: 'On this page',
    areaContents: 'Help pages of {{area}}',
    noHelp: 'No area has published help yet.',
    notFound: 'This help page does not exist (any more). Pick another one from the contents.',
    loadFailed: 'This help page could not be loaded.',
    retry: 'Retry',
    helpButton: 'Help for this page',
    helpSection: 'Help',
  },
};

export const zh: typeof en = {
  docs: {
    title: '文档',
    pageTitle: '帮助',
    intro: '控制台各个区域的帮助，由开发该区域的团队编写并随其发布。请选择一页，或按 Ctrl K 搜索帮助。',
    contents: '目录',
    onThisPage: '本页内容',
    areaContents: '{{area}}的帮助页面',
    noHelp: '还没有区域发布帮助。',
    notFound: '该帮助页面不存在（或已移除）。请从目录中选择其他页面。',
    loadFailed: '无法加载该帮助页面。',
    retry: '重试',
    helpButton: '本页帮助',
    helpSection: '帮助',
  },
};
