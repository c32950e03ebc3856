import { join } from 'path';

/** Repository root (tests/e2e/support -> ../../..). */
export const ROOT = join(__dirname, '..', '..', '..');
export const SCREENSHOT_DIR = join(ROOT, 'tests', 'e2e', 'screenshots');

/** Base URL of the app under test, without a trailing slash. Set by globalSetup or by the caller. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `jest -c tests/e2e/jest.config.ts`');
  return url.replace(/\/+$/, '');
}

export function baseHost(): string {
  return new URL(baseUrl()).hostname;
}
