import type {
  ChatConversation,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  ChatSide,
  ChatUnreadEntry,
  OpenConversationParams,
  SendChatMessageParams,
} from '../../../src/types';
import { imageTypeOfDataUrl } from '../../../src/domain/files';
import { ApiFailure, badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { accountOf, type ChatDb, type ChatViewer, opposite, partyName, partyOfAccount, serviceAccount } from './accounts';
import { findOrderParties, syncOrderUnread, tradeHasOrders } from './orders';
import { CS_PARTY, type ConversationRecord, type MessageRecord } from './state';
import { tr } from '../../_lib/i18n';

export const TEXT_MAX = 2000;
/** data: URLs of at most ~1 MiB of image bytes */
export const IMAGE_MAX_CHARS = 1_400_000;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const HISTORY_PAGE = 30;

const readKey = (conversationId: string, side: ChatSide) => `${conversationId}:${side}`;

function messagesOf(db: ChatDb, conversationId: string): MessageRecord[] {
  return db.chat.messages.filter((m) => m.conversationId === conversationId);
}

/** Messages the `side` party has not read: the other party's, after its read mark. */
export function unreadCount(db: ChatDb, conv: ConversationRecord, side: ChatSide): number {
  const mark = db.chat.reads[readKey(conv.id, side)] ?? 0;
  return messagesOf(db, conv.id).filter((m) => m.senderSide !== side && m.seq > mark).length;
}

export function conversationsOf(db: ChatDb, userId: string, side: ChatSide): ConversationRecord[] {
  return db.chat.conversations.filter((c) => c.parties[side] === userId);
}

function toMessage(m: MessageRecord, side: ChatSide, myAccount: string, otherAccount: string): ChatMessage {
  const mine = m.senderSide === side;
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    senderAccount: mine ? myAccount : otherAccount,
    mine,
    type: m.type,
    content: m.content,
    sentAt: m.sentAt,
  };
}

function counterpartyAccount(db: ChatDb, conv: ConversationRecord, side: ChatSide): string {
  const other = opposite(side);
  const party = conv.parties[other];
  if (party === CS_PARTY) return serviceAccount(side);
  return accountOf(db, party, other) ?? '';
}

export function toConversation(db: ChatDb, conv: ConversationRecord, viewer: ChatViewer): ChatConversation {
  const other = opposite(viewer.side);
  const party = conv.parties[other];
  const otherAccount = counterpartyAccount(db, conv, viewer.side);
  const msgs = messagesOf(db, conv.id);
  const last = msgs[msgs.length - 1];
  const lastView = last && toMessage(last, viewer.side, viewer.account, otherAccount);
  return {
    id: conv.id,
    kind: conv.kind,
    side: viewer.side,
    orderNo: conv.orderNo,
    myAccount: viewer.account,
    counterpartyAccount: otherAccount,
    counterpartyId: party === CS_PARTY ? undefined : party,
    counterpartyName: partyName(db, party, other),
    lastMessage: lastView && { type: lastView.type, content: lastView.content, sentAt: lastView.sentAt, mine: lastView.mine },
    unreadCount: unreadCount(db, conv, viewer.side),
    updatedAt: conv.updatedAt,
  };
}

/** The viewer's conversations, newest activity first; keyword matches the name or the order no. */
export function listConversations(db: ChatDb, viewer: ChatViewer, keyword?: string): ChatConversation[] {
  const k = keyword?.trim().toLowerCase();
  return conversationsOf(db, viewer.userId, viewer.side)
    .filter((c) => c.kind !== 'SERVICE')
    .map((c) => toConversation(db, c, viewer))
    .filter((c) => !k || c.counterpartyName.toLowerCase().includes(k) || (c.orderNo ?? '').toLowerCase().includes(k))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
}

/** The conversation, if the viewer is its party on the viewer's side. */
export function requireConversation(db: ChatDb, viewer: ChatViewer, id: string): ConversationRecord {
  const conv = db.chat.conversations.find((c) => c.id === id);
  if (!conv) throw notFound(tr('server.chat.conversation.notFound', { id }));
  if (conv.parties[viewer.side] !== viewer.userId) throw forbidden(tr('server.chat.conversation.notParty'));
  return conv;
}

