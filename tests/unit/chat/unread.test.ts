import { badgeText, hasBothAccounts, increasedSides, launcherCount, preferredSide, unreadBySide } from '@/components/chat/unread';
const entry = (side: 'purchase' | 'sales', unreadCount: number, id = `${side}${unreadCount}`) => ({
  side,
  conversationId: id,
  unreadCount,
});

describe('unread sums', () => {
  it('sums per side', () => {
    expect(unreadBySide([entry('purchase', 2), entry('sales', 3), entry('purchase', 5, 'x'), entry('sales', 1, 'y')])).toEqual({
      purchase: 7,
      sales: 4,
    });
    expect(unreadBySide([])).toEqual({ purchase: 0, sales: 0 });
  });

  it('ignores counts that are not whole positive numbers', () => {
    expect(unreadBySide([entry('purchase', -4), entry('purchase', 1.5), entry('sales', Number.NaN), entry('sales', 2)])).toEqual({
      purchase: 0,
      sales: 2,
    });
  });

  it('totals the launcher over the chat accounts the user has', () => {
    const unread = { purchase: 4, sales: 9 };
    expect(launcherCount(unread, { purchase: 'im_1', sales: 'im_1' })).toBe(13);
    expect(launcherCount(unread, { sales: 'im_1' })).toBe(9);
    expect(launcherCount(unread, { purchase: 'im_1' })).toBe(4);
    expect(launcherCount(unread, {})).toBe(0);
    expect(hasBothAccounts({ purchase: 'a', sales: 'b' })).toBe(true);
    expect(hasBothAccounts({ purchase: 'a' })).toBe(false);
  });

  it('caps the badge text at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('tells which sides got new messages', () => {
    expect(increasedSides({ purchase: 1, sales: 2 }, { purchase: 2, sales: 2 })).toEqual(['purchase']);
    expect(increasedSides({ purchase: 3, sales: 2 }, { purchase: 0, sales: 5 })).toEqual(['sales']);
    expect(increasedSides({ purchase: 3, sales: 2 }, { purchase: 3, sales: 2 })).toEqual([]);
  });

  it('opens the tab with news, else the one the user chats on', () => {
    expect(preferredSide('purchase', { purchase: 0, sales: 2 }, { purchase: 'a', sales: 'b' })).toBe('sales');
    expect(preferredSide('purchase', { purchase: 1, sales: 2 }, { purchase: 'a', sales: 'b' })).toBe('purchase');
    expect(preferredSide('purchase', { purchase: 0, sales: 0 }, { sales: 'b' })).toBe('sales');
    expect(preferredSide('sales', { purchase: 0, sales: 0 }, { purchase: 'a', sales: 'b' })).toBe('sales');
    expect(preferredSide('purchase', { purchase: 0, sales: 0 }, {})).toBe('purchase');
  });
});
