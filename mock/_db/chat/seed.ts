import type { ChatSide, NotificationType } from '../../../src/types';
import { DAY_MS, HOUR_MS, iso } from '../../_lib/dates';
import { createPrng, type Prng } from '../../_lib/prng';
import { now } from '../clock';
import type { SeedContext } from '../seed/context';
import { SEED_IDS } from '../seed/users';
import type { UserRecord } from '../types';
import type { ChatDb } from './accounts';
import { appendMessage, createConversation, unreadCount } from './conversations';
import { pushNotification } from './notifications';
import { type OrderParties, syncOrderUnread, tradeOrders } from './orders';
import type { ChatState, ConversationRecord } from './state';

/** Short dialogues; each line is [who speaks, text]. */
const SCRIPTS: Array<Array<[ChatSide, string]>> = [
  [
    ['buy', '你好，这单今天能发货吗？'],
    ['sell', '可以的，预计 30 分钟内发货。'],
    ['buy', '好的，收货角色名已经填在订单里了。'],
    ['sell', '收到，已安排发货，请注意查收。'],
  ],
  [
    ['sell', '老板您好，收货角色现在在线吗？'],
    ['buy', '在线，在主城银行门口。'],
    ['sell', '好的，马上交易。'],
    ['sell', '已交易完成，麻烦确认收货。'],
  ],
  [
    ['buy', '价格还能再优惠一点吗？量大长期合作。'],
    ['sell', '长期合作可以按批发价算，您需要多少？'],
    ['buy', '先要 5000，稳定的话每周一单。'],
  ],
  [
    ['buy', 'Hi, is this stock available right now?'],
    ['sell', 'Yes, I can deliver within 20 minutes.'],
    ['buy', 'Great, the character name is in the order.'],
    ['sell', 'Delivered by mail, please confirm when you get it.'],
  ],
  [
    ['sell', 'Hello! Please be online at the mailbox for the trade.'],
    ['buy', 'On my way, two minutes.'],
    ['sell', 'Sent, check your inbox.'],
  ],
  [
    ['buy', 'Could you do a better price for 10k?'],
    ['sell', 'For 10k I can go 3% lower.'],
    ['buy', 'Deal, placing the order now.'],
  ],
];

interface SeedConversation {
  parties: Record<ChatSide, string>;
  orderNo?: string;
  /** when the order was placed: its conversation starts then */
  at?: string;
}

/** The seed accounts trade with each other and with a few synthetic stores. */
function directPairs(users: Record<string, UserRecord>): SeedConversation[] {
  const { buyer, supplier, trader } = SEED_IDS;
  const synthetic = Object.values(users).filter((u) => Number(u.id) >= 20001 && u.puid === '0');
  const sellers = synthetic.filter((u) => u.supplier).slice(0, 4);
  const buyers = synthetic.filter((u) => u.reseller).slice(0, 4);
  const pairs: SeedConversation[] = [
    { parties: { buy: buyer, sell: supplier } },
    { parties: { buy: buyer, sell: trader } },
    { parties: { buy: trader, sell: supplier } },
  ];
  sellers.slice(0, 3).forEach((s) => pairs.push({ parties: { buy: buyer, sell: s.id } }));
  buyers.slice(0, 3).forEach((b) => pairs.push({ parties: { buy: b.id, sell: supplier } }));
  sellers.slice(3, 4).forEach((s) => pairs.push({ parties: { buy: trader, sell: s.id } }));
  buyers.slice(3, 4).forEach((b) => pairs.push({ parties: { buy: b.id, sell: trader } }));
  return pairs.filter((p) => users[p.parties.buy] && users[p.parties.sell]);
}

