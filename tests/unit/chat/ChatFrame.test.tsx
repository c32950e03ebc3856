jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/sound', () => ({ playSound: jest.fn() }));

import ChatFrame from '@/components/chat/ChatFrame';
import { initialChatState } from '@/models/chat';
import { playSound } from '@/utils/sound';
import { history } from '@umijs/max';
import { act, render, screen } from '@testing-library/react';
import { state } from '../umiMock';

// the built-in frame is served by the console itself: its origin is the page's
const ORIGIN = window.location.origin;

function renderFrame(side: 'purchase' | 'sales' = 'purchase', chat: Record<string, unknown> = {}) {
  state.pathname = '/en/order/sold';
  state.dispatched = [];
  state.store = { chat: { ...initialChatState, accounts: { purchase: 'im_1', sales: 'im_9' }, open: true, mounted: true, side, ...chat } };
  render(<ChatFrame side={side} />);
  const frame = screen.getByTestId(`chat-frame-${side === 'purchase' ? 'buy' : 'sell'}`);
  return frame instanceof HTMLIFrameElement ? frame : undefined;
}

/** A message as the frame (or someone else) posts it to the host window. */
function post(data: Record<string, unknown>, over: MessageEventInit = {}) {
  const frame = screen.getByTestId(/^chat-frame-(buy|sell)$/);
  const source = frame instanceof HTMLIFrameElement ? frame.contentWindow : null;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { from: 'gt-chat', conversationType: 'C2C', ...data }, origin: ORIGIN, source, ...over }),
    );
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  delete process.env.CHAT_FRAME_URL;
});

describe('ChatFrame: messages from the frame', () => {
  it('loads the built-in frame under the locale prefix', () => {
    const frame = renderFrame();
    expect(frame?.getAttribute('src')).toBe('/en/chat/frame?side=buy&userId=im_1');
  });

  it('gotoDetail closes the chat and opens the order detail of that side, keeping the locale prefix', () => {
    renderFrame('purchase');
    post({ action: 'gotoDetail', orderNo: 'T1001' });
    expect(history.push).toHaveBeenCalledTimes(1);
    expect(history.push).toHaveBeenCalledWith('/en/order/detail?type=purchase&orderNo=T1001');
    expect(state.dispatched).toContainEqual({ type: 'chat/save', payload: { open: false, serviceOpen: false } });
  });

  it('gotoDetail from the sell frame opens the sales detail', () => {
    renderFrame('sales');
    post({ action: 'gotoDetail', orderNo: 'S 7&x' });
    expect(history.push).toHaveBeenCalledWith('/en/order/detail?type=sales&orderNo=S+7%26x');
  });

  it('ignores gotoDetail from another origin or another window', () => {
    renderFrame('purchase');
    post({ action: 'gotoDetail', orderNo: 'T1001' }, { origin: 'https://evil.example' });
    post({ action: 'gotoDetail', orderNo: 'T1001' }, { source: window });
    expect(history.push).not.toHaveBeenCalled();
    expect(state.dispatched).toEqual([]);
  });

  it('newMessage plays the new-message sound', () => {
    renderFrame('purchase');
    post({ action: 'newMessage', orderNo: 'T1001' });
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith('new-message');
    expect(state.dispatched).toContainEqual({ type: 'chat/newMessage' });
  });

  it('newMessage with closeAudio stays silent but still counts as news', () => {
    renderFrame('purchase');
    post({ action: 'newMessage', closeAudio: true });
    expect(playSound).not.toHaveBeenCalled();
    expect(state.dispatched).toContainEqual({ type: 'chat/newMessage' });
  });

  it('newMessage behind a closed dialog is left to the unread poll (no double chime)', () => {
    renderFrame('purchase', { open: false });
    post({ action: 'newMessage' });
    expect(playSound).not.toHaveBeenCalled();
    expect(state.dispatched).toEqual([]);
  });

  it('ignores newMessage from another origin', () => {
    renderFrame('purchase');
    post({ action: 'newMessage' }, { origin: 'https://evil.example' });
    expect(playSound).not.toHaveBeenCalled();
  });
});
