import ErrorBoundary from '@/components/ErrorBoundary';
import GlobalOverlays from '@/components/GlobalOverlays';
import MessagesGate, { SITE_BUNDLES } from '@/components/MessagesGate';
import SkipLink, { MAIN_CONTENT_ID } from '@/components/SkipLink';
import useDocumentTitle from '@/hooks/useDocumentTitle';
import { Outlet, useLocation } from '@umijs/max';

/** No chrome: OAuth2 pages and the OAuth2 tester. */
export default function EmptyLayout() {
  const title = useDocumentTitle();
  const { pathname } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 24 }}>
      <SkipLink />
      <h1 data-testid="page-title" style={{ fontSize: 18, margin: '0 0 16px' }}>
        {title}
      </h1>
      <ErrorBoundary resetKey={pathname}>
        <MessagesGate>
          <Outlet />
        </MessagesGate>
      </ErrorBoundary>
      <MessagesGate bundles={SITE_BUNDLES} quiet>
        <GlobalOverlays />
      </MessagesGate>
    </main>
  );
}
