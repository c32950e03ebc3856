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
  // server error codes shown in the user's language (the server's detail is English)
  'request.code.COUNTERPARTY_SELF': 'You cannot trade with yourself',
  'request.code.COUNTERPARTY_BLACKLISTED_BY_YOU': 'This counterparty is on your blacklist',
  'request.code.COUNTERPARTY_BLACKLISTED_BY_COUNTERPARTY': 'This counterparty does not trade with you',
  'request.code.COUNTERPARTY_FILTERED': 'The merchant has filtered your account',
  'request.code.COUNTERPARTY_NOT_WHITELISTED': 'The merchant only trades with accounts on its whitelist',
  'request.code.COUNTERPARTY_RISK_WARNED': 'The merchant does not trade with accounts under a risk warning',
  'request.code.COUNTERPARTY_TOO_NEW': 'Your account is too new for this merchant',
  'request.code.COUNTERPARTY_LOW_COMPLETION': 'Your order completion rate is below what this merchant asks for',
  'request.code.CHEAT_NOT_VALIDATED': 'Read and confirm the risk warning about this counterparty first',
  'request.code.COMMODITY_UNAVAILABLE': 'This commodity is off sale, sold out or expired',
  'request.code.DEMAND_UNAVAILABLE': 'This demand is paused, fulfilled or expired',
};
