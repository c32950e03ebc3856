/** Texts of the request pipeline (SPEC §8). Keys must match en-US/request.ts. */
export default {
  'request.error.tooManyRequests': '请求过于频繁,请稍后再试',
  'request.error.loggingIn': '正在登录中',
  'request.error.notLoggedIn': '用户未登录',
  'request.error.notLoggedInLogout': '用户未登录，无需退出登录',
  'request.error.generic': '请求失败（{status}）',
  'request.error.network': '网络异常，请检查网络连接',
  'request.error.timeout': '请求超时，请稍后再试',
  'request.error.canceled': '请求已取消',
};
