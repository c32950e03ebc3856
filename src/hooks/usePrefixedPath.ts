import { withPrefix } from '@/utils/localePrefix';
import { useLocation } from '@umijs/max';
import { useCallback } from 'react';

/** Builds in-app links that keep the current locale prefix. */
export default function usePrefixedPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => withPrefix(path, pathname), [pathname]);
}
