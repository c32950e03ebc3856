/**
 * The console's qiankun lifecycles (umi's qiankun slave plugin calls them around its own mount and
 * unmount of the React root). README "Micro-app" is the contract a host relies on.
 */
import { emitSession } from '@/utils/sessionEvents';
import { localeFromPath, writeLocaleCookie } from '@/utils/localePrefix';
import { switchLocale } from '@/utils/localeSwitch';
import { stopRequestTimers } from '@/utils/request';
import { stopSounds } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { readToken, saveToken } from '@/utils/token';
import { getLocale } from '@umijs/max';
import { clearContainerCache } from 'rc-util/es/Dom/dynamicCSS';
import { appPath, inferBase, mountBase, setMountBase } from './base';
import { parseHostProps } from './hostProps';
import { parkPageListeners, trackPageListeners } from './pageListeners';
import { assetBase, setApiBase } from './urls';

/** First segments of the route table (set at build from config/routes.ts). */
const TOP_SEGMENTS = (process.env.ROUTE_SEGMENTS ?? '').split(',').filter(Boolean);

/** Classes that scope the console's page-wide styles (global.less) to its own element. */
export const SCOPE_CLASSES = ['tc-scope', 'tc-body'];
/** Inside a host: the console's element also holds its fixed header, side menu and launchers (global.less). */
const HOSTED_CLASS = 'tc-hosted';

let root: HTMLElement | undefined;

type RootListener = [type: string, listener: EventListenerOrEventListenerObject, options: boolean | AddEventListenerOptions | undefined];
/** What React attached to the console's element (its delegated event listeners, ~140). */
let rootListeners: RootListener[] = [];

/**
 * React 18 never takes its delegated listeners off the root element, and umi's renderer keeps the
 * last root (and its element) until the next mount: recording them lets unmount take them off, so
 * the host's listener count is back where it was.
 */
function recordListeners(el: HTMLElement): void {
  const add = el.addEventListener;
  el.addEventListener = function (
    this: HTMLElement,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (!listener) return;
    rootListeners.push([type, listener, options]);
    add.call(this, type, listener, options);
  };
}

function dropListeners(el: HTMLElement): void {
  for (const [type, listener, options] of rootListeners) el.removeEventListener(type, listener, options);
  rootListeners = [];
  delete (el as Partial<Pick<HTMLElement, 'addEventListener'>>).addEventListener;
}

/** The element the console renders into inside a host; undefined standalone (the page is the console's). */
export function consoleRoot(): HTMLElement | undefined {
  return root;
}

function signIn(token: ReturnType<typeof parseHostProps>['token']): boolean {
  if (!token || token.accessToken === readToken()?.accessToken) return false;
  saveToken(token, false);
  return true;
}

export const lifecycles = {
  async bootstrap(): Promise<void> {
    // nothing to prepare: mount reads the host's props
  },

  async mount(raw: unknown): Promise<void> {
    const props = parseHostProps(raw);
    setMountBase(props.base ?? inferBase(window.location.pathname, TOP_SEGMENTS));
    // umi's router takes it as its basename ('/' when the host mounts the console at its root)
    if (raw && typeof raw === 'object') (raw as { base?: string }).base = mountBase() || '/';
    setApiBase(props.apiBase);
    signIn(props.token);
    // the host's language, unless the URL names one
    if (props.locale && !localeFromPath(appPath(window.location.pathname))) writeLocaleCookie(props.locale);
    root = props.container?.querySelector<HTMLElement>('#root') ?? undefined;
    root?.classList.add(...SCOPE_CLASSES, HOSTED_CLASS);
    if (root) recordListeners(root);
    trackPageListeners(assetBase());
  },

  async update(raw: unknown): Promise<void> {
    const props = parseHostProps(raw);
    if (raw && typeof raw === 'object' && 'apiBase' in raw) setApiBase(props.apiBase);
    if (signIn(props.token)) emitSession('signedIn');
    if (props.locale && props.locale !== getLocale()) await switchLocale(props.locale);
  },

  async unmount(): Promise<void> {
    // React's effects already stopped the polls, timers and listeners; what lives outside React:
    stopRequestTimers();
    stopSounds();
    toast.closeAll();
    root?.classList.remove(...SCOPE_CLASSES, HOSTED_CLASS);
    if (root) {
      dropListeners(root);
      // React's click trap for Safari (an `onclick` property set on the container it renders into)
      root.onclick = null;
    }
    parkPageListeners();
    // qiankun keeps the styles the console added, to put them back on the next mount, and with them
    // its old wrapper element: taking the console's element out of it lets that element go (React
    // leaves its root listeners on it). The next mount renders into a new wrapper.
    const wrapper = root?.parentElement;
    root?.remove();
    root = undefined;
    // qiankun keeps the console's style elements and moves them into the next mount's wrapper; until
    // then each one's parent pins the whole old wrapper (its template head): detaching them here lets
    // that wrapper go, and the next mount still finds every style to put back
    wrapper?.querySelectorAll('style, link[rel="stylesheet"]').forEach((el) => el.remove());
    // antd's style injector remembers, per head it was given, the element its styles went into;
    // inside qiankun each mount has a head of its own, so every old wrapper would stay in that cache
    clearContainerCache();
  },
};
