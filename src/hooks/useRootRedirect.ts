import { resolveLocale, stripPrefix, withPrefix } from '@/utils/localePrefix';
import { isSameOriginPath } from '@/utils/continueUrl';
import { history, useLocation } from '@umijs/max';
import { useEffect } from 'react';

/** Configurable redirect from '/' by locale (ROOT_REDIRECT_ZH / ROOT_REDIRECT_EN at build time). */
export function rootRedirectTarget(pathname: string, targets: { 'zh-CN': string; 'en-US': string }): string | undefined {
  if (stripPrefix(pathname) !== '/') return undefined;
  const target = targets[resolveLocale(pathname)];
  return target && isSameOriginPath(target) && target !== '/' ? withPrefix(target, pathname) : undefined;
}

export default function useRootRedirect(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const target = rootRedirectTarget(pathname, {
      'zh-CN': process.env.ROOT_REDIRECT_ZH ?? '',
      'en-US': process.env.ROOT_REDIRECT_EN ?? '',
    });
    if (target) history.replace(target);
  }, [pathname]);
}
