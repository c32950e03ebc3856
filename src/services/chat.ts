import { chatApi } from '@/domain/chat/endpoints';
import type {
  ChatAccounts,
  ChatConversation,
  ChatConversationQuery,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  ChatOrderInfo,
  ChatOrderQuery,
  ChatSide,
  ChatUnreadList,
  CustomerServiceAccount,
  InitChatAccountParams,
  OpenConversationParams,
  OrderGroupMessageParams,
  OrderGroupMessageResult,
  SendChatMessageParams,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';

/**
 * Chat calls of SPEC §7. The console's own (B/chat, the account initialisation, sendChatMsg), and
 * those of the built-in chat service (/api/chat/…) that only the chat frame page uses.
 */

/** Initialises the caller's chat account; the caller reports a failure itself (SPEC §8 text). */
export function initChatAccount(params: InitChatAccountParams): Promise<ChatAccounts> {
  return call(chatApi.initChatAccount, { data: params, skipErrorHandler: true });
}

/** Who to talk to about an order (or a counterparty): both chat accounts switchConversation needs. */
export function getOrderChat(params: ChatOrderQuery): Promise<ChatOrderInfo> {
  return call(chatApi.getOrderChat, { params });
}

/** The caller's chat accounts and the conversations with unread messages; polled quietly. */
export function getChatUnreadList(): Promise<ChatUnreadList> {
  return call(chatApi.getChatUnreadList, { silent: true, retries: 0 });
}

export function getCustomerServiceAccounts(): Promise<CustomerServiceAccount[]> {
  return call(chatApi.getCustomerServiceAccounts);
}

/** A text into an order's conversation, e.g. from an order page. */
export function sendOrderChatMessage(data: OrderGroupMessageParams): Promise<OrderGroupMessageResult> {
  return call(chatApi.sendOrderChatMessage, { data });
}

// ---- the built-in chat service (used by src/pages/chat/frame) ----

/** The frame reports failures to the host page itself (login, retry), so no toasts from here. */
const quiet: CallOptions = { skipErrorHandler: true };

export function listConversations(params: ChatConversationQuery): Promise<ChatConversation[]> {
  return call(chatApi.listConversations, { ...quiet, params });
}

export function openConversation({ side, ...data }: OpenConversationParams): Promise<ChatConversation> {
  return call(chatApi.openConversation, { ...quiet, params: { side }, data });
}

export function openServiceConversation(side: ChatSide): Promise<ChatConversation> {
  return call(chatApi.openServiceConversation, { ...quiet, params: { side } });
}

export function getChatHistory(side: ChatSide, conversationId: string, params: ChatHistoryQuery): Promise<ChatHistory> {
  return call(chatApi.getChatHistory, { ...quiet, path: { id: conversationId }, params: { side, ...params } });
}

export function sendChatMessage(side: ChatSide, conversationId: string, data: SendChatMessageParams): Promise<ChatMessage> {
  return call(chatApi.sendChatMessage, { ...quiet, path: { id: conversationId }, params: { side }, data });
}

export function markConversationRead(side: ChatSide, conversationId: string): Promise<ChatConversation> {
  return call(chatApi.markConversationRead, { ...quiet, path: { id: conversationId }, params: { side } });
}
