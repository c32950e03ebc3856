import { TIMEZONE } from '@/constants/limits';
import { localeFromPath, resolveLocale, writeLocaleCookie, type AppLocale } from '@/utils/localePrefix';
import { logger } from '@/utils/logger';
import { history, setLocale } from '@umijs/max';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Runtime config only. The locale comes from the URL prefix, then the cookie, then zh_CN;
 * dates default to Beijing time.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIMEZONE);

const currentPath = () => history?.location?.pathname ?? window.location.pathname;
// set only while calling setLocale(): it is a no-op when getLocale() already equals the target
let override: AppLocale | undefined;
let lastApplied: AppLocale | undefined;

const dayjsLocale = (l: AppLocale) => (l === 'zh-CN' ? 'zh-cn' : 'en');

export const locale = {
  getLocale(): string {
    return override ?? resolveLocale(currentPath());
  },
};

function applyLocale(pathname: string, isFirst: boolean): void {
  const fromPath = localeFromPath(pathname);
  if (fromPath) writeLocaleCookie(fromPath);
  const want = resolveLocale(pathname);
  if (!isFirst && lastApplied && want !== lastApplied) {
    override = lastApplied;
    try {
      setLocale(want, false); // no reload: emits the change event the locale container listens to
    } finally {
      override = undefined;
    }
  }
  lastApplied = want;
  dayjs.locale(dayjsLocale(want));
  document.documentElement.lang = want;
}

export function onRouteChange({ location, isFirst }: { location: { pathname: string }; isFirst?: boolean }): void {
  try {
    applyLocale(location.pathname, !!isFirst);
  } catch (e) {
    logger.error('locale switch failed', e); // SPEC §8: logged only
  }
}
