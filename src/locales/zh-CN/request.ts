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
  // server error codes shown in the user's language (the server's detail is English)
  'request.code.COUNTERPARTY_SELF': '不能与自己交易',
  'request.code.COUNTERPARTY_BLACKLISTED_BY_YOU': '对方在您的黑名单中',
  'request.code.COUNTERPARTY_BLACKLISTED_BY_COUNTERPARTY': '对方不与您交易',
  'request.code.COUNTERPARTY_FILTERED': '该商家已将您的账号过滤',
  'request.code.COUNTERPARTY_NOT_WHITELISTED': '该商家只与其白名单中的账号交易',
  'request.code.COUNTERPARTY_RISK_WARNED': '该商家不与有风险提示的账号交易',
  'request.code.COUNTERPARTY_TOO_NEW': '您的账号注册时间未达到该商家的要求',
  'request.code.COUNTERPARTY_LOW_COMPLETION': '您的订单完成率低于该商家的要求',
  'request.code.CHEAT_NOT_VALIDATED': '请先阅读并确认对方的风险提示',
  'request.code.COMMODITY_UNAVAILABLE': '该商品已下架、售罄或已过期',
  'request.code.DEMAND_UNAVAILABLE': '该收货需求已暂停、已收满或已过期',
};