/** Up to `per` most recent orders of each seed account, by order time. */
function orderConversations(orders: OrderParties[], per: number): SeedConversation[] {
  const seedIds = new Set<string>([SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader]);
  const count = new Map<string, number>();
  const out: SeedConversation[] = [];
  const sorted = [...orders].sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '') || a.orderNo.localeCompare(b.orderNo));
  for (const o of sorted) {
    if (o.buyerId === o.sellerId) continue;
    const involved = [o.buyerId, o.sellerId].filter((id) => seedIds.has(id));
    if (involved.length === 0 || involved.some((id) => (count.get(id) ?? 0) >= per)) continue;
    involved.forEach((id) => count.set(id, (count.get(id) ?? 0) + 1));
    out.push({ parties: { buy: o.buyerId, sell: o.sellerId }, orderNo: o.orderNo, at: o.at });
  }
  return out;
}

/**
 * Whether a party leaves the last incoming lines unread. `supplier` starts with everything read,
 * so its badge moves only with new messages; `buyer` and `trader` open with a few unread.
 */
function leavesUnread(prng: Prng, party: string): boolean {
  if (party === SEED_IDS.supplier) return false;
  if (party === SEED_IDS.buyer || party === SEED_IDS.trader) return prng.next() < 0.5;
  return prng.next() < 0.3;
}

function seedConversation(db: ChatDb, prng: Prng, spec: SeedConversation, start: number): ConversationRecord {
  const conv = createConversation(db, {
    kind: spec.orderNo ? 'ORDER' : 'DIRECT',
    orderNo: spec.orderNo,
    parties: spec.parties,
    createdAt: iso(start),
  });
  const script = prng.pick(SCRIPTS);
  let at = start;
  for (const [side, text] of script) {
    at += prng.int(1, 12) * 60_000;
    appendMessage(db, conv, side, { type: 'TEXT', content: text }, iso(at));
  }
  // appendMessage marks the sender read; settle the other side's read mark
  const lastSide = script[script.length - 1][0];
  const reader: ChatSide = lastSide === 'buy' ? 'sell' : 'buy';
  const seqs = db.chat.messages.filter((m) => m.conversationId === conv.id).map((m) => m.seq);
  const lastSeq = seqs[seqs.length - 1];
  const readerTail = script.filter(([s]) => s === lastSide).length;
  db.chat.reads[`${conv.id}:${reader}`] = leavesUnread(prng, spec.parties[reader])
    ? lastSeq - Math.min(readerTail, prng.int(1, 2))
    : lastSeq;
  return conv;
}

/** [type, side, params, when the event happened (its order's time) if known] */
type NotificationSeed = [NotificationType, ChatSide | undefined, Record<string, string>, string?];

function notificationsFor(userId: string, orders: OrderParties[], stockTitles: string[]): NotificationSeed[] {
  const recent = [...orders].sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '') || a.orderNo.localeCompare(b.orderNo));
  // the newest order of the user on that side in one of these statuses (any, when none matches)
  const pick = (side: ChatSide, statuses: string[]): OrderParties | undefined => {
    const mine = recent.filter((o) => (side === 'sell' ? o.sellerId : o.buyerId) === userId);
    return mine.find((o) => o.status && statuses.includes(o.status)) ?? mine[0];
  };
  const out: NotificationSeed[] = [
    ['SYSTEM', undefined, { text: '平台将于周日 02:00–04:00 维护升级 / Maintenance on Sunday 02:00–04:00 (Beijing time)' }],
  ];
  const push = (type: NotificationType, side: ChatSide, statuses: string[]) => {
    const o = pick(side, statuses);
    if (!o) return;
    const params: Record<string, string> = { orderNo: o.orderNo };
    if (o.quantity) params.quantity = o.quantity;
    if (o.amount) params.amount = o.amount;
    out.push([type, side, params, o.at]);
  };
  push('ORDER_NEW', 'sell', ['TO_DELIVER']);
  push('ORDER_TIMEOUT', 'sell', ['CANCELED_TIMEOUT']);
  push('ORDER_CANCEL', 'sell', ['CANCELED_BUYER', 'CANCELED_PLATFORM']);
  push('ORDER_AUTO', 'sell', ['COMPLETED']);
  push('ORDER_AUTO', 'buy', ['COMPLETED']);
  push('ORDER_CANCEL', 'buy', ['CANCELED_SELLER', 'CANCELED_PLATFORM']);
  stockTitles.slice(0, 2).forEach((title, i) => out.push(['ORDER_STOCK', 'sell', { title, stock: String(3 + i * 7) }]));
  if (stockTitles.length > 0)
    out.push([
      'SUPPLIER',
      'sell',
      { text: '供货商须知：新的发货时效规则下周一生效 / Supplier notice: new delivery time rules apply from next Monday' },
    ]);
  return out;
}

