import type { LayoutParts } from '@/components/layoutParts';
import { lazy } from 'react';

/**
 * The console's own loaders of the signed-in parts. Asked for from the console layout's chunk,
 * their chunks leave out what that chunk already holds (antd's menu, dropdown, badge), which the
 * shared loaders must carry for the site's pages.
 */
export const CONSOLE_PARTS: LayoutParts = {
  AccountMenu: lazy(() => import('@/components/UserMenu/AccountMenu')),
  ChatSignedIn: lazy(() => import('@/components/chat/ChatSignedIn')),
};
