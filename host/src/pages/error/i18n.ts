/** Strings of the host's error feature, merged into the 'host' namespace by src/i18n/resources.ts. */
export const en = {
  error: {
    notFoundPage: 'Page not found',
    unauthorizedPage: 'Not allowed',
    notFoundTitle: '404',
    notFound: 'Sorry, the page you visited does not exist.',
    unauthorizedTitle: '401',
    unauthorized: 'Sorry, you are not allowed to open this page.',
    backHome: 'Back to the dashboard',
    areasFailed: 'This page may belong to an area that could not be loaded.',
  },
};

export const zh: typeof en = {
  error: {
    notFoundPage: '页面不存在',
    unauthorizedPage: '无权访问',
    notFoundTitle: '404',
    notFound: '抱歉，你访问的页面不存在。',
    unauthorizedTitle: '401',
    unauthorized: '抱歉，你无权访问此页面。',
    backHome: '返回首页',
    areasFailed: '该页面可能属于一个加载失败的模块。',
  },
};
