import ErrorBoundary from '@/components/ErrorBoundary';
import GlobalOverlays from '@/components/GlobalOverlays';
import useDocumentTitle from '@/hooks/useDocumentTitle';
import { Outlet, useLocation } from '@umijs/max';

/** No chrome: OAuth2 pages and the OAuth2 tester. */
export default function EmptyLayout() {
  const title = useDocumentTitle();
  const { pathname } = useLocation();
  return (
    <div style={{ padding: 24 }}>
      <h1 data-testid="page-title" style={{ fontSize: 18, margin: '0 0 16px' }}>
        {title}
      </h1>
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
      <GlobalOverlays />
    </div>
  );
}
