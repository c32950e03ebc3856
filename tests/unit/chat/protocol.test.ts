import {
  acceptFrameMessage,
  acceptHostMessage,
  buildSwitchConversation,
  chatFrameUrl,
  createFrameListener,
  frameMessage,
  frameOrigin,
  type FrameHandlers,
  isChatFramePath,
  parseFrameData,
} from '@/utils/chatProtocol';

const ORIGIN = 'https://console.example.com';
const frameWindow = { name: 'frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const event = (data: unknown, origin = ORIGIN, source: MessageEventSource | null = frameWindow) =>
  ({ data, origin, source }) as MessageEvent;

function handlers(): jest.Mocked<FrameHandlers> {
  return { onUnreadCount: jest.fn(), onLoaded: jest.fn(), onLogin: jest.fn(), onGotoDetail: jest.fn(), onNewMessage: jest.fn() };
}

describe('parseFrameData', () => {
  it('accepts the five incoming actions with their fields', () => {
    expect(parseFrameData({ action: 'unreadCount', unreadCount: 3, from: 'gt-chat', conversationType: 'C2C', userId: 'im_1' })).toEqual({
      action: 'unreadCount',
      unreadCount: 3,
      from: 'gt-chat',
      conversationType: 'C2C',
      userId: 'im_1',
    });
    expect(parseFrameData({ action: 'loading' })).toMatchObject({ action: 'loading' });
    expect(parseFrameData({ action: 'login' })).toMatchObject({ action: 'login' });
    expect(parseFrameData({ action: 'gotoDetail', orderNo: 'T1' })).toMatchObject({ action: 'gotoDetail', orderNo: 'T1' });
    expect(parseFrameData({ action: 'newMessage', closeAudio: true, orderNo: 'T2' })).toMatchObject({
      action: 'newMessage',
      closeAudio: true,
      orderNo: 'T2',
    });
  });

  it.each([
    ['not an object', 'unreadCount'],
    ['an array', [{ action: 'login' }]],
    ['null', null],
    ['an unknown action', { action: 'switchConversation', currentUserId: 'a', switchUserId: 'b', type: 'buy' }],
    ['a negative count', { action: 'unreadCount', unreadCount: -1 }],
    ['a fractional count', { action: 'unreadCount', unreadCount: 1.5 }],
    ['a count as text', { action: 'unreadCount', unreadCount: '3' }],
    ['gotoDetail without an order', { action: 'gotoDetail' }],
    ['gotoDetail with a blank order', { action: 'gotoDetail', orderNo: '  ' }],
    ['closeAudio that is not a boolean', { action: 'newMessage', closeAudio: 'yes' }],
    ['another conversation type', { action: 'login', conversationType: 'GROUP' }],
    ['a userId that is not text', { action: 'login', userId: 42 }],
  ])('rejects %s', (_, data) => {
    expect(parseFrameData(data)).toBeNull();
  });
});

describe('acceptFrameMessage', () => {
  it('takes a message from the frame origin and window', () => {
    expect(acceptFrameMessage(event({ action: 'login' }), { origin: ORIGIN, source: frameWindow })).toMatchObject({ action: 'login' });
  });

  it('ignores messages from any other origin', () => {
    expect(acceptFrameMessage(event({ action: 'login' }, 'https://evil.example.com'), { origin: ORIGIN, source: frameWindow })).toBeNull();
    expect(
      acceptFrameMessage(event({ action: 'login' }, 'https://console.example.com:8443'), { origin: ORIGIN, source: frameWindow }),
    ).toBeNull();
    expect(acceptFrameMessage(event({ action: 'login' }, 'null'), { origin: ORIGIN, source: frameWindow })).toBeNull();
  });

  it('ignores another window of the same origin (the other tab, an extension)', () => {
    expect(acceptFrameMessage(event({ action: 'login' }, ORIGIN, otherWindow), { origin: ORIGIN, source: frameWindow })).toBeNull();
  });

  it('accepts nothing while the frame origin is unknown', () => {
    expect(acceptFrameMessage(event({ action: 'login' }, ''), { origin: '' })).toBeNull();
  });
});

describe('createFrameListener (the host handler)', () => {
  const expected = () => ({ origin: ORIGIN, source: frameWindow });

  it('dispatches each action to its handler', () => {
    const h = handlers();
    const listen = createFrameListener(expected, h);
    listen(event({ action: 'unreadCount', unreadCount: 7 }));
    listen(event({ action: 'loading' }));
    listen(event({ action: 'login' }));
    listen(event({ action: 'gotoDetail', orderNo: 'T9' }));
    listen(event({ action: 'newMessage', orderNo: 'T9' }));
    listen(event({ action: 'newMessage', closeAudio: true }));
    expect(h.onUnreadCount).toHaveBeenCalledWith(7);
    expect(h.onLoaded).toHaveBeenCalledTimes(1);
    expect(h.onLogin).toHaveBeenCalledTimes(1);
    expect(h.onGotoDetail).toHaveBeenCalledWith('T9');
    expect(h.onNewMessage).toHaveBeenNthCalledWith(1, true, 'T9');
    expect(h.onNewMessage).toHaveBeenNthCalledWith(2, false, undefined);
  });

  it('does nothing for a foreign origin, a foreign window or a malformed message', () => {
    const h = handlers();
    const listen = createFrameListener(expected, h);
    listen(event({ action: 'gotoDetail', orderNo: 'T1' }, 'https://evil.example.com'));
    listen(event({ action: 'unreadCount', unreadCount: 99 }, ORIGIN, otherWindow));
    listen(event({ action: 'unreadCount', unreadCount: 'lots' }));
    listen(event('{"action":"login"}'));
    Object.values(h).forEach((fn) => expect(fn).not.toHaveBeenCalled());
  });

  it('reads the expected origin and window at each message (the frame may reload)', () => {
    const h = handlers();
    let current = { origin: ORIGIN, source: frameWindow };
    const listen = createFrameListener(() => current, h);
    current = { origin: 'https://chat.example.com', source: otherWindow };
    listen(event({ action: 'login' }));
    expect(h.onLogin).not.toHaveBeenCalled();
    listen(event({ action: 'login' }, 'https://chat.example.com', otherWindow));
    expect(h.onLogin).toHaveBeenCalledTimes(1);
  });
});

describe('outgoing switchConversation', () => {
  it('carries currentUserId, switchUserId and type', () => {
    expect(buildSwitchConversation({ currentUserId: 'im_1', switchUserId: 'im_2', side: 'purchase', orderNo: 'T1' })).toEqual({
      from: 'gt-console',
      conversationType: 'C2C',
      action: 'switchConversation',
      userId: 'im_1',
      currentUserId: 'im_1',
      switchUserId: 'im_2',
      type: 'buy',
      orderNo: 'T1',
    });
    expect(buildSwitchConversation({ currentUserId: 'a', switchUserId: 'b', side: 'sales' })).not.toHaveProperty('orderNo');
  });

  it('is accepted by the frame only from its parent at the expected origin', () => {
    const msg = buildSwitchConversation({ currentUserId: 'a', switchUserId: 'b', side: 'sales' });
    expect(acceptHostMessage(event(msg, ORIGIN, frameWindow), { origin: ORIGIN, source: frameWindow })).toEqual(msg);
    expect(acceptHostMessage(event(msg, 'https://evil.example.com', frameWindow), { origin: ORIGIN, source: frameWindow })).toBeNull();
    expect(acceptHostMessage(event(msg, ORIGIN, otherWindow), { origin: ORIGIN, source: frameWindow })).toBeNull();
    expect(acceptHostMessage(event({ ...msg, type: 'both' }), { origin: ORIGIN })).toBeNull();
    expect(acceptHostMessage(event({ ...msg, switchUserId: '' }), { origin: ORIGIN })).toBeNull();
    expect(acceptHostMessage(event({ action: 'login' }), { origin: ORIGIN })).toBeNull();
  });

  it('stamps frame messages with the frame envelope', () => {
    expect(frameMessage({ action: 'unreadCount', unreadCount: 2 }, 'im_1')).toEqual({
      action: 'unreadCount',
      unreadCount: 2,
      from: 'gt-chat',
      conversationType: 'C2C',
      userId: 'im_1',
    });
  });
});

describe('frame URL and origin', () => {
  it('uses the built-in page under the locale prefix by default', () => {
    expect(chatFrameUrl({ side: 'purchase', userId: 'im_1', localePrefix: 'en' })).toBe('/en/chat/frame?side=buy&userId=im_1');
    expect(chatFrameUrl({ side: 'sales', localePrefix: undefined, mode: 'service' })).toBe('/chat/frame?side=sell&mode=service');
  });

  it('uses the configured chat service and passes the language', () => {
    expect(
      chatFrameUrl({ side: 'sales', userId: 'im 2', localePrefix: 'zh_CN', configured: 'https://chat.example.com/frame?tenant=gt' }),
    ).toBe('https://chat.example.com/frame?tenant=gt&side=sell&userId=im+2&lang=zh_CN');
  });

  it('derives the origin messages must come from', () => {
    expect(frameOrigin('/en/chat/frame?side=buy', 'http://localhost:8000/en/order/sold')).toBe('http://localhost:8000');
    expect(frameOrigin('https://chat.example.com/frame', 'http://localhost:8000/')).toBe('https://chat.example.com');
    expect(frameOrigin('javascript:alert(1)', 'http://localhost:8000/')).toBe('');
  });

  it('recognises the frame page in every locale form', () => {
    expect(isChatFramePath('/chat/frame')).toBe(true);
    expect(isChatFramePath('/en/chat/frame')).toBe(true);
    expect(isChatFramePath('/zh_CN/chat/frame/')).toBe(true);
    expect(isChatFramePath('/chat/frames')).toBe(false);
    expect(isChatFramePath('/order/chat/frame')).toBe(false);
  });
});
