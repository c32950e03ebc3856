import useRootRedirect from '@/hooks/useRootRedirect';
import SiteLayout from './SiteLayout';

/** Home's layout (SPEC: the ssr layout): the site shell in its full-width variant. */
export default function SsrLayout() {
  useRootRedirect();
  return <SiteLayout variant="ssr" />;
}
