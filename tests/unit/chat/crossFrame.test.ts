import { acceptHostMessage, buildSwitchConversation, createFrameListener, frameMessage, type FrameHandlers } from '@/utils/chatProtocol';
import { FOREIGN_ORIGINS, FRAME_ORIGIN } from './foreignOrigins';

/**
 * Cross-frame battery: every chat action the console accepts from its frame, and the conversation
 * switch the frame accepts from the console, is ignored when it comes from any other origin or
 * window. The same messages from the right origin and window are acted on (so the battery sends
 * messages that would work).
 */
const frameWindow = { name: 'frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;
const event = (data: unknown, origin: string, source: MessageEventSource | null = frameWindow) =>
  ({ data, origin, source }) as MessageEvent;

const INCOMING = [
  frameMessage({ action: 'unreadCount', unreadCount: 4 }, 'im_1'),
  frameMessage({ action: 'loading' }),
  frameMessage({ action: 'login' }),
  frameMessage({ action: 'gotoDetail', orderNo: 'T100' }),
  frameMessage({ action: 'newMessage', orderNo: 'T100' }),
];

function handlers(): jest.Mocked<FrameHandlers> {
  return { onUnreadCount: jest.fn(), onLoaded: jest.fn(), onLogin: jest.fn(), onGotoDetail: jest.fn(), onNewMessage: jest.fn() };
}
const calls = (h: jest.Mocked<FrameHandlers>) => Object.values(h).reduce((n, fn) => n + fn.mock.calls.length, 0);

describe('the console listening to its chat frame', () => {
  const expected = () => ({ origin: FRAME_ORIGIN, source: frameWindow });

  it('acts on each action from the frame', () => {
    const h = handlers();
    const listen = createFrameListener(expected, h);
    INCOMING.forEach((m) => listen(event(m, FRAME_ORIGIN)));
    expect(calls(h)).toBe(INCOMING.length);
  });

  it.each(FOREIGN_ORIGINS.map((o) => [JSON.stringify(o), o]))('ignores every action from %s', (_name, origin) => {
    const h = handlers();
    const listen = createFrameListener(expected, h);
    INCOMING.forEach((m) => listen(event(m, origin)));
    expect(calls(h)).toBe(0);
  });

  it('ignores every action from another window of the right origin', () => {
    const h = handlers();
    const listen = createFrameListener(expected, h);
    INCOMING.forEach((m) => listen(event(m, FRAME_ORIGIN, otherWindow)));
    expect(calls(h)).toBe(0);
  });
});

describe('the chat frame listening to the console', () => {
  const switchTo = buildSwitchConversation({ currentUserId: 'im_1', switchUserId: 'im_2', side: 'purchase', orderNo: 'T100' });
  const expected = { origin: FRAME_ORIGIN, source: frameWindow };

  it('takes a conversation switch from the console', () =>
    expect(acceptHostMessage(event(switchTo, FRAME_ORIGIN), expected)).toEqual(switchTo));

  it.each(FOREIGN_ORIGINS.map((o) => [JSON.stringify(o), o]))('ignores a switch from %s', (_name, origin) =>
    expect(acceptHostMessage(event(switchTo, origin), expected)).toBeNull(),
  );
});
