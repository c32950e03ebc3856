import type { Paged } from '../../types/api';
import { endpoint } from '../endpoint';
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
  IconSetResponse,
  InitChatAccountParams,
  NotificationListParams,
  NotificationMessage,
  NotificationPoll,
  NotificationPollParams,
  NotificationReadParams,
  NotificationReadResult,
  OpenConversationParams,
  OrderGroupMessageParams,
  OrderGroupMessageResult,
  SendChatMessageParams,
} from './types';

/** The chat-service calls name the side whose chat account acts. */
type SideQuery = { side: ChatSide };

/**
 * Chat calls (SPEC §7 Content/notifications/support, Housekeeping): the console's own (B/chat, the
 * account initialisation, sendChatMsg, notifications) and those of the built-in chat service
 * (/api/chat/…) that only the chat frame page uses. Each declared once; the service of the same
 * name calls it and the fake backend's handler registers against it.
 */
export const chatApi = {
  /** Initialises the caller's chat account of one side, or both; answers the caller's accounts. */
  initChatAccount: endpoint('POST', '/api/v1/usercenter/customers/createImAccount').of<{
    res: ChatAccounts;
    body: InitChatAccountParams;
  }>(),
  /** Who to talk to about an order (or a counterparty): both chat accounts switchConversation needs. */
  getOrderChat: endpoint('GET', '/api/v1/shop/chat/order').of<{ res: ChatOrderInfo; query: ChatOrderQuery }>(),
  getChatUnreadList: endpoint('GET', '/api/v1/shop/chat/order/unread/list').of<{ res: ChatUnreadList }>(),
  getCustomerServiceAccounts: endpoint('GET', '/api/v1/shop/chat/customer/service/im/account').of<{ res: CustomerServiceAccount[] }>(),
  /** A text into an order's conversation. */
  sendOrderChatMessage: endpoint('POST', '/api/chat/ordergroup/sendChatMsg').of<{
    res: OrderGroupMessageResult;
    body: OrderGroupMessageParams;
  }>(),

  // The built-in chat service behind /chat/frame.
  listConversations: endpoint('GET', '/api/chat/conversations').of<{ res: ChatConversation[]; query: ChatConversationQuery }>(),
  /** switchConversation: find or start the conversation with a user (about an order). */
  openConversation: endpoint('POST', '/api/chat/conversations/open').of<{
    res: ChatConversation;
    query: SideQuery;
    body: Omit<OpenConversationParams, 'side'>;
  }>(),
  openServiceConversation: endpoint('POST', '/api/chat/service/open').of<{ res: ChatConversation; query: SideQuery }>(),
  getChatHistory: endpoint('GET', '/api/chat/conversations/:id/messages').of<{ res: ChatHistory; query: SideQuery & ChatHistoryQuery }>(),
  sendChatMessage: endpoint('POST', '/api/chat/conversations/:id/messages').of<{
    res: ChatMessage;
    query: SideQuery;
    body: SendChatMessageParams;
  }>(),
  markConversationRead: endpoint('PATCH', '/api/chat/conversations/:id/read').of<{ res: ChatConversation; query: SideQuery }>(),

  // The notification centre (header bell).
  queryNotifications: endpoint('POST', '/api/v1/shop/notification/message/list').of<{
    res: Paged<NotificationMessage>;
    body: NotificationListParams;
  }>(),
  /** What arrived after the cursor, and the unread count (the bell's poll). */
  pollNotifications: endpoint('POST', '/api/v1/notifications').of<{ res: NotificationPoll; body: NotificationPollParams }>(),
  markNotificationsRead: endpoint('PATCH', '/api/v1/shop/notification/message').of<{
    res: NotificationReadResult;
    body: NotificationReadParams;
  }>(),

  /** The local icon endpoint (Iconify JSON shape), query `icons` = comma-separated names. */
  getIconSet: endpoint('GET', '/api/icons/:prefix').of<{ res: IconSetResponse; query: { icons?: string } }>(),
} as const;
