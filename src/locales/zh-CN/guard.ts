export default {
  'guard.login.title': '请先登录',
  'guard.login.detail': '此页面需要登录后查看，登录后将自动返回。',
  'guard.login.action': '登录',
  'guard.realName.title': '需要实名认证',
  'guard.realName.detail': '根据平台规则，交易相关页面需完成实名认证后才能使用。',
  'guard.realName.action': '去实名认证',
  'guard.subUser.title': '子账号无权访问',
  'guard.subUser.detail': '主账号未授予您此页面的权限，请联系主账号在“子账号”中开通。',
  'guard.subUser.action': '返回',
};
