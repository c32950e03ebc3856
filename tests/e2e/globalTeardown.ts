import type { ChildProcess } from 'child_process';
import type { Browser } from 'puppeteer-core';
import { closeBrowser } from './browser';
import { stopPreview } from './support/preview';
import { removeSnapshot } from './support/snapshot';

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as Record<string, unknown>;
  await closeBrowser(g.__E2E_BROWSER__ as Browser | undefined);
  // our own preview process group only
  await stopPreview(g.__E2E_PREVIEW__ as ChildProcess | undefined);
  removeSnapshot(g.__E2E_SNAPSHOT__ as string | undefined);
}
