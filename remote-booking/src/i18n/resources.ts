export const en = {
  route: { booking: 'booking Manage', list: 'booking List' },
};
export const zh: typeof en = {
  route: { booking: '预约管理', list: '预约列表' },
};
