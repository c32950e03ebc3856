import { orderSideOf, WIRE_SIDES, type OrderSide, type WireSide } from '../trade/codes';

/**
 * Chat, customer service and notifications (SPEC §2 global overlays, §3 chat message, §7).
 * A user has up to two chat accounts, one per side of an order: purchase (my purchases, the
 * reseller side) and sales (my sales, the supplier side). A sub-account chats through its main
 * account's accounts.
 *
 * The chat service and the frame protocol spell a side 'buy' or 'sell' (ChatSide, the records
 * below are its wire shapes); the console speaks OrderSide and converts in src/services/chat.ts
 * and src/utils/chatProtocol.ts with wireSideOf / orderSideOf.
 */
export const CHAT_SIDES = WIRE_SIDES;
export type ChatSide = WireSide;

/** The caller's chat accounts as the console keeps them: by OrderSide. */
export type SideAccounts = Partial<Record<OrderSide, string>>;

/** A chat record with its wire `side` read as an OrderSide. */
export type OnSide<T extends { side: ChatSide }> = Omit<T, 'side'> & { side: OrderSide };

/** GET B/chat/order/unread/list as the console reads it. */
export interface SideUnreadList {
  accounts: SideAccounts;
  list: OnSide<ChatUnreadEntry>[];
}

/** A conversation as the console reads it (the chat frame page). */
export type SideConversation = OnSide<ChatConversation>;

export function accountsBySide(accounts: ChatAccounts): SideAccounts {
  return { ...(accounts.buy ? { purchase: accounts.buy } : {}), ...(accounts.sell ? { sales: accounts.sell } : {}) };
}

export function onSide<T extends { side: ChatSide }>(record: T): OnSide<T> {
  return { ...record, side: orderSideOf(record.side) };
}

export interface ChatAccounts {
  buy?: string;
  sell?: string;
}

/** POST A/customers/createImAccount: initialise the chat account of one side, or both. */
export interface InitChatAccountParams {
  side?: ChatSide;
}

/** One conversation with unread messages (GET B/chat/order/unread/list). */
export interface ChatUnreadEntry {
  side: ChatSide;
  conversationId: string;
  orderNo?: string;
  counterpartyId?: string;
  unreadCount: number;
}

export interface ChatUnreadList {
  /** The caller's chat accounts; a missing side has not been initialised yet. */
  accounts: ChatAccounts;
  list: ChatUnreadEntry[];
}

/** GET B/chat/order: who to talk to about an order (or a counterparty without an order). */
export interface ChatOrderQuery {
  side: ChatSide;
  counterpartyId: string;
  orderNo?: string;
}

export interface ChatOrderInfo {
  side: ChatSide;
  orderNo?: string;
  /** The caller's chat account of this side; absent until initialised. */
  myAccount?: string;
  counterpartyId: string;
  counterpartyName: string;
  /** The counterparty's chat account on the opposite side; absent when it has none (SPEC §8). */
  counterpartyAccount?: string;
}

/** GET B/chat/customer/service/im/account: one entry per side served. */
export interface CustomerServiceAccount {
  imAccount: string;
  side: ChatSide;
  nickname: string;
}

export const CHAT_CONVERSATION_KINDS = ['ORDER', 'DIRECT', 'SERVICE'] as const;
export type ChatConversationKind = (typeof CHAT_CONVERSATION_KINDS)[number];
export const CHAT_MESSAGE_TYPES = ['TEXT', 'IMAGE', 'SYSTEM'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export interface ChatMessage {
  id: string;
  conversationId: string;
  /** Increasing over the whole chat service: history pages and read marks use it. */
  seq: number;
  senderAccount: string;
  /** true when the caller's account of the conversation's side sent it */
  mine: boolean;
  type: ChatMessageType;
  /** text, or a data:image URL for IMAGE */
  content: string;
  sentAt: string;
}

/** A conversation as one participant sees it. */
export interface ChatConversation {
  id: string;
  kind: ChatConversationKind;
  side: ChatSide;
  orderNo?: string;
  myAccount: string;
  counterpartyAccount: string;
  counterpartyId?: string;
  counterpartyName: string;
  lastMessage?: Pick<ChatMessage, 'type' | 'content' | 'sentAt' | 'mine'>;
  unreadCount: number;
  updatedAt: string;
}

export interface ChatConversationQuery {
  side: ChatSide;
  keyword?: string;
}

export interface ChatHistoryQuery {
  /** messages with a seq below this one (older page); omitted = the newest page */
  before?: number;
  /** messages with a seq above this one (new arrivals) */
  after?: number;
  size?: number;
}

export interface ChatHistory {
  records: ChatMessage[];
  /** older messages exist before the first record */
  hasMore: boolean;
}

export interface SendChatMessageParams {
  type: Extract<ChatMessageType, 'TEXT' | 'IMAGE'>;
  content: string;
}

/** POST /api/chat/conversations/open: find or start the conversation switchConversation names. */
export interface OpenConversationParams {
  side: ChatSide;
  switchUserId: string;
  orderNo?: string;
}

/** POST /api/chat/ordergroup/sendChatMsg: a message into an order's conversation. */
export interface OrderGroupMessageParams {
  orderNo: string;
  side: ChatSide;
  counterpartyId: string;
  content: string;
}

/** What sendChatMsg answers about the message it stored. */
export type OrderGroupMessageResult = Pick<ChatMessage, 'id' | 'seq' | 'conversationId' | 'sentAt'>;

// ---- Notifications (B/notification, /api/v1/notifications) ----

export const NOTIFICATION_TYPES = [
  'ORDER_NEW',
  'ORDER_STOCK',
  'ORDER_AUTO',
  'ORDER_TIMEOUT',
  'ORDER_CANCEL',
  'SUPPLIER',
  'SYSTEM',
  'BARGAIN_OFFER',
  'STATEMENT_READY',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The client renders the text from `type` and `params` (orderNo, quantity, amount, text …). */
export interface NotificationMessage {
  id: string;
  type: NotificationType;
  params: Record<string, string>;
  orderNo?: string;
  /** which order list the order belongs to, for the link */
  side?: ChatSide;
  read: boolean;
  createdAt: string;
}

/** POST B/notification/message/list */
export interface NotificationListParams {
  current?: number;
  size?: number;
  read?: boolean;
  type?: NotificationType;
}

/** POST /api/v1/notifications: what arrived after the cursor, and the unread count. */
export interface NotificationPollParams {
  after?: number;
}

export interface NotificationPoll {
  cursor: number;
  unread: number;
  items: NotificationMessage[];
}

/** PATCH B/notification/message: mark some (ids) or all read. */
export interface NotificationReadParams {
  ids?: string[];
  all?: boolean;
}

export interface NotificationReadResult {
  updated: number;
  unread: number;
}

// ---- Icon data (local icon endpoint, public icon service fallback) ----

/** One icon in the Iconify JSON shape the public service answers. */
export interface IconData {
  body: string;
  width: number;
  height: number;
  left?: number;
  top?: number;
}

export interface IconSetResponse {
  prefix: string;
  icons: Record<string, Partial<IconData> & { body: string }>;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  /** names the set does not have */
  not_found?: string[];
}
