import { TIMEZONE } from '@/constants/limits';
import { LOCALE_LANG, localeFromPath, resolveLocale, writeLocaleCookie, type AppLocale } from '@/utils/localePrefix';
import { logger } from '@/utils/logger';
import { localeOverride, refreshIntl } from '@/utils/localeRuntime';
import { bundlesOf, loadMessages } from '@/utils/messages';
import { appPath } from '@/microapp/base';
import { lifecycles, SCOPE_CLASSES } from '@/microapp/lifecycle';
import { inHost } from '@/microapp/urls';
import { history } from '@umijs/max';
import { startTransition, type ReactNode } from 'react';
import ServerRenderRecorder from '@/utils/serverRender';
import StyleHarvest from '@/utils/styleHarvest';
import { readServerData } from '@/utils/hydration';
import { setDocumentLang, settleDocumentStyles } from '@/utils/documentStyles';
import { newNavigation, startedCallsSettled } from '@/utils/routeData';
import { matchedRouteIds, matchedTexts, preloadRouteComponents, rememberRoutes, startRouteLoaders } from '@/utils/routeStart';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Runtime config only. The locale comes from the URL prefix, then the cookie, then zh_CN;
 * dates default to Beijing time.
 */
// the console's page-wide styles (global.less) apply inside its scope: the whole page standalone,
// its own element inside a host portal (set at mount)
if (typeof document !== 'undefined' && !inHost()) {
  document.documentElement.classList.add(SCOPE_CLASSES[0]);
  document.body.classList.add(SCOPE_CLASSES[1]);
}

// a page the production server rendered: umi reads its loader data from window.__UMI_LOADER_DATA__,
// and the page is hydrated only then; every other page renders from an empty root as before
const ssrData = readServerData();
if (ssrData) (window as unknown as { __UMI_LOADER_DATA__: unknown }).__UMI_LOADER_DATA__ = ssrData;

export function modifyClientRenderOpts<T extends { hydrate?: boolean }>(opts: T): T {
  return { ...opts, hydrate: !!ssrData };
}

export const patchRoutes = rememberRoutes;

/** Longest wait of the first render for the calls the route's loaders started. */
const FIRST_RENDER_DATA_WAIT_MS = 1000;

/**
 * The first render waits for the route's components and texts (src/utils/routeStart.ts), with the
 * route's data already asked for, and briefly for the calls a console route's loaders started (the
 * user info, the table's saved views and first page): the store then starts with the user
 * (models/user.ts), and layout, guards, page and the table's first rows render in one pass;
 * hydration renders what the server did. The code and texts have usually arrived by now (the
 * entry preloads them), the answers soon after.
 */
export function render(oldRender: () => void): void {
  const pathname = appPath(window.location.pathname);
  const ids = matchedRouteIds(pathname);
  startRouteLoaders(ids);
  // inside a host portal the document is the host's: the console changes only its <html lang>, as before
  if (!inHost()) settleDocumentStyles(LOCALE_LANG[resolveLocale(pathname)]);
  const texts = loadMessages(resolveLocale(pathname), bundlesOf(matchedTexts(ids)));
  const data = startedCallsSettled(FIRST_RENDER_DATA_WAIT_MS);
  // the loaders' calls reach fetch through a few promise steps, while the route's code, when its
  // files are already here, is evaluated in one long promise step (~0.5 s): the next task lets the
  // calls leave first, so the answers arrive while the code is evaluated, not after
  const components = new Promise((resolve) => setTimeout(resolve, 0)).then(() => preloadRouteComponents(ids));
  // layout, guards and page in one render: as a transition it yields to the browser every few
  // milliseconds instead of holding the main thread for its whole length (input stays answered);
  // a hydration keeps React's own scheduling
  const start = ssrData ? oldRender : () => startTransition(oldRender);
  Promise.all([texts, components, data]).then(start, (e: unknown) => {
    logger.error('loading texts failed', e); // the page still starts; its layout shows the retry
    start();
  });
}

// TC_SERVER_BUNDLE is '1' in the server bundle only (config/plugin-ssr-output.ts), TC_STYLE_HARVEST
// in a style-harvest build only (config/plugin-style-snapshot.ts): the console's bundle leaves both
// roots and their style extraction out
export function rootContainer(container: ReactNode): ReactNode {
  if (process.env.TC_SERVER_BUNDLE) return <ServerRenderRecorder>{container}</ServerRenderRecorder>;
  if (process.env.TC_STYLE_HARVEST) return <StyleHarvest>{container}</StyleHarvest>;
  return container;
}

/** The lifecycles a qiankun host portal drives (README "Micro-app"). */
export const qiankun = lifecycles;

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIMEZONE);

// history's location is the browser's: inside a host portal its prefix is taken off
const currentPath = () => appPath(history?.location?.pathname ?? window.location.pathname);
let lastApplied: AppLocale | undefined;

const dayjsLocale = (l: AppLocale) => (l === 'zh-CN' ? 'zh-cn' : 'en');

export const locale = {
  getLocale(): string {
    return localeOverride() ?? resolveLocale(currentPath());
  },
};

function applyLocale(pathname: string, isFirst: boolean): void {
  const fromPath = localeFromPath(pathname);
  if (fromPath) writeLocaleCookie(fromPath);
  const want = resolveLocale(pathname);
  // no reload: rebuilds intl and emits the change event the locale container listens to
  if (!isFirst && lastApplied && want !== lastApplied) refreshIntl(want, lastApplied);
  lastApplied = want;
  dayjs.locale(dayjsLocale(want));
  setDocumentLang(LOCALE_LANG[want]);
}

/** Starts loading the route's texts while its chunks load (the layout waits for them). */
function preloadMessages(pathname: string): void {
  const texts = matchedTexts(matchedRouteIds(pathname));
  // a preload only: the layout's MessagesGate loads the texts again and shows the failure with a retry
  loadMessages(resolveLocale(pathname), bundlesOf(texts)).catch((e: unknown) => logger.error('loading texts failed', e));
}

export function onRouteChange({ location, isFirst }: { location: { pathname: string }; isFirst?: boolean }): void {
  try {
    const pathname = appPath(location.pathname);
    if (!isFirst) newNavigation();
    preloadMessages(pathname);
    applyLocale(pathname, !!isFirst);
  } catch (e) {
    logger.error('locale switch failed', e); // SPEC §8: logged only (the page stays in the language it had)
  }
}
