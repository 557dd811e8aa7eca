/**
 * The refusal of a remote built against another contract: loaded with IncompatibleNotice only when an area is
 * refused, so no page's path carries these strings.
 */
export const en = {
  incompatible: {
    title: 'This area cannot run in this console',
    contract: 'remote contract',
    body: '"{{name}}" was built against {{what}} {{built}}; this console runs {{runs}}. Roll back with npm run rollback -- {{area}}. Everything else keeps working.',
  },
};

export const zh: typeof en = {
  incompatible: {
    title: '该模块无法在此控制台中运行',
    contract: '远程模块契约',
    body: '“{{name}}”基于 {{what}} {{built}} 构建，而此控制台运行的是 {{runs}}。请用 npm run rollback -- {{area}} 回滚。其他功能不受影响。',
  },
};
