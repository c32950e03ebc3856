export default {
  'common.menu.console': '控制台',
  'common.menu.partnerShop': '合作商城',
  'common.backHome': '返回首页',
  'common.error.500': '抱歉，页面出错了，请稍后再试。',
  'common.footer.copyright': '© {year} 游戏交易控制台 · 所有时间为北京时间',
  'common.profilePrompt.title': '完善个人信息',
  'common.profilePrompt.body': '为保障交易沟通，请先填写联系 QQ 和联系电话。',
  'common.profilePrompt.ok': '去完善',
  'common.submit': '提交',
  'common.back': '返回',
  'common.export': '导出 Excel',
  'common.loading': '加载中…',
};
