export default {
  'guard.login.title': 'Please sign in',
  'guard.login.detail': 'This page needs a signed-in account; you will come back here after signing in.',
  'guard.login.action': 'Sign in',
  'guard.realName.title': 'Real-name verification required',
  'guard.realName.detail': 'Trading pages can be used only after your real name has been verified.',
  'guard.realName.action': 'Verify my real name',
  'guard.subUser.title': 'Not permitted for this sub-account',
  'guard.subUser.detail': 'Your main account has not granted this page to you. Ask it to grant the permission under Sub-accounts.',
  'guard.subUser.action': 'Back',
};
