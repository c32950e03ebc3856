export default {
  'common.menu.console': 'Console',
  'common.menu.partnerShop': 'Partner shop',
  'common.backHome': 'Back to home',
  'common.error.500': 'Sorry, something went wrong on this page. Please try again later.',
  'common.footer.copyright': '© {year} Game Trade Console · all times are Beijing time',
  'common.profilePrompt.title': 'Complete personal information',
  'common.profilePrompt.body': 'Add your contact QQ and contact phone so that trading partners can reach you.',
  'common.profilePrompt.ok': 'Go complete',
  'common.submit': 'Submit',
  'common.back': 'Back',
  'common.export': 'Export Excel',
  'common.loading': 'Loading…',
};
