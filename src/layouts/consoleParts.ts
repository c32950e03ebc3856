import AccountMenu from '@/components/UserMenu/AccountMenu';
import ChatSignedIn from '@/components/chat/ChatSignedIn';
import type { LayoutParts } from '@/components/layoutParts';

/**
 * The console's signed-in parts. Every console page has a signed-in user, so they come with the
 * console layout's chunk (the site's pages load them on demand): no extra requests, no copy of
 * the antd code the console already holds.
 */
export const CONSOLE_PARTS: LayoutParts = { AccountMenu, ChatSignedIn };
