/**
 * Strings every part of the console uses: the API client's messages (spec sections 5, 6 and 8) and the shared
 * UI helpers. Keys under `errors` are the server's English messages verbatim so a server message can be
 * translated by lookup; lookups use keySeparator: false because the messages contain dots.
 */
export const commonEn = {
  app: { title: 'Shop Console' },
  request: {
    tips: 'Tips',
    relogin: 'Please log in again',
    ok: 'OK',
    cancel: 'Cancel',
    errorPrefix: 'Error message: {{message}}',
    systemError: 'System Error',
    networkError: 'Network Error',
    timeout: 'timeout exceeded',
    aborted: 'request aborted',
    status: 'request failed with status code {{status}}',
    interrupted: 'The download was interrupted, please try again',
  },
  remote: {
    failedTitle: 'This area could not be loaded',
    failedBody: 'The "{{name}}" part of the console is unavailable right now. Everything else keeps working.',
    renderTitle: 'This page hit an error',
    retry: 'Retry',
    loading: 'Loading…',
  },
  placeholder: {
    title: 'Coming soon',
    body: 'This area is part of the console and is being built. Its menu, route and permissions are live already.',
  },
  errors: {
    'Please enter Email': 'Please enter Email',
    'Please enter Password': 'Please enter Password',
    'The password can not be less than 6 digits': 'The password can not be less than 6 digits',
    'Please enter Verify Code': 'Please enter Verify Code',
    'Verify Code is incorrect or expired': 'Verify Code is incorrect or expired',
    'Account is not verified!': 'Account is not verified!',
    'Account and secret not pattern': 'Account and secret not pattern',
    'Account The account does not have permission': 'Account The account does not have permission',
    'Too many attempts, please try again later': 'Too many attempts, please try again later',
    'The two passwords do not match': 'The two passwords do not match',
    'Token is invalid or expired': 'Token is invalid or expired',
    'Verification failed, please Login again.': 'Verification failed, please Login again.',
    'getUserInfo: roles must be a non-null array!': 'getUserInfo: roles must be a non-null array!',
    'Unknown product': 'Unknown product',
    'Not Found': 'Not Found',
    'Please enter a valid Email': 'Please enter a valid Email',
    'Contains characters that are not allowed': 'Contains characters that are not allowed',
    'The API server is not reachable': 'The API server is not reachable',
  },
};

export type CommonResources = typeof commonEn;

export const commonZh: CommonResources = {
  app: { title: '店铺管理台' },
  request: {
    tips: '提示',
    relogin: '请重新登录',
    ok: '确定',
    cancel: '取消',
    errorPrefix: '错误信息：{{message}}',
    systemError: '系统错误',
    networkError: '网络错误',
    timeout: '请求超时',
    aborted: '请求已取消',
    status: '请求失败，状态码 {{status}}',
    interrupted: '下载中断，请重试',
  },
  remote: {
    failedTitle: '该模块加载失败',
    failedBody: '控制台的“{{name}}”部分暂时不可用，其他功能不受影响。',
    renderTitle: '页面出错了',
    retry: '重试',
    loading: '加载中…',
  },
  placeholder: {
    title: '即将上线',
    body: '该模块属于控制台，正在建设中。其菜单、路由和权限已经生效。',
  },
  errors: {
    'Please enter Email': '请输入邮箱',
    'Please enter Password': '请输入密码',
    'The password can not be less than 6 digits': '密码不能少于 6 位',
    'Please enter Verify Code': '请输入验证码',
    'Verify Code is incorrect or expired': '验证码错误或已过期',
    'Account is not verified!': '账号未验证！',
    'Account and secret not pattern': '账号或密码不正确',
    'Account The account does not have permission': '该账号没有权限',
    'Too many attempts, please try again later': '尝试次数过多，请稍后再试',
    'The two passwords do not match': '两次输入的密码不一致',
    'Token is invalid or expired': '登录状态已失效',
    'Verification failed, please Login again.': '验证失败，请重新登录。',
    'getUserInfo: roles must be a non-null array!': 'getUserInfo：角色必须是非空数组！',
    'Unknown product': '未知产品',
    'Not Found': '未找到',
    'Please enter a valid Email': '请输入有效的邮箱',
    'Contains characters that are not allowed': '包含不允许的字符',
    'The API server is not reachable': '无法连接到服务器',
  },
};
