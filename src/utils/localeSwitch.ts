import { currentAppPath } from '@/microapp/base';
import { getLocale, history } from '@umijs/max';
import { isAppLocale, switchLocalePath, writeLocaleCookie, type AppLocale } from './localePrefix';
import { loadedBundles, loadMessages } from './messages';

/**
 * Switches the console's language in place (the locale switch, or a host portal changing its
 * `locale`): rewrites the URL's locale prefix without a reload and remembers it in the cookie.
 * The other locale's texts load first, so the page switches in one step (a failure only means the
 * page waits for them itself).
 */
export function switchLocale(next: AppLocale, page: { pathname: string; search: string; hash: string } = currentPage()): Promise<void> {
  writeLocaleCookie(next);
  const go = () => history.push(switchLocalePath(page.pathname, next) + page.search + page.hash);
  const current = getLocale();
  return loadMessages(next, isAppLocale(current) ? loadedBundles(current) : ['site']).then(go, go);
}

function currentPage(): { pathname: string; search: string; hash: string } {
  return { pathname: currentAppPath(), search: window.location.search, hash: window.location.hash };
}
