import type { OrderSide } from '@/domain/trade/codes';
import { onSession } from './sessionEvents';

/**
 * Opening a conversation from anywhere (order lists, order detail, store pages) without importing
 * the chat UI: the chat launcher subscribes and switches its frame to that conversation.
 */
export interface OpenChatRequest {
  side: OrderSide;
  orderNo?: string;
  /** the counterparty's user id */
  counterpartyId: string;
}

type Listener = (request: OpenChatRequest) => void;

/**
 * The subscriber (ChatSignedIn) is a lazy chunk: a chat button clicked before it has loaded would
 * otherwise be lost. Requests raised while nobody listens wait for the first subscriber. Only the
 * latest is kept: each request replaces the open conversation, so older ones would only flash by
 * (and each costs a request).
 */
export const OPEN_CHAT_BACKLOG_MAX = 1;

const listeners = new Set<Listener>();
let backlog: OpenChatRequest[] = [];

export function openChat(request: OpenChatRequest): void {
  if (listeners.size === 0) {
    backlog = [...backlog, request].slice(-OPEN_CHAT_BACKLOG_MAX);
    return;
  }
  listeners.forEach((l) => l(request));
}

/** Subscribes; the first subscriber also receives what waited (once: the backlog is emptied). */
export function onOpenChat(listener: Listener): () => void {
  // a fresh function per subscription, so subscribing the same listener twice stays two listeners
  const entry: Listener = (request) => listener(request);
  listeners.add(entry);
  const waiting = backlog;
  backlog = [];
  waiting.forEach(entry);
  return () => {
    listeners.delete(entry);
  };
}

// a request left from a signed-out session must not open a chat for the next user
onSession((event) => {
  if (event === 'cleared' || event === 'lost') backlog = [];
});
