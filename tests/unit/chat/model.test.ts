/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/chat', () => ({ getChatUnreadList: jest.fn(), getOrderChat: jest.fn(), initChatAccount: jest.fn() }));
jest.mock('@/utils/toast', () => ({ toast: { error: jest.fn(), warning: jest.fn(), info: jest.fn(), success: jest.fn() } }));
jest.mock('@/utils/sound', () => ({ playSound: jest.fn() }));
jest.mock('@/utils/token', () => ({ isAuthenticated: () => true }));
jest.mock('@/utils/i18n', () => {
  const en = require('@/locales/all').allMessages['en-US'] as Record<string, string>;
  return { t: (id: string, v: Record<string, string> = {}) => (en[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => v[k] ?? '') };
});

import chatModel, { accountPendingPath, initialChatState } from '@/models/chat';
import { history } from '@umijs/max';
import { getChatUnreadList, getOrderChat, initChatAccount } from '@/services/chat';
import { RequestError } from '@/utils/request';
import { playSound } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { orderChatInfo as info, runEffect } from './sagaRunner';

beforeEach(() => jest.clearAllMocks());

describe('chat model: opening a chat from an order (chatBus)', () => {
  it('opens the dialog on that side and queues switchConversation for its frame', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info());
    const { state } = await runEffect('openChat', { side: 'purchase', orderNo: 'T1', counterpartyId: '2' });
    expect(getOrderChat).toHaveBeenCalledWith({ side: 'purchase', counterpartyId: '2', orderNo: 'T1' });
    expect(state).toMatchObject({ open: true, mounted: true, side: 'purchase' });
    expect(state.pending).toEqual({
      from: 'gt-console',
      conversationType: 'C2C',
      action: 'switchConversation',
      userId: 'im_1',
      currentUserId: 'im_1',
      switchUserId: 'im_2',
      type: 'buy',
      orderNo: 'T1',
    });
  });

  it('warns per side when the counterparty has no chat id (SPEC §8)', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info({ counterpartyAccount: undefined }));
    const buy = await runEffect('openChat', { side: 'purchase', counterpartyId: '2' });
    expect(toast.warning).toHaveBeenLastCalledWith('Supplier IM account not obtained, contact the administrator');
    expect(buy.state.pending).toBeUndefined();
    jest.mocked(getOrderChat).mockResolvedValue(info({ side: 'sales', counterpartyAccount: undefined }));
    await runEffect('openChat', { side: 'sales', counterpartyId: '2' });
    expect(toast.warning).toHaveBeenLastCalledWith('Receiver IM account not obtained, contact the administrator');
  });

  it('initialises a missing own account first, and reports a failure with the error title (SPEC §8)', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info({ myAccount: undefined }));
    jest.mocked(initChatAccount).mockResolvedValue({ purchase: 'im_9' });
    const ok = await runEffect('openChat', { side: 'purchase', counterpartyId: '2' });
    expect(initChatAccount).toHaveBeenCalledWith('purchase');
    expect(ok.state.accounts).toEqual({ purchase: 'im_9' });
    expect(ok.state.pending).toMatchObject({ currentUserId: 'im_9', switchUserId: 'im_2' });

    jest
      .mocked(initChatAccount)
      .mockRejectedValue(new RequestError('x', { status: 403, body: { title: 'Forbidden' }, kind: 'http', handled: false }));
    const failed = await runEffect('openChat', { side: 'purchase', counterpartyId: '2' });
    const text = 'User IM account initialisation failed, contact customer service: Forbidden';
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(failed.state.initError).toEqual({ purchase: text });
    expect(failed.state.pending).toBeUndefined();
  });

  it('waits on the pending page when the account is created asynchronously, then comes back', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info({ myAccount: undefined }));
    jest.mocked(initChatAccount).mockResolvedValue({});
    const r = await runEffect('openChat', { side: 'sales', counterpartyId: '2' });
    expect(r.state.pending).toBeUndefined();
    expect(history.push).toHaveBeenLastCalledWith(accountPendingPath('sales', window.location.pathname, window.location.search));
    expect(accountPendingPath('sales', '/en/order/sold', '?tab=1')).toBe(
      '/en/pending/accountCreatePending?side=sell&next=%2Forder%2Fsold%3Ftab%3D1',
    );
    expect(accountPendingPath('purchase', '/order/purchased', '')).toBe('/pending/accountCreatePending?side=buy&next=%2Forder%2Fpurchased');
  });

  it('stops without a second toast when the lookup fails (the request pipeline has reported it)', async () => {
    jest.mocked(getOrderChat).mockRejectedValue(new RequestError('Not found', { status: 404, kind: 'http', handled: true }));
    const { state } = await runEffect('openChat', { side: 'sales', counterpartyId: '2' });
    expect(state).toMatchObject({ open: true, side: 'sales' });
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the lookup fails for another reason', async () => {
    jest.mocked(getOrderChat).mockRejectedValue(new TypeError('broken'));
    await runEffect('openChat', { side: 'sales', counterpartyId: '2' });
    expect(toast.error).toHaveBeenCalledWith('The action did not complete. Please try again or contact support.');
  });
});

