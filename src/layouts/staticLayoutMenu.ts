import type { Middleware, SWRConfiguration } from 'swr';

/**
 * ProLayout fetches its menu through SWR under a key of its own (`['pro-layout-N', params]`) on
 * mount, even without `menu.request`: the fetch resolves to nothing, yet it flips the layout's
 * loading state twice and re-renders the whole layout three times around the page's first paint.
 * The console's menu is static, so that key is made null (SWR then neither fetches nor changes
 * state); every other SWR user keeps its key.
 */
export const staticLayoutMenu: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(isLayoutMenuKey(key) ? null : key, fetcher, config);

export function isLayoutMenuKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('pro-layout-');
}

/** SWR settings of the console layout (one object, so the provider's value stays the same). */
export const LAYOUT_SWR: SWRConfiguration = { use: [staticLayoutMenu] };
