import { RouteContext, type RouteContextType } from '@ant-design/pro-components';
import { useContext, useMemo, type CSSProperties, type ReactNode } from 'react';

/**
 * ProLayout's content padding, dropped up front: every console page sits in a PageContainer.
 * PageContainer reports itself to ProLayout from a mount effect so the layout drops that padding,
 * which painted the page with the padding first and re-rendered the whole layout and page once
 * more; the container below gets the layout's context without that report.
 */
export const CONSOLE_CONTENT_STYLE: CSSProperties = { padding: 0 };

export default function PageContainerSlot({ children }: { children: ReactNode }) {
  const route = useContext(RouteContext);
  const value = useMemo<RouteContextType>(() => ({ ...route, setHasPageContainer: undefined }), [route]);
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}
