import { inHost } from '@/microapp/urls';
import { logger } from './logger';

/**
 * The browser's side of a page the production server rendered (server/serve.mjs, README
 * "Production server and server rendering").
 */
const SSR_DATA_ID = 'tc-ssr-data';

/** The loader data the server sent with the page, or undefined for every other page (the client shell). */
export function readServerData(): Record<string, unknown> | undefined {
  if (typeof document === 'undefined' || inHost()) return undefined;
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    hydrating = true;
    return data;
  } catch (e) {
    logger.error('server-rendered data unreadable: rendering in the browser', e);
    return undefined;
  }
}

/** Longest wait for a page's hydration before the store may change anyway. */
const HYDRATION_WAIT_MS = 5000;
let hydrating = false;
let hydrated: Promise<void> | undefined;
let resolveHydrated: (() => void) | undefined;

/**
 * True while a server-rendered page is being hydrated. React hydrates each Suspense boundary (umi
 * puts one around every route) in a task of its own, and a store update meanwhile (the signed-in
 * user's info: redux updates are synchronous) makes it drop the server's HTML of the boundaries not
 * hydrated yet and render them again (errors #418/#422). So such updates wait for whenHydrated().
 */
export const hydrationPending = (): boolean => hydrating;

export function whenHydrated(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  hydrated ??= new Promise<void>((resolve) => {
    resolveHydrated = resolve;
    window.setTimeout(markHydrated, HYDRATION_WAIT_MS);
  });
  return hydrated;
}

/** Called by the server-rendered page once its own effects run (its boundary is hydrated). */
export function markHydrated(): void {
  if (!hydrating) return;
  hydrating = false;
  resolveHydrated?.();
}
