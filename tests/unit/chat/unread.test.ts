import { badgeText, hasBothAccounts, increasedSides, launcherCount, preferredSide, unreadBySide } from '@/components/chat/unread';
import type { ChatUnreadEntry } from '@/types';

const entry = (side: 'buy' | 'sell', unreadCount: number, id = `${side}${unreadCount}`): ChatUnreadEntry => ({
  side,
  conversationId: id,
  unreadCount,
});

describe('unread sums', () => {
  it('sums per side', () => {
    expect(unreadBySide([entry('buy', 2), entry('sell', 3), entry('buy', 5, 'x'), entry('sell', 1, 'y')])).toEqual({ buy: 7, sell: 4 });
    expect(unreadBySide([])).toEqual({ buy: 0, sell: 0 });
  });

  it('ignores counts that are not whole positive numbers', () => {
    expect(unreadBySide([entry('buy', -4), entry('buy', 1.5), entry('sell', Number.NaN), entry('sell', 2)])).toEqual({ buy: 0, sell: 2 });
  });

  it('totals the launcher over the chat accounts the user has', () => {
    const unread = { buy: 4, sell: 9 };
    expect(launcherCount(unread, { buy: 'im_1', sell: 'im_1' })).toBe(13);
    expect(launcherCount(unread, { sell: 'im_1' })).toBe(9);
    expect(launcherCount(unread, { buy: 'im_1' })).toBe(4);
    expect(launcherCount(unread, {})).toBe(0);
    expect(hasBothAccounts({ buy: 'a', sell: 'b' })).toBe(true);
    expect(hasBothAccounts({ buy: 'a' })).toBe(false);
  });

  it('caps the badge text at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('tells which sides got new messages', () => {
    expect(increasedSides({ buy: 1, sell: 2 }, { buy: 2, sell: 2 })).toEqual(['buy']);
    expect(increasedSides({ buy: 3, sell: 2 }, { buy: 0, sell: 5 })).toEqual(['sell']);
    expect(increasedSides({ buy: 3, sell: 2 }, { buy: 3, sell: 2 })).toEqual([]);
  });

  it('opens the tab with news, else the one the user chats on', () => {
    expect(preferredSide('buy', { buy: 0, sell: 2 }, { buy: 'a', sell: 'b' })).toBe('sell');
    expect(preferredSide('buy', { buy: 1, sell: 2 }, { buy: 'a', sell: 'b' })).toBe('buy');
    expect(preferredSide('buy', { buy: 0, sell: 0 }, { sell: 'b' })).toBe('sell');
    expect(preferredSide('sell', { buy: 0, sell: 0 }, { buy: 'a', sell: 'b' })).toBe('sell');
    expect(preferredSide('buy', { buy: 0, sell: 0 }, {})).toBe('buy');
  });
});
