import type { ChatMessage, SideConversation } from '@/types';

export const conversation = (id: string, over: Partial<SideConversation> = {}): SideConversation => ({
  id,
  kind: 'DIRECT',
  side: 'purchase',
  myAccount: 'im_1',
  counterpartyAccount: 'im_2',
  counterpartyId: '2',
  counterpartyName: 'Supplier Store',
  unreadCount: 0,
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

export const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderAccount: 'im_2',
  mine: false,
  type: 'TEXT',
  content: `text ${seq}`,
  sentAt: '2026-01-01T00:00:00Z',
  ...over,
});
