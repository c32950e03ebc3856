/** Texts of the request pipeline (SPEC §8). Keys must match zh-CN/request.ts. */
export default {
  'request.error.tooManyRequests': 'Too many requests, please try later',
  'request.error.loggingIn': 'Logging in',
  'request.error.notLoggedIn': 'Not logged in',
  'request.error.notLoggedInLogout': 'User not logged in, no need to log out',
  'request.error.generic': 'Request failed ({status})',
  'request.error.network': 'Network error, please check your connection',
  'request.error.timeout': 'Request timed out, please try later',
  'request.error.canceled': 'Request canceled',
};
