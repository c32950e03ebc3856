// What the browser benchmarks share: a seeded user's token from the sign-in call, and headless Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

/** The seeded accounts' password (README "Seed accounts"). */
export const SEED_PASSWORD = 'Passw0rd!';

/** Signs `username` in at `base` (the console's sign-in call); resolves with the token the console keeps. */
export async function login(base, username) {
  const res = await fetch(`${base}/api/v1/usercenter/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-flag': '1' },
    body: JSON.stringify({ username, password: SEED_PASSWORD, credentialType: 'password' }),
  });
  if (!res.ok) throw new Error(`login of ${username}: HTTP ${res.status} ${await res.text()}`);
  const body = await res.json();
  const token = body.accessToken ? body : (body.data ?? {});
  if (!token.accessToken) throw new Error(`login of ${username} gave no token`);
  return token;
}

/** The console's session cookie (tests/e2e/support/backend.ts TOKEN_COOKIE). */
export const SESSION_COOKIE = 'gt_token';

/** Its value for `token`: what the console's sign-in keeps. */
export const sessionCookieValue = (token) => encodeURIComponent(JSON.stringify({ ...token, rememberMe: false }));

/** That cookie for puppeteer's `setCookie` on the console at `base`. */
export const sessionCookie = (base, token) => ({
  name: SESSION_COOKIE,
  value: sessionCookieValue(token),
  domain: new URL(base).hostname,
  path: '/',
});

/** Headless Chromium with a fresh profile (`PUPPETEER_EXECUTABLE_PATH`, else /usr/bin/chromium). */
export function launchBrowser(profilePrefix) {
  return puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), profilePrefix))}`,
    ],
    defaultViewport: { width: 1440, height: 900 },
  });
}
