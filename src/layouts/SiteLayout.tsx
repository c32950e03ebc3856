import ErrorBoundary from '@/components/ErrorBoundary';
import GameSearch from '@/components/GameSearch';
import GlobalOverlays from '@/components/GlobalOverlays';
import { SITE_MAIN_PADDING_RIGHT } from '@/components/chat/launcherLayout';
import NotificationBell from '@/components/chat/NotificationBell';
import LangSwitch from '@/components/LangSwitch';
import SkipLink, { MAIN_CONTENT_ID } from '@/components/SkipLink';
import MessagesGate, { SITE_BUNDLES } from '@/components/MessagesGate';
import UserMenu from '@/components/UserMenu';
import useDocumentTitle from '@/hooks/useDocumentTitle';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { FormattedMessage, Link, Outlet, useIntl, useLocation } from '@umijs/max';
import styles from './SiteLayout.less';

export interface SiteLayoutProps {
  /** 'ssr' is home's variant: full-width content, the title kept for assistive tech only */
  variant?: 'default' | 'ssr';
}

/** Public site: header with navigation, locale switch and account; footer with help links. */
export default function SiteLayout({ variant = 'default' }: SiteLayoutProps) {
  const title = useDocumentTitle();
  const to = usePrefixedPath();
  const { pathname } = useLocation();
  const intl = useIntl();
  return (
    <div className={styles.shell} data-layout={variant === 'ssr' ? 'ssr' : 'site'}>
      <SkipLink />
      <header className={styles.header}>
        <Link to={to('/')} className={styles.brand}>
          <FormattedMessage id="app.name" />
        </Link>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'common.siteNav' })}>
          <Link to={to('/')}>
            <FormattedMessage id="route.home" />
          </Link>
          <Link to={to('/games')}>
            <FormattedMessage id="route.games" />
          </Link>
          <Link to={to('/order/purchased')}>
            <FormattedMessage id="common.menu.console" />
          </Link>
          <Link to={to('/help')}>
            <FormattedMessage id="route.help" />
          </Link>
        </nav>
        <div className={styles.right}>
          <MessagesGate bundles={SITE_BUNDLES} quiet>
            <GameSearch />
          </MessagesGate>
          <LangSwitch />
          <MessagesGate bundles={SITE_BUNDLES} quiet>
            <NotificationBell />
            <UserMenu />
          </MessagesGate>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} style={{ paddingRight: SITE_MAIN_PADDING_RIGHT }}>
        {variant === 'ssr' ? (
          <h1 className={styles.srOnly} data-testid="page-title">
            {title}
          </h1>
        ) : (
          <div className={styles.heading}>
            {/* two fixed steps: a plain trail (antd's Breadcrumb brings Dropdown and Menu along) */}
            <nav aria-label="breadcrumb" className={styles.breadcrumb}>
              <Link to={to('/')}>
                <FormattedMessage id="route.home" />
              </Link>
              <span aria-hidden="true" className={styles.crumbSeparator}>
                /
              </span>
              <span aria-current="page">{title}</span>
            </nav>
            <h1 data-testid="page-title">{title}</h1>
          </div>
        )}
        <ErrorBoundary resetKey={pathname}>
          <MessagesGate>
            <Outlet />
          </MessagesGate>
        </ErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <Link to={to('/help')}>
          <FormattedMessage id="route.help" />
        </Link>
        <Link to={to('/games')}>
          <FormattedMessage id="route.games" />
        </Link>
        <Link to={to('/register')}>
          <FormattedMessage id="route.register" />
        </Link>
        <div style={{ marginTop: 8 }}>
          <FormattedMessage id="common.footer.copyright" values={{ year: new Date().getFullYear() }} />
        </div>
      </footer>
      <MessagesGate bundles={SITE_BUNDLES} quiet>
        <GlobalOverlays />
      </MessagesGate>
    </div>
  );
}
