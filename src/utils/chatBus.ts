/**
 * Opening a conversation from anywhere (order lists, order detail, store pages) without importing
 * the chat UI: the chat launcher subscribes and switches its frame to that conversation.
 */
export type ChatSide = 'buy' | 'sell';

export interface OpenChatRequest {
  side: ChatSide;
  orderNo?: string;
  /** the counterparty's user id */
  counterpartyId: string;
}

type Listener = (r: OpenChatRequest) => void;
const listeners = new Set<Listener>();

export function openChat(r: OpenChatRequest): void {
  listeners.forEach((l) => l(r));
}

export function onOpenChat(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
