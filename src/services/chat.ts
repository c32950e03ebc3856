import { chatApi } from '@/domain/chat/endpoints';
import { isWireSide, wireSideOf, type OrderSide } from '@/domain/trade/codes';
import {
  accountsBySide,
  onSide,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatOrderInfo,
  type CustomerServiceAccount,
  type OnSide,
  type OpenConversationParams,
  type OrderGroupMessageParams,
  type OrderGroupMessageResult,
  type SendChatMessageParams,
  type SideAccounts,
  type SideConversation,
  type SideUnreadList,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';

/**
 * Chat calls of SPEC §7. The console's own (B/chat, the account initialisation, sendChatMsg), and
 * those of the built-in chat service (/api/chat/…) that only the chat frame page uses. The wire
 * spells a side buy/sell: these functions take and answer OrderSide (wireSideOf / orderSideOf).
 */

/** Initialises the caller's chat account of `side` (or both); the caller reports a failure itself (SPEC §8 text). */
export async function initChatAccount(side?: OrderSide): Promise<SideAccounts> {
  const data = side ? { side: wireSideOf(side) } : {};
  return accountsBySide(await call(chatApi.initChatAccount, { data, skipErrorHandler: true }));
}

/** Who to talk to about an order (or a counterparty): both chat accounts switchConversation needs. */
export async function getOrderChat(params: { side: OrderSide; counterpartyId: string; orderNo?: string }): Promise<OnSide<ChatOrderInfo>> {
  return onSide(await call(chatApi.getOrderChat, { params: { ...params, side: wireSideOf(params.side) } }));
}

/** The caller's chat accounts and the conversations with unread messages; polled quietly. Entries of an unknown side are dropped. */
export async function getChatUnreadList(): Promise<SideUnreadList> {
  const res = await call(chatApi.getChatUnreadList, { silent: true, retries: 0 });
  return { accounts: accountsBySide(res.accounts), list: res.list.filter((e) => isWireSide(e.side)).map(onSide) };
}

export async function getCustomerServiceAccounts(): Promise<OnSide<CustomerServiceAccount>[]> {
  return (await call(chatApi.getCustomerServiceAccounts)).map(onSide);
}

/** A text into an order's conversation, e.g. from an order page. */
export function sendOrderChatMessage({ side, ...data }: OnSide<OrderGroupMessageParams>): Promise<OrderGroupMessageResult> {
  return call(chatApi.sendOrderChatMessage, { data: { ...data, side: wireSideOf(side) } });
}

// ---- the built-in chat service (used by src/pages/chat/frame) ----

/** The frame reports failures to the host page itself (login, retry), so no toasts from here. */
const quiet: CallOptions = { skipErrorHandler: true };

export async function listConversations(params: { side: OrderSide; keyword?: string }): Promise<SideConversation[]> {
  return (await call(chatApi.listConversations, { ...quiet, params: { ...params, side: wireSideOf(params.side) } })).map(onSide);
}

export async function openConversation({ side, ...data }: OnSide<OpenConversationParams>): Promise<SideConversation> {
  return onSide(await call(chatApi.openConversation, { ...quiet, params: { side: wireSideOf(side) }, data }));
}

export async function openServiceConversation(side: OrderSide): Promise<SideConversation> {
  return onSide(await call(chatApi.openServiceConversation, { ...quiet, params: { side: wireSideOf(side) } }));
}

export function getChatHistory(side: OrderSide, conversationId: string, params: ChatHistoryQuery): Promise<ChatHistory> {
  return call(chatApi.getChatHistory, { ...quiet, path: { id: conversationId }, params: { side: wireSideOf(side), ...params } });
}

export function sendChatMessage(side: OrderSide, conversationId: string, data: SendChatMessageParams): Promise<ChatMessage> {
  return call(chatApi.sendChatMessage, { ...quiet, path: { id: conversationId }, params: { side: wireSideOf(side) }, data });
}

export async function markConversationRead(side: OrderSide, conversationId: string): Promise<SideConversation> {
  return onSide(await call(chatApi.markConversationRead, { ...quiet, path: { id: conversationId }, params: { side: wireSideOf(side) } }));
}
