import { useMemo } from 'react';

interface MenuLayoutProps {
  layout?: unknown;
  navTheme?: unknown;
  menuRender?: unknown;
  footerRender?: unknown;
  menuHeaderRender?: unknown;
  headerRender?: unknown;
  fixSiderbar?: unknown;
}

/**
 * Stands in for ProLayout's hook of the same name: the layout props a menu item may override.
 * The original copies them into state in an effect after mounting, which re-renders the whole
 * layout (and every page under it) once more before the first paint; here they are derived while
 * rendering, with the same result (undefined when the item overrides nothing).
 */
export function useCurrentMenuLayoutProps(currentMenu: MenuLayoutProps): Record<string, unknown> | undefined {
  const { layout, navTheme, menuRender, footerRender, menuHeaderRender, headerRender, fixSiderbar } = currentMenu;
  return useMemo(() => {
    const picked: Record<string, unknown> = {
      // an object here is an older form of the setting, ignored as ProLayout does
      layout: typeof layout !== 'object' ? layout : undefined,
      navTheme,
      menuRender,
      footerRender,
      menuHeaderRender,
      headerRender,
      fixSiderbar,
    };
    const defined = Object.entries(picked).filter(([, v]) => v !== undefined);
    return defined.length ? Object.fromEntries(defined) : undefined;
  }, [layout, navTheme, menuRender, footerRender, menuHeaderRender, headerRender, fixSiderbar]);
}
