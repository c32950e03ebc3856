import { addLocale, getLocale } from '@umijs/max';
import { isAppLocale, type AppLocale } from './localePrefix';
import { refreshIntl } from './localeRuntime';
import type { TextGroup } from '@/locales/textGroups';

/**
 * Area texts load on demand, for the active locale only: the entry chunk carries just the core
 * texts (src/locales/<locale>.ts), so a first visit to home does not download the console's
 * texts nor the other language, and a console page loads only its route's text group
 * (src/locales/textGroups.ts).
 */
export type MessageBundle = 'site' | TextGroup;
type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

const LOADERS: Record<AppLocale, Record<MessageBundle, Loader>> = {
  'zh-CN': {
    site: () => import(/* webpackChunkName: "messages-zh-CN-site" */ '@/locales/zh-CN/site'),
    trade: () => import(/* webpackChunkName: "messages-zh-CN-trade" */ '@/locales/zh-CN/texts/trade'),
    reseller: () => import(/* webpackChunkName: "messages-zh-CN-reseller" */ '@/locales/zh-CN/texts/reseller'),
    account: () => import(/* webpackChunkName: "messages-zh-CN-account" */ '@/locales/zh-CN/texts/account'),
    profile: () => import(/* webpackChunkName: "messages-zh-CN-profile" */ '@/locales/zh-CN/texts/profile'),
    onboarding: () => import(/* webpackChunkName: "messages-zh-CN-onboarding" */ '@/locales/zh-CN/texts/onboarding'),
    dev: () => import(/* webpackChunkName: "messages-zh-CN-dev" */ '@/locales/zh-CN/texts/dev'),
  },
  'en-US': {
    site: () => import(/* webpackChunkName: "messages-en-US-site" */ '@/locales/en-US/site'),
    trade: () => import(/* webpackChunkName: "messages-en-US-trade" */ '@/locales/en-US/texts/trade'),
    reseller: () => import(/* webpackChunkName: "messages-en-US-reseller" */ '@/locales/en-US/texts/reseller'),
    account: () => import(/* webpackChunkName: "messages-en-US-account" */ '@/locales/en-US/texts/account'),
    profile: () => import(/* webpackChunkName: "messages-en-US-profile" */ '@/locales/en-US/texts/profile'),
    onboarding: () => import(/* webpackChunkName: "messages-en-US-onboarding" */ '@/locales/en-US/texts/onboarding'),
    dev: () => import(/* webpackChunkName: "messages-en-US-dev" */ '@/locales/en-US/texts/dev'),
  },
};
const BUNDLES = Object.keys(LOADERS['zh-CN']) as MessageBundle[];

/** The bundles a route needs: the site texts, and its console text group if it has one. */
export function bundlesOf(texts: TextGroup | undefined): MessageBundle[] {
  return texts ? ['site', texts] : ['site'];
}

const loaded = new Set<string>();
const inflight = new Map<string, Promise<void>>();
const keyOf = (locale: AppLocale, bundles: MessageBundle[]) => `${locale}:${[...bundles].sort().join('+')}`;

/** The bundles already loaded for a locale (a locale switch preloads the same for the other). */
export function loadedBundles(locale: AppLocale): MessageBundle[] {
  return BUNDLES.filter((b) => loaded.has(`${locale}:${b}`));
}

export function hasMessages(locale: AppLocale, bundles: MessageBundle[]): boolean {
  return bundles.every((b) => loaded.has(`${locale}:${b}`));
}

/**
 * Loads the missing bundles of one locale, then adds them in one step (one re-render of the
 * locale container, and `t()` outside React sees them too).
 */
export function loadMessages(locale: AppLocale, bundles: MessageBundle[]): Promise<void> {
  const missing = bundles.filter((b) => !loaded.has(`${locale}:${b}`));
  if (missing.length === 0) return Promise.resolve();
  const key = keyOf(locale, missing);
  const running = inflight.get(key);
  if (running) return running;
  const p = Promise.all(missing.map((b) => LOADERS[locale][b]()))
    .then((modules) => {
      const messages: Messages = Object.assign({}, ...modules.map((m) => m.default));
      // extraLocales is optional at runtime: omitted, the locale keeps its antd and dayjs locales
      (addLocale as unknown as (name: string, messages: Messages) => void)(locale, messages);
      missing.forEach((b) => loaded.add(`${locale}:${b}`));
      // on the server (src/pages/home/serverSeed.ts) each render builds its intl from localeInfo
      if (typeof window === 'undefined') return;
      const current = getLocale();
      if (isAppLocale(current) && current === locale) refreshIntl(locale, locale);
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}
