import { BADGE_MAX } from '@/constants/limits';
import { ORDER_SIDES, type OrderSide } from '@/domain/trade/codes';
import type { SideAccounts } from '@/types';

/** Unread counts per side, and what the launcher and the tabs show. */
export type UnreadBySide = Record<OrderSide, number>;

export const NO_UNREAD: UnreadBySide = { purchase: 0, sales: 0 };

/** Sums the conversations' unread counts per side; bad counts (negative, fractional) count 0. */
export function unreadBySide(list: { side: OrderSide; unreadCount: number }[]): UnreadBySide {
  const out: UnreadBySide = { purchase: 0, sales: 0 };
  for (const e of list) {
    if ((e.side === 'purchase' || e.side === 'sales') && Number.isInteger(e.unreadCount) && e.unreadCount > 0) out[e.side] += e.unreadCount;
  }
  return out;
}

/**
 * The launcher's badge: the total over the user's chat accounts. With both accounts it is the sum
 * of the two tabs; with one, that tab's count; a side without an account never counts.
 */
export function launcherCount(unread: UnreadBySide, accounts: SideAccounts): number {
  return (accounts.purchase ? unread.purchase : 0) + (accounts.sales ? unread.sales : 0);
}

export function hasBothAccounts(accounts: SideAccounts): boolean {
  return !!accounts.purchase && !!accounts.sales;
}

/** '7', '99', '99+': the badge text with SPEC §9's maximum. */
export function badgeText(count: number, max = BADGE_MAX): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(count);
}

/** Sides whose count went up (a new message arrived there). */
export function increasedSides(before: UnreadBySide, after: UnreadBySide): OrderSide[] {
  return ORDER_SIDES.filter((s) => after[s] > before[s]);
}

/**
 * The tab the launcher opens: the current one if it has news, else the other one with news, else
 * the current one if the user chats there, else the side the user has an account on.
 */
export function preferredSide(current: OrderSide, unread: UnreadBySide, accounts: SideAccounts): OrderSide {
  const other: OrderSide = current === 'purchase' ? 'sales' : 'purchase';
  if (unread[current] > 0) return current;
  if (unread[other] > 0) return other;
  if (accounts[current] || !accounts[other]) return current;
  return other;
}
