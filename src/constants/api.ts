/** API prefixes of SPEC §7. */
export const A = '/api/v1/usercenter';
export const B = '/api/v1/shop';
export const C = '/api/shop';
export const ANY = '/api/v1/any';
/** Header that opts a call out of the bearer token (login, register). */
export const AUTH_FLAG_HEADER = 'x-auth-flag';
