import { addLocale, getLocale } from '@umijs/max';
import { isAppLocale, type AppLocale } from './localePrefix';
import { refreshIntl } from './localeRuntime';

/**
 * Area texts load on demand, for the active locale only: the entry chunk carries just the core
 * texts (src/locales/<locale>.ts), so a first visit to home does not download the console's
 * texts nor the other language.
 */
export type MessageBundle = 'site' | 'console';
type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

const LOADERS: Record<AppLocale, Record<MessageBundle, Loader>> = {
  'zh-CN': {
    site: () => import(/* webpackChunkName: "messages-zh-CN-site" */ '@/locales/zh-CN/site'),
    console: () => import(/* webpackChunkName: "messages-zh-CN-console" */ '@/locales/zh-CN/console'),
  },
  'en-US': {
    site: () => import(/* webpackChunkName: "messages-en-US-site" */ '@/locales/en-US/site'),
    console: () => import(/* webpackChunkName: "messages-en-US-console" */ '@/locales/en-US/console'),
  },
};

/** The bundles a layout of config/routes.ts needs: the console also shows market and order texts. */
export function bundlesOfLayout(layout: string | undefined, consoleTexts = false): MessageBundle[] {
  return consoleTexts || layout === 'console' || layout === 'empty' ? ['site', 'console'] : ['site'];
}

const loaded = new Set<string>();
const inflight = new Map<string, Promise<void>>();
const keyOf = (locale: AppLocale, bundles: MessageBundle[]) => `${locale}:${[...bundles].sort().join('+')}`;

/** The bundles already loaded for a locale (a locale switch preloads the same for the other). */
export function loadedBundles(locale: AppLocale): MessageBundle[] {
  return (['site', 'console'] as const).filter((b) => loaded.has(`${locale}:${b}`));
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
