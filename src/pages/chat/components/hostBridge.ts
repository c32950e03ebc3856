import type { OrderSide } from '@/domain/trade/codes';
import { acceptHostMessage, type FrameMessage, frameMessage, sideOfSwitch, type SwitchConversationMessage } from '@/utils/chatProtocol';

/**
 * The frame's half of the cross-frame protocol. The built-in frame lives on the console's origin,
 * so it talks only to its parent window on that origin; standalone (no parent) it talks to nobody.
 * Embedded by a console inside a host portal (`embed=host`), it talks to the origin that handed it
 * its session (utils/chatProtocol.ts SessionMessage).
 */
export function embedded(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** The origin of the console that embeds this frame: its own, unless a console inside a host portal handed it its session. */
let hostOrigin: string | undefined;

export function trustHost(origin: string): void {
  hostOrigin = origin;
}

const expectedOrigin = () => hostOrigin ?? window.location.origin;

export function postToHost(msg: FrameMessage, userId?: string): void {
  if (!embedded()) return;
  window.parent.postMessage(frameMessage(msg, userId), expectedOrigin());
}

/** Subscribes to the host's switchConversation for this frame's side; answers the unsubscribe. */
export function onSwitchConversation(side: OrderSide, fn: (m: SwitchConversationMessage) => void): () => void {
  const listener = (event: MessageEvent) => {
    const msg = acceptHostMessage(event, { origin: expectedOrigin(), source: window.parent });
    if (msg && sideOfSwitch(msg) === side) fn(msg);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** Whether the user can see the frame: a closed dialog or another tab leaves it 0×0. */
export function frameShown(): boolean {
  return document.visibilityState === 'visible' && window.innerWidth > 0 && window.innerHeight > 0;
}
