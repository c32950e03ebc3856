import { useSelectedRoutes } from '@umijs/max';
import type { TextGroup } from '@/locales/textGroups';

export interface RouteMeta {
  title?: string;
  menu?: string;
  originPath?: string;
  subAuthority?: string;
  merchant?: 'supplier' | 'reseller';
  stepRole?: 'onboarding' | 'publish';
  texts?: TextGroup;
}

/** Custom fields of the deepest matched route of config/routes.ts. */
export default function useRouteMeta(): RouteMeta {
  const matched = useSelectedRoutes();
  for (let i = matched.length - 1; i >= 0; i -= 1) {
    const r = matched[i].route as RouteMeta;
    if (r.title) return r;
  }
  return {};
}
