import ErrorBoundary from '@/components/ErrorBoundary';
import GlobalOverlays from '@/components/GlobalOverlays';
import MessagesGate, { SITE_BUNDLES } from '@/components/MessagesGate';
import NotificationBell from '@/components/chat/NotificationBell';
import LangSwitch from '@/components/LangSwitch';
import SkipLink, { MAIN_CONTENT_ID } from '@/components/SkipLink';
import UserMenu from '@/components/UserMenu';
import useDocumentTitle from '@/hooks/useDocumentTitle';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useRouteMeta from '@/hooks/useRouteMeta';
import { stripPrefix } from '@/utils/localePrefix';
import { PageContainer, ProLayout } from '@ant-design/pro-components';
import { Link, Outlet, useIntl, useLocation } from '@umijs/max';
import { useEffect, useMemo } from 'react';
import { LayoutPartsContext } from '@/components/layoutParts';
import { CONSOLE_PARTS } from './consoleParts';
import { useAccess } from '@/hooks/useCurrentUser';
import { activeMenuPath, buildConsoleMenu, grantedTo } from './consoleMenu';
import useText from '@/hooks/useText';
import { userLoader } from '@/services/routeLoaders';
import { SWRConfig } from 'swr';
import { LAYOUT_SWR } from './staticLayoutMenu';
import PageContainerSlot, { CONSOLE_CONTENT_STYLE } from './PageContainerSlot';

/** umi starts the user info as navigation starts, beside the page's own data. */
export const clientLoader = userLoader;

/** The operators' console: ProLayout with the side menu of config/routes.ts. */
export default function ConsoleLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const to = usePrefixedPath();
  const title = useDocumentTitle();
  const { menu } = useRouteMeta();
  const translate = useText();
  const access = useAccess();
  const menuData = useMemo(() => buildConsoleMenu(translate, grantedTo(access)), [intl.locale, access]); // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)

  // The mix layout keeps an empty <header> under its fixed one to hold the height: without a role it
  // is a second, empty banner landmark. ProLayout gives no prop for it, so its role is set here.
  useEffect(() => {
    document.querySelectorAll('.ant-pro-layout-container > header:empty').forEach((h) => h.setAttribute('role', 'none'));
  });

  return (
    <LayoutPartsContext.Provider value={CONSOLE_PARTS}>
      <SkipLink />
      <SWRConfig value={LAYOUT_SWR}>
        <ProLayout
          title={translate('app.name')}
          logo={false}
          layout="mix"
          fixSiderbar
          disableMobile
          defaultCollapsed={false}
          siderWidth={208}
          location={{ pathname: stripPrefix(pathname) }}
          route={{ path: '/', routes: menuData }}
          selectedKeys={[activeMenuPath(menuData, stripPrefix(pathname)) ?? '']}
          // the menu is static: LAYOUT_SWR keeps ProLayout's menu fetcher from running, and a controlled
          // `loading` keeps the menu from ever being swapped for a skeleton
          menu={{ locale: false, defaultOpenAll: false, loading: false }}
          headerTitleRender={(_, titleDom) => <Link to={to('/')}>{titleDom}</Link>}
          menuItemRender={(item, dom) => (item.path ? <Link to={to(item.path)}>{dom}</Link> : dom)}
          // ProLayout puts the side menu in an <aside> without a navigation landmark
          menuContentRender={(_, dom) => <nav aria-label={translate('common.consoleNav')}>{dom}</nav>}
          actionsRender={() => [
            <LangSwitch key="lang" />,
            <MessagesGate key="account" bundles={SITE_BUNDLES} quiet>
              <NotificationBell />
              <UserMenu />
            </MessagesGate>,
          ]}
          token={{ header: { heightLayoutHeader: 48 } }}
          contentStyle={CONSOLE_CONTENT_STYLE}
        >
          {/* ProLayout's content area is the page's <main>; the skip link lands on the page title */}
          <div id={MAIN_CONTENT_ID} tabIndex={-1}>
            <PageContainerSlot>
              <PageContainer
                title={<span data-testid="page-title">{title}</span>}
                breadcrumb={{
                  items: [
                    { title: <Link to={to('/')}>{translate('route.home')}</Link> },
                    ...(menu ? [{ title: translate(`menu.${menu}`) }] : []),
                    { title },
                  ],
                }}
              >
                <ErrorBoundary resetKey={pathname}>
                  <MessagesGate>
                    <Outlet />
                  </MessagesGate>
                </ErrorBoundary>
              </PageContainer>
            </PageContainerSlot>
          </div>
        </ProLayout>
      </SWRConfig>
      <MessagesGate bundles={SITE_BUNDLES} quiet>
        <GlobalOverlays />
      </MessagesGate>
    </LayoutPartsContext.Provider>
  );
}