export function emptyChatState(): ChatState {
  return { seq: 0, conversationSeq: 0, notificationSeq: 0, accounts: {}, conversations: [], messages: [], reads: {}, notifications: [] };
}

/** The chat slice of a new store: deterministic for the same seed context. */
export function seedChat(ctx: SeedContext): ChatState {
  const state = emptyChatState();
  seedChatData(ctx, state);
  return state;
}

/** Deterministic conversations, messages, read marks and notifications for the seed accounts. */
function seedChatData(ctx: SeedContext, state: ChatState): void {
  const db: ChatDb = { users: ctx.users, chat: state, trade: ctx.trade };
  const prng = createPrng(8801);
  const anchor = ctx.market?.anchor ?? Math.floor(now() / DAY_MS) * DAY_MS;
  const orders = tradeOrders(db);
  const specs = [...directPairs(ctx.users), ...orderConversations(orders, 8)];
  // direct ones spread over the past days; an order's starts when it was placed. Nothing ends after
  // the current hour began (like trade's open orders, so two seeds within an hour are identical).
  const latest = Math.floor(now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const starts = specs.map((spec, i) => {
    const placed = spec.at ? Date.parse(spec.at) : NaN;
    const start = Number.isFinite(placed) ? placed + 60_000 : anchor - (specs.length - i) * 5 * HOUR_MS - prng.int(0, 60) * 60_000;
    return Math.min(start, latest);
  });
  // oldest first, so seqs and times grow together
  specs
    .map((spec, i) => ({ spec, start: starts[i] }))
    .sort((a, b) => a.start - b.start)
    .forEach(({ spec, start }) => seedConversation(db, prng, spec, start));
  // the order lists' unread chat counts are the order conversations' (none without one)
  for (const o of orders) {
    syncOrderUnread(db, o.orderNo, 'buy', 0);
    syncOrderUnread(db, o.orderNo, 'sell', 0);
  }
  for (const conv of state.conversations) {
    if (conv.kind !== 'ORDER' || !conv.orderNo) continue;
    syncOrderUnread(db, conv.orderNo, 'buy', unreadCount(db, conv, 'buy'));
    syncOrderUnread(db, conv.orderNo, 'sell', unreadCount(db, conv, 'sell'));
  }

  const commodities = ctx.market?.commodities ?? [];
  for (const userId of [SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader]) {
    const titles = commodities.filter((c) => c.supplierId === userId).map((c) => c.title);
    const seeds = notificationsFor(userId, orders, titles);
    // an order event follows its order; the others spread over the last day; oldest first
    const timed = seeds
      .map(([type, side, params, orderAt], i) => {
        const placed = orderAt ? Date.parse(orderAt) : NaN;
        const at = Number.isFinite(placed) ? Math.min(placed + 30 * 60_000, latest) : anchor - (seeds.length - i) * 3 * HOUR_MS;
        return { type, side, params, at };
      })
      .sort((a, b) => a.at - b.at);
    timed.forEach(({ type, side, params, at }, i) => {
      const record = pushNotification(db, { userId, type, side, orderNo: params.orderNo, params, at: iso(at) });
      record.read = i < timed.length - 3; // the three newest are unread
    });
  }
}
