import type { OpenChatRequest } from '@/utils/chatBus';

type Bus = typeof import('@/utils/chatBus');
type Session = typeof import('@/utils/sessionEvents');

// the bus keeps its backlog in module state: every test starts from a fresh module
let bus: Bus;
let session: Session;
beforeEach(() => {
  jest.resetModules();
  bus = require('@/utils/chatBus') as Bus;
  session = require('@/utils/sessionEvents') as Session;
});

const req = (orderNo: string): OpenChatRequest => ({ side: 'purchase', orderNo, counterpartyId: '2' });

describe('chatBus', () => {
  it('delivers a request raised before anyone listens to the first subscriber, once', () => {
    bus.openChat(req('T1'));
    const first = jest.fn();
    const off = bus.onOpenChat(first);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(req('T1'));
    const second = jest.fn();
    bus.onOpenChat(second);
    expect(second).not.toHaveBeenCalled();
    off();
  });

  it('keeps only the latest of several early requests', () => {
    bus.openChat(req('T1'));
    bus.openChat(req('T2'));
    const listener = jest.fn();
    bus.onOpenChat(listener);
    expect(bus.OPEN_CHAT_BACKLOG_MAX).toBe(1);
    expect(listener.mock.calls).toEqual([[req('T2')]]);
  });

  it('delivers at once to a listener already there, and queues nothing then', () => {
    const listener = jest.fn();
    const off = bus.onOpenChat(listener);
    bus.openChat(req('T3'));
    expect(listener.mock.calls).toEqual([[req('T3')]]);
    off();
    const later = jest.fn();
    bus.onOpenChat(later);
    expect(later).not.toHaveBeenCalled();
  });

  it('does not replay old requests on unsubscribe and resubscribe', () => {
    bus.openChat(req('T1'));
    const listener = jest.fn();
    let off = bus.onOpenChat(listener);
    bus.openChat(req('T2'));
    off();
    off = bus.onOpenChat(listener);
    expect(listener.mock.calls).toEqual([[req('T1')], [req('T2')]]);
    off();
  });

  it('delivers to a listener subscribed twice as two listeners, and unsubscribes each alone', () => {
    const listener = jest.fn();
    const offA = bus.onOpenChat(listener);
    const offB = bus.onOpenChat(listener);
    bus.openChat(req('T1'));
    expect(listener).toHaveBeenCalledTimes(2);
    offA();
    bus.openChat(req('T2'));
    expect(listener).toHaveBeenCalledTimes(3);
    offB();
  });

  it('forgets a waiting request when the session ends', () => {
    bus.openChat(req('T1'));
    session.emitSession('cleared');
    const listener = jest.fn();
    bus.onOpenChat(listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