describe('chat model: the unread poll', () => {
  const list = (purchase: number, sales: number) => ({
    accounts: { purchase: 'im_1', sales: 'im_1' },
    list: [
      { side: 'purchase' as const, conversationId: 'c1', unreadCount: purchase },
      { side: 'sales' as const, conversationId: 'c2', unreadCount: sales },
    ],
  });

  it('stores counts per side; the first load does not chime', async () => {
    jest.mocked(getChatUnreadList).mockResolvedValue(list(2, 3));
    const { state } = await runEffect('fetch', undefined);
    expect(state).toMatchObject({
      unread: { purchase: 2, sales: 3 },
      loaded: true,
      accounts: { purchase: 'im_1', sales: 'im_1' },
      pulse: 0,
    });
    expect(playSound).not.toHaveBeenCalled();
  });

  it("chimes and pulses when a side rises, unless the user is looking at that side's frame (it reports itself)", async () => {
    jest.mocked(getChatUnreadList).mockResolvedValue(list(3, 3));
    const risen = await runEffect('fetch', undefined, { loaded: true, unread: { purchase: 2, sales: 3 } });
    expect(risen.state.pulse).toBe(1);
    expect(playSound).toHaveBeenCalledWith('new-message');

    jest.mocked(playSound).mockClear();
    const live = await runEffect('fetch', undefined, {
      loaded: true,
      open: true,
      unread: { purchase: 2, sales: 3 },
      live: { purchase: true, sales: false },
    });
    expect(live.state.pulse).toBe(0);
    expect(live.state.unread.purchase).toBe(2); // the live frame's count stands
    expect(playSound).not.toHaveBeenCalled();

    // behind a closed dialog the poll speaks for the frame
    const closed = await runEffect('fetch', undefined, {
      loaded: true,
      open: false,
      unread: { purchase: 2, sales: 3 },
      live: { purchase: true, sales: false },
    });
    expect(closed.state.unread.purchase).toBe(3);
    expect(closed.state.pulse).toBe(1);
  });

  it('keeps the last counts when a poll fails', async () => {
    jest.mocked(getChatUnreadList).mockRejectedValue(new Error('offline'));
    const { state } = await runEffect('fetch', undefined, { loaded: true, unread: { purchase: 4, sales: 1 } });
    expect(state.unread).toEqual({ purchase: 4, sales: 1 });
  });
});

describe('chat model reducers', () => {
  it('reset starts afresh for another user; clear keeps the owner', () => {
    const dirty = { ...initialChatState, userId: '1', open: true, unread: { purchase: 3, sales: 0 } };
    expect(chatModel.reducers.reset(dirty, { type: 'reset', payload: { userId: '2' } })).toEqual({ ...initialChatState, userId: '2' });
    expect(chatModel.reducers.clear(dirty, { type: 'clear' })).toEqual({ ...initialChatState, userId: '1' });
  });
});