export function history(db: ChatDb, viewer: ChatViewer, id: string, q: ChatHistoryQuery): ChatHistory {
  const conv = requireConversation(db, viewer, id);
  const size = Math.min(Math.max(q.size ?? HISTORY_PAGE, 1), 100);
  const otherAccount = counterpartyAccount(db, conv, viewer.side);
  let msgs = messagesOf(db, id);
  if (q.after !== undefined) {
    const newer = msgs.filter((m) => m.seq > (q.after ?? 0));
    return { records: newer.map((m) => toMessage(m, viewer.side, viewer.account, otherAccount)), hasMore: false };
  }
  if (q.before !== undefined) msgs = msgs.filter((m) => m.seq < (q.before ?? 0));
  const page = msgs.slice(-size);
  return { records: page.map((m) => toMessage(m, viewer.side, viewer.account, otherAccount)), hasMore: msgs.length > page.length };
}

/** An unchecked message body, as it arrives. */
export interface RawMessage {
  type?: unknown;
  content?: unknown;
}

function validateMessage(p: RawMessage): SendChatMessageParams {
  if (p.type === 'TEXT') {
    const content = typeof p.content === 'string' ? p.content.trim() : '';
    if (!content) throw invalid([{ field: 'content', message: tr('server.chat.message.empty') }]);
    if (content.length > TEXT_MAX) throw invalid([{ field: 'content', message: tr('server.chat.message.long', { max: TEXT_MAX }) }]);
    return { type: 'TEXT', content };
  }
  if (p.type === 'IMAGE') {
    const content = typeof p.content === 'string' ? p.content : '';
    // the bytes must be the image the data URL names, not a renamed file of another kind
    if (!imageTypeOfDataUrl(content, IMAGE_TYPES)) throw invalid([{ field: 'content', message: tr('server.chat.image.type') }]);
    if (content.length > IMAGE_MAX_CHARS) throw invalid([{ field: 'content', message: tr('server.chat.image.size') }]);
    return { type: 'IMAGE', content };
  }
  throw invalid([{ field: 'type', message: tr('server.chat.type') }]);
}

/** Appends a message; the sender has read everything up to it. */
export function appendMessage(
  db: ChatDb,
  conv: ConversationRecord,
  senderSide: ChatSide,
  msg: SendChatMessageParams | { type: 'SYSTEM'; content: string },
  at: string,
): MessageRecord {
  db.chat.seq += 1;
  const record: MessageRecord = {
    id: `m${db.chat.seq}`,
    seq: db.chat.seq,
    conversationId: conv.id,
    senderSide,
    type: msg.type,
    content: msg.content,
    sentAt: at,
  };
  db.chat.messages.push(record);
  db.chat.reads[readKey(conv.id, senderSide)] = record.seq;
  conv.updatedAt = at;
  if (conv.kind === 'ORDER' && conv.orderNo) {
    const other = opposite(senderSide);
    syncOrderUnread(db, conv.orderNo, other, unreadCount(db, conv, other));
  }
  return record;
}

export function sendMessage(db: ChatDb, viewer: ChatViewer, id: string, params: RawMessage, at: string): ChatMessage {
  const conv = requireConversation(db, viewer, id);
  const msg = validateMessage(params);
  const record = appendMessage(db, conv, viewer.side, msg, at);
  return toMessage(record, viewer.side, viewer.account, counterpartyAccount(db, conv, viewer.side));
}

export function markRead(db: ChatDb, viewer: ChatViewer, id: string): ChatConversation {
  const conv = requireConversation(db, viewer, id);
  const last = messagesOf(db, id).pop();
  if (last) db.chat.reads[readKey(id, viewer.side)] = Math.max(last.seq, db.chat.reads[readKey(id, viewer.side)] ?? 0);
  if (conv.kind === 'ORDER' && conv.orderNo) syncOrderUnread(db, conv.orderNo, viewer.side, 0);
  return toConversation(db, conv, viewer);
}

