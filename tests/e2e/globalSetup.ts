import { existsSync } from 'fs';
import { join } from 'path';
import { launchBrowser } from './browser';
import { ROOT } from './support/env';
import { assertServesApp, startPreview, stopProcessGroup } from './support/preview';
import { removeSnapshot, snapshotApp } from './support/snapshot';

/**
 * Starts what the e2e tests need, once per run:
 * - the app: E2E_BASE_URL when set (e.g. a running `max dev`), else `max preview` over dist/ —
 *   served from a private snapshot of the build and mocks (E2E_SNAPSHOT=0 serves the working tree);
 * - one Chromium; each test file opens its own browser context on it.
 */
export default async function globalSetup(): Promise<void> {
  const g = globalThis as Record<string, unknown>;
  if (!process.env.E2E_BASE_URL) {
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      throw new Error('dist/index.html is missing: run `npm run build` first (or use `npm run test:e2e`)');
    }
    const appDir = process.env.E2E_SNAPSHOT === '0' ? ROOT : snapshotApp(ROOT);
    if (appDir !== ROOT) g.__E2E_SNAPSHOT__ = appDir;
    const preview = await startPreview(appDir, process.env.E2E_PORT || '4173').catch((e: Error) => {
      removeSnapshot(g.__E2E_SNAPSHOT__ as string | undefined);
      throw e;
    });
    g.__E2E_PREVIEW__ = preview.child;
    // also when jest dies without running globalTeardown (Ctrl-C, a crash)
    process.once('exit', () => {
      stopProcessGroup(preview.child);
      removeSnapshot(g.__E2E_SNAPSHOT__ as string | undefined);
    });
    process.env.E2E_BASE_URL = preview.url;

    console.log(`\n[e2e] max preview listening at ${preview.url}${appDir !== ROOT ? ` (snapshot ${appDir})` : ''}`);
  }
  let browser;
  try {
    await assertServesApp(process.env.E2E_BASE_URL!);
    browser = await launchBrowser();
  } catch (e) {
    stopProcessGroup(g.__E2E_PREVIEW__ as Parameters<typeof stopProcessGroup>[0]);
    removeSnapshot(g.__E2E_SNAPSHOT__ as string | undefined);
    throw e;
  }
  g.__E2E_BROWSER__ = browser;
  process.env.E2E_WS_ENDPOINT = browser.wsEndpoint();
}
