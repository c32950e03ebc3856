/**
 * The chat area's rules, as the route files (mock/chat-*.ts), the seed and other areas use them:
 * chat accounts and the creation-delay switch, conversations and messages of the built-in chat
 * service, the notification centre, the local icon sets.
 */
export {
  accountOf,
  accountsOf,
  assertMaySide,
  chatConfig,
  type ChatDb,
  type ChatViewer,
  initAccounts,
  isAccountScheduled,
  isSide,
  maySide,
  opposite,
  partyName,
  serviceAccount,
  setChatConfig,
  viewerOf,
} from './accounts';
export {
  history,
  listConversations,
  markRead,
  openConversation,
  openService,
  orderUnread,
  postOrderMessage,
  resolveCounterparty,
  sendMessage,
  serviceAutoReply,
  unreadByOrder,
  unreadEntries,
} from './conversations';
export { iconSet } from './icons';
export { optionalInt, parseSide } from './input';
export { listNotifications, markNotificationsRead, type NewNotification, pollNotifications, pushNotification } from './notifications';
export { findOrderParties } from './orders';
export { emptyChatState, seedChat } from './seed';
export { CS_PARTY, type ChatState, type NotificationRecord } from './state';
