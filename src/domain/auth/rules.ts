/** Sign-up and password rules of SPEC §2 Passport, shared by the forms and the fake backend. */

/** Usernames: 3 to 32 letters, digits or underscores (sign-up and sub-accounts). */
export const USERNAME_RE = /^[A-Za-z0-9_]{3,32}$/;
/** The shortest password accepted anywhere (sign-up, reset, change). */
export const MIN_PASSWORD_LENGTH = 8;
/** The phone number given at sign-up: digits with an optional leading +, international numbers included. */
export const SIGNUP_PHONE_RE = /^\+?[0-9]{6,20}$/;