export function createConversation(db: ChatDb, init: Omit<ConversationRecord, 'id' | 'updatedAt'>): ConversationRecord {
  db.chat.conversationSeq += 1;
  const conv: ConversationRecord = { ...init, id: `c${db.chat.conversationSeq}`, updatedAt: init.createdAt };
  db.chat.conversations.push(conv);
  return conv;
}

/**
 * Who the viewer talks to about an order: the order's other party when the trade slice knows the
 * order (the caller must be on the order's `side`), else the counterparty the caller names.
 */
export function resolveCounterparty(
  db: ChatDb,
  viewer: Pick<ChatViewer, 'userId' | 'side'>,
  counterpartyId: string | undefined,
  orderNo: string | undefined,
): string {
  if (orderNo) {
    const order = findOrderParties(db, orderNo);
    if (order) {
      const mine = viewer.side === 'buy' ? order.buyerId : order.sellerId;
      if (mine !== viewer.userId)
        throw forbidden(tr(viewer.side === 'buy' ? 'server.chat.order.notBuyer' : 'server.chat.order.notSeller', { orderNo }));
      return viewer.side === 'buy' ? order.sellerId : order.buyerId;
    }
    if (tradeHasOrders(db)) throw notFound(tr('server.trade.order.notFound', { orderNo }));
  }
  if (!counterpartyId) throw invalid([{ field: 'counterpartyId', message: tr('server.field.required', { field: 'counterpartyId' }) }]);
  if (counterpartyId === viewer.userId) throw badRequest(tr('server.chat.self.title'), tr('server.chat.self'), 'CHAT_SELF');
  if (!db.users[counterpartyId]) throw notFound(tr('server.chat.user.notFound', { id: counterpartyId }));
  return counterpartyId;
}

/** switchConversation: the order's conversation, or the direct one with that counterparty. */
export function openConversation(db: ChatDb, viewer: ChatViewer, p: Partial<OpenConversationParams>, at: string): ChatConversation {
  if (!p.switchUserId) throw invalid([{ field: 'switchUserId', message: tr('server.field.required', { field: 'switchUserId' }) }]);
  if (p.switchUserId === serviceAccount(viewer.side)) return openService(db, viewer, at);
  const other = opposite(viewer.side);
  const party = partyOfAccount(db, p.switchUserId, other);
  if (!party)
    throw notFound(tr('server.chat.party.notFound', { side: other, sideName: tr(`server.chat.side.${other}`), account: p.switchUserId }));
  const counterparty = resolveCounterparty(db, viewer, party, p.orderNo);
  if (counterparty !== party)
    throw badRequest(
      tr('server.chat.party.wrong.title'),
      tr('server.chat.party.wrong', { account: p.switchUserId, orderNo: p.orderNo ?? '' }),
      'CHAT_WRONG_PARTY',
    );
  const parties = { [viewer.side]: viewer.userId, [other]: counterparty } as Record<ChatSide, string>;
  const kind = p.orderNo ? 'ORDER' : 'DIRECT';
  const existing = db.chat.conversations.find(
    (c) =>
      c.kind === kind && c.parties.buy === parties.buy && c.parties.sell === parties.sell && (kind === 'DIRECT' || c.orderNo === p.orderNo),
  );
  const conv = existing ?? createConversation(db, { kind, orderNo: p.orderNo, parties, createdAt: at });
  return toConversation(db, conv, viewer);
}

export const SERVICE_GREETING = '您好，这里是平台客服，请描述您遇到的问题。Hello, this is customer service: how can we help?';
export const SERVICE_AUTO_REPLY =
  '客服已收到您的消息，将在 5 分钟内回复。Customer service has your message and will reply within 5 minutes.';
const AUTO_REPLY_GAP_MS = 10 * 60_000;

