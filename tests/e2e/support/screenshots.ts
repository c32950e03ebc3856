import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Page } from 'puppeteer-core';
import { SCREENSHOT_DIR } from './env';

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const safe =
    name
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 150) || 'page';
  return join(SCREENSHOT_DIR, `${safe}.png`);
}

/**
 * Runs `fn` with the page; when it throws, saves a full-page screenshot to
 * tests/e2e/screenshots/<name>.png (git-ignored) and rethrows with the file and URL appended.
 */
export async function withPage<T>(page: Page, name: string, fn: (page: Page) => Promise<T>): Promise<T> {
  try {
    return await fn(page);
  } catch (err) {
    const file = screenshotPath(name);
    let shot = '';
    try {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
      shot = `\n  screenshot: ${file}`;
    } catch {
      shot = '\n  (screenshot failed)';
    }
    if (err instanceof Error) err.message += `\n  at URL: ${page.url()}${shot}`;
    throw err;
  }
}
