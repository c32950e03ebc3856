import {
  AppstoreOutlined,
  CodeOutlined,
  InboxOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { routeTable, type MenuGroup, type RouteDef } from '../../config/routes';

export interface MenuNode {
  path: string;
  name: string;
  icon?: ReactNode;
  routes?: MenuNode[];
}

const GROUP_ORDER: MenuGroup[] = ['order', 'commodity', 'demand', 'deposit', 'supplier', 'reseller', 'user', 'profile', 'playground'];
const GROUP_ICON: Record<MenuGroup, ReactNode> = {
  order: <ProfileOutlined />,
  commodity: <ShopOutlined />,
  demand: <InboxOutlined />,
  deposit: <SafetyCertificateOutlined />,
  supplier: <AppstoreOutlined />,
  reseller: <TeamOutlined />,
  user: <WalletOutlined />,
  profile: <UserOutlined />,
  playground: <CodeOutlined />,
};

/** A menu entry links to the route without its optional trailing segment. */
export const menuPath = (path: string) => path.replace(/\/:[A-Za-z]+\?$/, '');

/** The side menu, grouped by `menu` of config/routes.ts; names are translated by the caller. */
export function buildConsoleMenu(
  translate: (id: string) => string,
  visible: (r: RouteDef) => boolean = () => true,
  table: RouteDef[] = routeTable,
): MenuNode[] {
  return GROUP_ORDER.map((group) => ({
    path: `/${group}-group`,
    name: translate(`menu.${group}`),
    icon: GROUP_ICON[group],
    routes: table.filter((r) => r.menu === group && visible(r)).map((r) => ({ path: menuPath(r.path), name: translate(r.title) })),
  })).filter((g) => g.routes.length > 0);
}

/**
 * The one menu entry to highlight for a path: the longest entry path the path is or lies under.
 * ProLayout's own matching highlights every entry that is a prefix (/profile and /profile/funds).
 */
export function activeMenuPath(menu: MenuNode[], path: string): string | undefined {
  let best: string | undefined;
  const visit = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.routes) visit(n.routes);
      else if ((path === n.path || path.startsWith(`${n.path}/`)) && n.path.length > (best?.length ?? 0)) best = n.path;
    }
  };
  visit(menu);
  return best;
}

export interface MenuAccess {
  isSub: boolean;
  subAuthorities: string[];
  /** the roles of the main account (a sub-account works with its parent's) */
  isSupplier?: boolean;
  isReseller?: boolean;
}

/**
 * Sub-accounts see only the pages they may open (the guards still refuse the rest): those their
 * subAuthorities grant, and no page of a merchant role the main account has not opened, whose
 * guard would send them to an onboarding only the main account may walk.
 */
export function grantedTo(access: MenuAccess): (r: RouteDef) => boolean {
  return (r) => {
    if (!access.isSub) return true;
    if (r.subAuthority && !access.subAuthorities.includes(r.subAuthority)) return false;
    const guards = r.guards ?? [];
    if (guards.includes('resellerAuth') && !access.isReseller) return false;
    if (guards.includes('supplierAuth') && !access.isSupplier) return false;
    return true;
  };
}

/** The menu group and the route of a path, for the breadcrumb. */
export function findMenuEntry(path: string, table: RouteDef[] = routeTable): RouteDef | undefined {
  return table.find((r) => menuPath(r.path) === path && r.layout === 'console');
}
