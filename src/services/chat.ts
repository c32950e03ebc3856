import { A, B } from '@/constants/api';
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
  SendChatMessageParams,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/**
 * Chat calls of SPEC §7. The console's own (B/chat, the account initialisation, sendChatMsg), and
 * those of the built-in chat service (/api/chat/…) that only the chat frame page uses.
 */

/** Initialises the caller's chat account; the caller reports a failure itself (SPEC §8 text). */
export function initChatAccount(params: InitChatAccountParams): Promise<ChatAccounts> {
  return request<ChatAccounts>(`${A}/customers/createImAccount`, { method: 'POST', data: params, skipErrorHandler: true });
}

/** Who to talk to about an order (or a counterparty): both chat accounts switchConversation needs. */
export function getOrderChat(params: ChatOrderQuery): Promise<ChatOrderInfo> {
  return request<ChatOrderInfo>(`${B}/chat/order`, { params });
}

/** The caller's chat accounts and the conversations with unread messages; polled quietly. */
export function getChatUnreadList(): Promise<ChatUnreadList> {
  return request<ChatUnreadList>(`${B}/chat/order/unread/list`, { silent: true, retries: 0 });
}

export function getCustomerServiceAccounts(): Promise<CustomerServiceAccount[]> {
  return request<CustomerServiceAccount[]>(`${B}/chat/customer/service/im/account`);
}

/** A text into an order's conversation, e.g. from an order page. */
export function sendOrderChatMessage(
  data: OrderGroupMessageParams,
): Promise<Pick<ChatMessage, 'id' | 'seq' | 'conversationId' | 'sentAt'>> {
  return request(`/api/chat/ordergroup/sendChatMsg`, { method: 'POST', data });
}

// ---- the built-in chat service (used by src/pages/chat/frame) ----

/** The frame reports failures to the host page itself (login, retry), so no toasts from here. */
const quiet: RequestOptions = { skipErrorHandler: true };

export function listConversations(params: ChatConversationQuery): Promise<ChatConversation[]> {
  return request<ChatConversation[]>('/api/chat/conversations', { ...quiet, params });
}

export function openConversation({ side, ...data }: OpenConversationParams): Promise<ChatConversation> {
  return request<ChatConversation>('/api/chat/conversations/open', { ...quiet, method: 'POST', params: { side }, data });
}

export function openServiceConversation(side: ChatSide): Promise<ChatConversation> {
  return request<ChatConversation>('/api/chat/service/open', { ...quiet, method: 'POST', params: { side } });
}

export function getChatHistory(side: ChatSide, conversationId: string, params: ChatHistoryQuery): Promise<ChatHistory> {
  return request<ChatHistory>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
    ...quiet,
    params: { side, ...params },
  });
}

export function sendChatMessage(side: ChatSide, conversationId: string, data: SendChatMessageParams): Promise<ChatMessage> {
  return request<ChatMessage>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
    ...quiet,
    method: 'POST',
    params: { side },
    data,
  });
}

export function markConversationRead(side: ChatSide, conversationId: string): Promise<ChatConversation> {
  return request<ChatConversation>(`/api/chat/conversations/${encodeURIComponent(conversationId)}/read`, {
    ...quiet,
    method: 'PATCH',
    params: { side },
  });
}
