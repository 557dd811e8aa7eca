export const en = {
  route: { site: 'My Site', pkgList: 'My Folders', projectList: 'Projects', payMessage: 'Payment' },
};
export const zh: typeof en = {
  route: { site: '我的站点', pkgList: '我的文件夹', projectList: '项目', payMessage: '收款信息' },
};
