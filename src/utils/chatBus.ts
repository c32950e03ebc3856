import { createEmitter } from './emitter';

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

const requests = createEmitter<OpenChatRequest>();

export const openChat = requests.emit;
export const onOpenChat = requests.on;
