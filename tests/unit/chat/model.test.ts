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
    const { state } = await runEffect('openChat', { side: 'buy', orderNo: 'T1', counterpartyId: '2' });
    expect(getOrderChat).toHaveBeenCalledWith({ side: 'buy', counterpartyId: '2', orderNo: 'T1' });
    expect(state).toMatchObject({ open: true, mounted: true, side: 'buy' });
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
    const buy = await runEffect('openChat', { side: 'buy', counterpartyId: '2' });
    expect(toast.warning).toHaveBeenLastCalledWith('Supplier IM account not obtained, contact the administrator');
    expect(buy.state.pending).toBeUndefined();
    jest.mocked(getOrderChat).mockResolvedValue(info({ side: 'sell', counterpartyAccount: undefined }));
    await runEffect('openChat', { side: 'sell', counterpartyId: '2' });
    expect(toast.warning).toHaveBeenLastCalledWith('Receiver IM account not obtained, contact the administrator');
  });

  it('initialises a missing own account first, and reports a failure with the error title (SPEC §8)', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info({ myAccount: undefined }));
    jest.mocked(initChatAccount).mockResolvedValue({ buy: 'im_9' });
    const ok = await runEffect('openChat', { side: 'buy', counterpartyId: '2' });
    expect(initChatAccount).toHaveBeenCalledWith({ side: 'buy' });
    expect(ok.state.accounts).toEqual({ buy: 'im_9' });
    expect(ok.state.pending).toMatchObject({ currentUserId: 'im_9', switchUserId: 'im_2' });

    jest
      .mocked(initChatAccount)
      .mockRejectedValue(new RequestError('x', { status: 403, body: { title: 'Forbidden' }, kind: 'http', handled: false }));
    const failed = await runEffect('openChat', { side: 'buy', counterpartyId: '2' });
    const text = 'User IM account initialisation failed, contact customer service: Forbidden';
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(failed.state.initError).toEqual({ buy: text });
    expect(failed.state.pending).toBeUndefined();
  });

  it('waits on the pending page when the account is created asynchronously, then comes back', async () => {
    jest.mocked(getOrderChat).mockResolvedValue(info({ myAccount: undefined }));
    jest.mocked(initChatAccount).mockResolvedValue({});
    const r = await runEffect('openChat', { side: 'sell', counterpartyId: '2' });
    expect(r.state.pending).toBeUndefined();
    expect(history.push).toHaveBeenLastCalledWith(accountPendingPath('sell', window.location.pathname, window.location.search));
    expect(accountPendingPath('sell', '/en/order/sold', '?tab=1')).toBe(
      '/en/pending/accountCreatePending?side=sell&next=%2Forder%2Fsold%3Ftab%3D1',
    );
    expect(accountPendingPath('buy', '/order/purchased', '')).toBe('/pending/accountCreatePending?side=buy&next=%2Forder%2Fpurchased');
  });

  it('stops without a second toast when the lookup fails (the request pipeline has reported it)', async () => {
    jest.mocked(getOrderChat).mockRejectedValue(new RequestError('Not found', { status: 404, kind: 'http', handled: true }));
    const { state } = await runEffect('openChat', { side: 'sell', counterpartyId: '2' });
    expect(state).toMatchObject({ open: true, side: 'sell' });
    expect(toast.warning).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the lookup fails for another reason', async () => {
    jest.mocked(getOrderChat).mockRejectedValue(new TypeError('broken'));
    await runEffect('openChat', { side: 'sell', counterpartyId: '2' });
    expect(toast.error).toHaveBeenCalledWith('The action did not complete. Please try again or contact support.');
  });
});

describe('chat model: the unread poll', () => {
  const list = (buy: number, sell: number) => ({
    accounts: { buy: 'im_1', sell: 'im_1' },
    list: [
      { side: 'buy' as const, conversationId: 'c1', unreadCount: buy },
      { side: 'sell' as const, conversationId: 'c2', unreadCount: sell },
    ],
  });

  it('stores counts per side; the first load does not chime', async () => {
    jest.mocked(getChatUnreadList).mockResolvedValue(list(2, 3));
    const { state } = await runEffect('fetch', undefined);
    expect(state).toMatchObject({ unread: { buy: 2, sell: 3 }, loaded: true, accounts: { buy: 'im_1', sell: 'im_1' }, pulse: 0 });
    expect(playSound).not.toHaveBeenCalled();
  });

  it("chimes and pulses when a side rises, unless the user is looking at that side's frame (it reports itself)", async () => {
    jest.mocked(getChatUnreadList).mockResolvedValue(list(3, 3));
    const risen = await runEffect('fetch', undefined, { loaded: true, unread: { buy: 2, sell: 3 } });
    expect(risen.state.pulse).toBe(1);
    expect(playSound).toHaveBeenCalledWith('new-message');

    jest.mocked(playSound).mockClear();
    const live = await runEffect('fetch', undefined, {
      loaded: true,
      open: true,
      unread: { buy: 2, sell: 3 },
      live: { buy: true, sell: false },
    });
    expect(live.state.pulse).toBe(0);
    expect(live.state.unread.buy).toBe(2); // the live frame's count stands
    expect(playSound).not.toHaveBeenCalled();

    // behind a closed dialog the poll speaks for the frame
    const closed = await runEffect('fetch', undefined, {
      loaded: true,
      open: false,
      unread: { buy: 2, sell: 3 },
      live: { buy: true, sell: false },
    });
    expect(closed.state.unread.buy).toBe(3);
    expect(closed.state.pulse).toBe(1);
  });

  it('keeps the last counts when a poll fails', async () => {
    jest.mocked(getChatUnreadList).mockRejectedValue(new Error('offline'));
    const { state } = await runEffect('fetch', undefined, { loaded: true, unread: { buy: 4, sell: 1 } });
    expect(state.unread).toEqual({ buy: 4, sell: 1 });
  });
});

describe('chat model reducers', () => {
  it('reset starts afresh for another user; clear keeps the owner', () => {
    const dirty = { ...initialChatState, userId: '1', open: true, unread: { buy: 3, sell: 0 } };
    expect(chatModel.reducers.reset(dirty, { type: 'reset', payload: { userId: '2' } })).toEqual({ ...initialChatState, userId: '2' });
    expect(chatModel.reducers.clear(dirty, { type: 'clear' })).toEqual({ ...initialChatState, userId: '1' });
  });
});
