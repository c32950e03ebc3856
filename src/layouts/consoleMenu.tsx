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
    routes: table
      .filter((r) => r.menu === group && visible(r))
      .map((r) => ({ path: menuPath(r.path), name: translate(r.title) })),
  })).filter((g) => g.routes.length > 0);
}

/** Sub-accounts see only the pages their subAuthorities grant (the guard still refuses the rest). */
export function grantedTo(access: { isSub: boolean; subAuthorities: string[] }): (r: RouteDef) => boolean {
  return (r) => !access.isSub || !r.subAuthority || access.subAuthorities.includes(r.subAuthority);
}

/** The menu group and the route of a path, for the breadcrumb. */
export function findMenuEntry(path: string, table: RouteDef[] = routeTable): RouteDef | undefined {
  return table.find((r) => menuPath(r.path) === path && r.layout === 'console');
}