/** The viewer's customer-service conversation on its side, opened with a greeting. */
export function openService(db: ChatDb, viewer: ChatViewer, at: string): ChatConversation {
  let conv = db.chat.conversations.find((c) => c.kind === 'SERVICE' && c.parties[viewer.side] === viewer.userId);
  if (!conv) {
    const parties = { [viewer.side]: viewer.userId, [opposite(viewer.side)]: CS_PARTY } as Record<ChatSide, string>;
    conv = createConversation(db, { kind: 'SERVICE', parties, createdAt: at });
    appendMessage(db, conv, opposite(viewer.side), { type: 'SYSTEM', content: SERVICE_GREETING }, at);
  }
  return toConversation(db, conv, viewer);
}

/** Customer service acknowledges a message unless it answered within the last ten minutes. */
export function serviceAutoReply(db: ChatDb, conversationId: string, at: string): MessageRecord | undefined {
  const conv = db.chat.conversations.find((c) => c.id === conversationId);
  if (!conv || conv.kind !== 'SERVICE') return undefined;
  const csSide = conv.parties.buy === CS_PARTY ? 'buy' : 'sell';
  const lastCs = messagesOf(db, conv.id)
    .filter((m) => m.senderSide === csSide && m.type === 'TEXT')
    .pop();
  if (lastCs && Date.parse(at) - Date.parse(lastCs.sentAt) < AUTO_REPLY_GAP_MS) return undefined;
  return appendMessage(db, conv, csSide, { type: 'TEXT', content: SERVICE_AUTO_REPLY }, at);
}

/** Conversations with unread messages for the caller on each side it uses. */
export function unreadEntries(db: ChatDb, userId: string, sides: ChatSide[]): ChatUnreadEntry[] {
  const out: ChatUnreadEntry[] = [];
  for (const side of sides) {
    for (const conv of conversationsOf(db, userId, side)) {
      // customer service has its own panel: its replies are read there, not counted on the tabs
      if (conv.kind === 'SERVICE') continue;
      const count = unreadCount(db, conv, side);
      if (count === 0) continue;
      const party = conv.parties[opposite(side)];
      out.push({
        side,
        conversationId: conv.id,
        orderNo: conv.orderNo,
        counterpartyId: party === CS_PARTY ? undefined : party,
        unreadCount: count,
      });
    }
  }
  return out;
}

/** For the order lists (trade): unread chat messages of one order for one side's party. */
export function orderUnread(db: ChatDb, userId: string, side: ChatSide, orderNo: string): number {
  const conv = db.chat.conversations.find((c) => c.kind === 'ORDER' && c.orderNo === orderNo && c.parties[side] === userId);
  return conv ? unreadCount(db, conv, side) : 0;
}

/** For the order lists (trade): unread count per order number of one side's party. */
export function unreadByOrder(db: ChatDb, userId: string, side: ChatSide): Record<string, number> {
  const out: Record<string, number> = {};
  for (const conv of conversationsOf(db, userId, side)) {
    if (conv.kind !== 'ORDER' || !conv.orderNo) continue;
    const n = unreadCount(db, conv, side);
    if (n > 0) out[conv.orderNo] = n;
  }
  return out;
}

/**
 * For trade and the sendChatMsg call: a message into an order's conversation from one side,
 * creating the conversation on first use. SYSTEM messages (order events) come from the platform.
 */
export function postOrderMessage(
  db: ChatDb,
  order: { orderNo: string; buyerId: string; sellerId: string },
  from: ChatSide,
  msg: SendChatMessageParams | { type: 'SYSTEM'; content: string },
  at: string,
): MessageRecord {
  if (order.buyerId === order.sellerId)
    throw new ApiFailure(400, { title: tr('server.title.badRequest'), detail: tr('server.chat.order.twoParties'), code: 'CHAT_SELF' });
  const parties: Record<ChatSide, string> = { buy: order.buyerId, sell: order.sellerId };
  const conv =
    db.chat.conversations.find((c) => c.kind === 'ORDER' && c.orderNo === order.orderNo) ??
    createConversation(db, { kind: 'ORDER', orderNo: order.orderNo, parties, createdAt: at });
  return appendMessage(db, conv, from, msg.type === 'SYSTEM' ? msg : validateMessage(msg), at);
}
