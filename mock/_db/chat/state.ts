import type { ChatConversationKind, ChatMessageType, ChatSide, NotificationType } from '../../../src/types';

/**
 * The chat slice: the built-in chat service behind the chat frame (accounts, conversations,
 * messages, read marks), customer service and the notification centre.
 *
 * A party of a conversation is a main account's user id on one side ('buy' = receiver, 'sell' =
 * supplier), or CS_PARTY for customer service. Sub-accounts act through their main account.
 * Types only (seeding: seed.ts), so the store's type can name the slice without reaching the rules.
 */
export const CS_PARTY = 'cs';

/** A chat account created by the initialisation call (role onboarding creates the others). */
export interface ChatAccountRecord {
  userId: string;
  side: ChatSide;
  imAccount: string;
  createdAt: string;
}

export interface ConversationRecord {
  id: string;
  kind: ChatConversationKind;
  orderNo?: string;
  parties: Record<ChatSide, string>;
  createdAt: string;
  updatedAt: string;
}

export interface MessageRecord {
  id: string;
  seq: number;
  conversationId: string;
  senderSide: ChatSide;
  type: ChatMessageType;
  content: string;
  sentAt: string;
}

export interface NotificationRecord {
  id: string;
  seq: number;
  /** main account the notification belongs to */
  userId: string;
  type: NotificationType;
  orderNo?: string;
  side?: ChatSide;
  params: Record<string, string>;
  read: boolean;
  createdAt: string;
}

export interface ChatState {
  /** last message seq (message ids and read marks) */
  seq: number;
  conversationSeq: number;
  notificationSeq: number;
  /** keyed `${userId}:${side}` */
  accounts: Record<string, ChatAccountRecord>;
  conversations: ConversationRecord[];
  messages: MessageRecord[];
  /** last read message seq, keyed `${conversationId}:${side}` */
  reads: Record<string, number>;
  notifications: NotificationRecord[];
}
