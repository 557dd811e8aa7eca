/**
 * About's build lines, in their own file: registered when the settings drawer's code loads (it is loaded on first
 * open), so these strings are not on the path of every page (the dashboard's JavaScript budget).
 */
export const en = {
  settings: {
    builtFrom: '{{commit}}, built {{time}}',
    builtAgainst: 'remote contract {{remote}}, @console/shared {{shared}}',
  },
};

export const zh: typeof en = {
  settings: {
    builtFrom: '{{commit}}，构建于 {{time}}',
    builtAgainst: '远程模块契约 {{remote}}，@console/shared {{shared}}',
  },
};
