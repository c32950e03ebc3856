/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@umijs/max', () => require('../umiMock').umiMock);

import { chatDay, chatTime } from '@/pages/chat/components/chatTime';
import { IMAGE_MAX_BYTES, readImage } from '@/pages/chat/components/images';
import { newIncoming, totalUnread } from '@/pages/chat/components/useConversations';
import { mergeMessages } from '@/pages/chat/components/useMessages';
import { notificationBody, notificationTitle, notificationValues } from '@/components/chat/notificationText';
import { allMessages } from '@/locales/all';

const en = allMessages['en-US'];
import { conversation, message } from './frameFixtures';

describe('frame conversation list', () => {
  it('reports incoming news between two lists, never on the first one nor for own messages', () => {
    const a = conversation('c1', { lastMessage: { type: 'TEXT', content: 'hi', sentAt: '2026-01-01T00:00:00Z', mine: false } });
    const b = conversation('c2', { lastMessage: { type: 'TEXT', content: 'yo', sentAt: '2026-01-01T00:00:00Z', mine: true } });
    expect(newIncoming(undefined, [a, b])).toEqual([]);
    const a2 = conversation('c1', { lastMessage: { type: 'TEXT', content: 'again', sentAt: '2026-01-01T00:01:00Z', mine: false } });
    const b2 = conversation('c2', { lastMessage: { type: 'TEXT', content: 'mine', sentAt: '2026-01-01T00:01:00Z', mine: true } });
    const c3 = conversation('c3', {
      lastMessage: { type: 'IMAGE', content: 'data:image/png;base64,AA==', sentAt: '2026-01-01T00:02:00Z', mine: false },
    });
    expect(newIncoming([a, b], [a2, b2, c3]).map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(newIncoming([a2, b2, c3], [a2, b2, c3])).toEqual([]);
  });

  it('sums the unread of every conversation', () => {
    expect(
      totalUnread([conversation('a', { unreadCount: 2 }), conversation('b', { unreadCount: 0 }), conversation('c', { unreadCount: 5 })]),
    ).toBe(7);
  });
});

describe('frame messages', () => {
  it('merges pages and arrivals without duplicates, in seq order', () => {
    const list = [message(3), message(4)];
    expect(mergeMessages(list, [message(4), message(6), message(5)]).map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    expect(mergeMessages([message(1), message(2)], list).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages(list, [message(3)])).toBe(list); // nothing new: same array, no re-render
  });

  it('stamps times in Beijing time, compact for today', () => {
    const now = '2026-03-12T10:00:00Z'; // 18:00 in Beijing
    expect(chatTime('2026-03-12T06:05:00Z', now)).toBe('14:05');
    expect(chatTime('2026-03-11T17:00:00Z', now)).toBe('01:00'); // 11 March in UTC, already 12 March in Beijing
    expect(chatTime('2026-01-02T03:04:00Z', now)).toBe('01-02 11:04');
    expect(chatTime('2025-12-31T01:00:00Z', now)).toBe('2025-12-31');
    expect(chatDay('2026-03-11T17:00:00Z')).toBe('2026-03-12');
    expect(chatTime('nonsense', now)).toBe('');
  });

  it('checks an image before reading it', async () => {
    await expect(readImage(new File(['x'], 'a.bmp', { type: 'image/bmp' }))).resolves.toEqual({
      ok: false,
      error: 'chat.composer.imageType',
    });
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'a.png', { type: 'image/png' });
    await expect(readImage(big)).resolves.toEqual({ ok: false, error: 'chat.composer.imageSize' });
    const ok = await readImage(new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    expect(ok).toEqual({ ok: true, dataUrl: 'data:image/png;base64,iVBORw==' });
  });
});

describe('notification texts', () => {
  const translate = (id: string, v: Record<string, string | number> = {}) =>
    ((en as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(v[k] ?? ''));

  it('come from the type and the parameters, numbers formatted', () => {
    const n = { type: 'ORDER_NEW' as const, params: { orderNo: 'T1', quantity: '12000', amount: '1234.5' } };
    expect(notificationTitle(translate, n)).toBe('New order');
    expect(notificationBody(translate, n)).toBe('Order T1: 12,000 units, ¥1,234.5. Deliver before the deadline.');
  });

  it('show a dash for a missing parameter instead of a hole', () => {
    expect(notificationValues({ params: {} }).orderNo).toBe('—');
    expect(notificationBody(translate, { type: 'ORDER_CANCEL', params: {} })).toBe('Order — was cancelled.');
  });
});
