import { mockControlApi } from '@/domain/mock/endpoints';
import chatFrame from '../../../mock/chat-frame';
import chatIcons from '../../../mock/chat-icons';
import chatIm from '../../../mock/chat-im';
import chatNotifications from '../../../mock/chat-notifications';
import { accountOf, accountsOf, initAccounts, viewerOf } from '../../../mock/_db/chat/accounts';
import {
  listConversations,
  markRead,
  openConversation,
  orderUnread,
  sendMessage,
  unreadByOrder,
  unreadEntries,
} from '../../../mock/_db/chat/conversations';
import { markNotificationsRead, pollNotifications, pushNotification } from '../../../mock/_db/chat/notifications';
import { tradeOrders } from '../../../mock/_db/chat/orders';
import { seedDb } from '../../../mock/_db/seed';
import { seedChat } from '../../../mock/_db/chat/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import { findUserByUsername } from '../../../mock/_db/users';
import { ApiFailure } from '../../../mock/_lib/http';
import { route } from '../mock/fakeHttp';

const AT = '2026-01-02T03:04:05.000Z';
let db: MockDb;
const user = (name: string) => {
  const u = findUserByUsername(db, name);
  if (!u) throw new Error(`no ${name}`);
  return u;
};
const token = (name: string) => issueToken(db, user(name).id).accessToken;
const statusOf = (fn: () => unknown): number => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiFailure) return e.status;
    throw e;
  }
  return 200;
};

// Seeding the whole store takes seconds: each block starts from one fresh seed and its tests
// create what they need without depending on one another.
const fresh = () => {
  db = resetDb();
};

describe('seed', () => {
  beforeAll(fresh);

  it('is deterministic', () => {
    const { chat: _chat, ...ctx } = seedDb();
    expect(seedChat(ctx)).toEqual(seedChat(ctx));
    expect(seedChat(ctx)).toEqual(db.chat);
  });

  it('gives conversations to the seed accounts, unread for buyer, none for supplier', () => {
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const supplier = viewerOf(db, user('supplier'), 'sell');
    expect(listConversations(db, buyer).length).toBeGreaterThan(3);
    expect(listConversations(db, supplier).length).toBeGreaterThan(3);
    expect(unreadEntries(db, buyer.userId, ['buy']).length).toBeGreaterThan(0);
    expect(unreadEntries(db, supplier.userId, ['sell'])).toEqual([]);
  });

  it('seeds the order lists’ unread counts from the order conversations', () => {
    const withConv = new Set(db.chat.conversations.filter((c) => c.kind === 'ORDER').map((c) => c.orderNo));
    const stray = db.trade.orders.filter((o) => !withConv.has(o.orderNo) && (o.unreadBuyer > 0 || o.unreadSeller > 0));
    expect(stray).toEqual([]);
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const unreadOrders = db.trade.orders.filter((o) => o.buyer.id === SEED_IDS.buyer && o.unreadBuyer > 0);
    unreadOrders.forEach((o) => expect(o.unreadBuyer).toBe(orderUnread(db, buyer.userId, 'buy', o.orderNo)));
  });

  it('opens one conversation per recent order of the seed accounts, between its parties', () => {
    const orders = new Map(tradeOrders(db).map((o) => [o.orderNo, o]));
    const orderConvs = db.chat.conversations.filter((c) => c.kind === 'ORDER');
    expect(orderConvs.length).toBeGreaterThan(0);
    for (const c of orderConvs) {
      const o = orders.get(c.orderNo ?? '');
      expect(o).toBeDefined();
      expect(c.parties).toEqual({ buy: o?.buyerId, sell: o?.sellerId });
    }
  });
});

describe('chat accounts', () => {
  beforeAll(fresh);

  it('come from the roles, and the initialisation call adds the missing side', () => {
    const buyer = user('buyer');
    expect(accountsOf(db, buyer)).toEqual({ buy: buyer.resellerInfo?.imAccount });
    expect(initAccounts(db, buyer, 'sell', AT)).toEqual({ buy: buyer.resellerInfo?.imAccount, sell: `im_${buyer.id}` });
    expect(initAccounts(db, buyer, undefined, AT)).toEqual(accountsOf(db, buyer)); // idempotent
  });

  it('refuses a sub-account the side it may not use, and uses the parent account otherwise', () => {
    const sub = user('supplier_sub');
    expect(statusOf(() => initAccounts(db, sub, 'buy', AT))).toBe(403);
    expect(accountsOf(db, sub)).toEqual({ sell: accountOf(db, SEED_IDS.supplier, 'sell') });
    expect(viewerOf(db, sub, 'sell').userId).toBe(SEED_IDS.supplier);
  });

  it('answers 409 when a side has no account yet', () => {
    expect(statusOf(() => viewerOf(db, user('newbie'), 'buy'))).toBe(409);
  });
});

describe('conversations', () => {
  beforeAll(fresh);

  it('counts a message as unread for the other side until it is read', () => {
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const supplier = viewerOf(db, user('supplier'), 'sell');
    const conv = openConversation(db, buyer, { switchUserId: supplier.account }, AT);
    expect(conv.kind).toBe('DIRECT');
    sendMessage(db, buyer, conv.id, { type: 'TEXT', content: '  hello  ' }, AT);
    const seen = listConversations(db, supplier).find((c) => c.id === conv.id);
    expect(seen).toMatchObject({ unreadCount: 1, lastMessage: { content: 'hello', mine: false }, counterpartyId: buyer.userId });
    expect(unreadEntries(db, supplier.userId, ['sell'])).toEqual([
      { side: 'sell', conversationId: conv.id, counterpartyId: buyer.userId, unreadCount: 1 },
    ]);
    expect(markRead(db, supplier, conv.id).unreadCount).toBe(0);
    expect(unreadEntries(db, supplier.userId, ['sell'])).toEqual([]);
  });

  it('keeps one conversation per order and checks the order parties', () => {
    const order = tradeOrders(db).find((o) => o.buyerId === SEED_IDS.buyer && o.sellerId === SEED_IDS.supplier);
    if (!order) throw new Error('the trade seed has no buyer → supplier order (or chat no longer reads its orders)');
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const supplier = viewerOf(db, user('supplier'), 'sell');
    const a = openConversation(db, buyer, { switchUserId: supplier.account, orderNo: order.orderNo }, AT);
    const b = openConversation(db, supplier, { switchUserId: buyer.account, orderNo: order.orderNo }, AT);
    expect(a.id).toBe(b.id);
    sendMessage(db, buyer, a.id, { type: 'TEXT', content: 'about the order' }, AT);
    expect(orderUnread(db, supplier.userId, 'sell', order.orderNo)).toBeGreaterThanOrEqual(1);
    expect(unreadByOrder(db, supplier.userId, 'sell')[order.orderNo]).toBeGreaterThanOrEqual(1);
    // the order lists' badge and unread tab read the same count, and reading the chat clears it
    const record = db.trade.byNo[order.orderNo];
    expect(record.unreadSeller).toBe(orderUnread(db, supplier.userId, 'sell', order.orderNo));
    sendMessage(db, buyer, a.id, { type: 'TEXT', content: 'one more' }, AT);
    expect(record.unreadSeller).toBe(orderUnread(db, supplier.userId, 'sell', order.orderNo));
    markRead(db, supplier, a.id);
    expect(record.unreadSeller).toBe(0);
    const trader = viewerOf(db, user('trader'), 'sell');
    expect(statusOf(() => openConversation(db, buyer, { switchUserId: trader.account, orderNo: order.orderNo }, AT))).toBe(400);
    expect(statusOf(() => openConversation(db, buyer, { switchUserId: supplier.account, orderNo: 'NO-SUCH-ORDER' }, AT))).toBe(404);
  });

  it('validates messages', () => {
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const conv = openConversation(db, buyer, { switchUserId: viewerOf(db, user('supplier'), 'sell').account }, AT);
    expect(statusOf(() => sendMessage(db, buyer, conv.id, { type: 'TEXT', content: '   ' }, AT))).toBe(400);
    expect(statusOf(() => sendMessage(db, buyer, conv.id, { type: 'TEXT', content: 'x'.repeat(2001) }, AT))).toBe(400);
    expect(statusOf(() => sendMessage(db, buyer, conv.id, { type: 'IMAGE', content: 'javascript:alert(1)' }, AT))).toBe(400);
    expect(statusOf(() => sendMessage(db, buyer, conv.id, { type: 'HTML', content: '<b>' }, AT))).toBe(400);
    expect(sendMessage(db, buyer, conv.id, { type: 'IMAGE', content: 'data:image/png;base64,iVBORw0KGgo=' }, AT).type).toBe('IMAGE');
  });

  it('refuses strangers and self-chat', () => {
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const conv = openConversation(db, buyer, { switchUserId: viewerOf(db, user('supplier'), 'sell').account }, AT);
    const trader = viewerOf(db, user('trader'), 'buy');
    expect(statusOf(() => sendMessage(db, trader, conv.id, { type: 'TEXT', content: 'hi' }, AT))).toBe(403);
    initAccounts(db, user('buyer'), 'sell', AT);
    expect(statusOf(() => openConversation(db, buyer, { switchUserId: accountOf(db, SEED_IDS.buyer, 'sell') ?? '' }, AT))).toBe(400);
  });
});

describe('routes', () => {
  beforeAll(fresh);

  it('initialises an account, resolves who to talk to and lists unread', async () => {
    const t = token('buyer');
    const init = await route(chatIm, 'POST /api/v1/usercenter/customers/createImAccount', { token: t, body: { side: 'sell' } });
    expect(init.body).toEqual({ buy: `im_${SEED_IDS.buyer}`, sell: `im_${SEED_IDS.buyer}` });
    const who = await route(chatIm, 'GET /api/v1/shop/chat/order', { token: t, query: { side: 'buy', counterpartyId: SEED_IDS.supplier } });
    expect(who.body).toMatchObject({
      side: 'buy',
      myAccount: `im_${SEED_IDS.buyer}`,
      counterpartyId: SEED_IDS.supplier,
      counterpartyAccount: `im_${SEED_IDS.supplier}`,
    });
    const list = await route(chatIm, 'GET /api/v1/shop/chat/order/unread/list', { token: t });
    expect(list.body).toMatchObject({ accounts: { buy: `im_${SEED_IDS.buyer}`, sell: `im_${SEED_IDS.buyer}` } });
    expect((await route(chatIm, 'GET /api/v1/shop/chat/order/unread/list', {})).statusCode).toBe(401);
  });

  it('reports a counterparty without a chat account (SPEC §8 warns about it)', async () => {
    const res = await route(chatIm, 'GET /api/v1/shop/chat/order', {
      token: token('buyer'),
      query: { side: 'buy', counterpartyId: SEED_IDS.newbie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toHaveProperty('counterpartyAccount');
  });

  it('answers the sub-account initialisation refusal with a titled error', async () => {
    const res = await route(chatIm, 'POST /api/v1/usercenter/customers/createImAccount', {
      token: token('supplier_sub'),
      body: { side: 'buy' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ title: 'Forbidden' });
  });

  it('sends through the frame service and answers customer service automatically', async () => {
    const t = token('buyer');
    const accounts = await route(chatIm, 'GET /api/v1/shop/chat/customer/service/im/account', { token: t });
    expect(accounts.body).toEqual([
      { side: 'buy', imAccount: 'cs_buy', nickname: 'Buyer support' },
      { side: 'sell', imAccount: 'cs_sell', nickname: 'Seller support' },
    ]);
    const opened = await route(chatFrame, 'POST /api/chat/conversations/open', {
      token: t,
      query: { side: 'buy' },
      body: { switchUserId: 'cs_buy' },
    });
    const conv = opened.body as { id: string; kind: string };
    expect(conv.kind).toBe('SERVICE');
    const sent = await route(chatFrame, 'POST /api/chat/conversations/:id/messages', {
      token: t,
      path: `/api/chat/conversations/${conv.id}/messages`,
      params: { id: conv.id },
      query: { side: 'buy' },
      body: { type: 'TEXT', content: 'help' },
    });
    expect(sent.statusCode).toBe(201);
    const history = await route(chatFrame, 'GET /api/chat/conversations/:id/messages', {
      token: t,
      params: { id: conv.id },
      query: { side: 'buy' },
    });
    const records = (history.body as { records: Array<{ mine: boolean; type: string }> }).records;
    expect(records.map((m) => [m.type, m.mine])).toEqual([
      ['SYSTEM', false],
      ['TEXT', true],
      ['TEXT', false],
    ]);
    // customer service is not counted on the tabs
    const list = await route(chatFrame, 'GET /api/chat/conversations', { token: t, query: { side: 'buy' } });
    expect((list.body as Array<{ id: string }>).some((c) => c.id === conv.id)).toBe(false);
  });

  it('pages history backwards and reports arrivals after a seq', async () => {
    const buyer = viewerOf(db, user('buyer'), 'buy');
    const conv = openConversation(db, buyer, { switchUserId: viewerOf(db, user('supplier'), 'sell').account }, AT);
    for (let i = 0; i < 35; i += 1) sendMessage(db, buyer, conv.id, { type: 'TEXT', content: `m${i}` }, AT);
    const t = token('buyer');
    const page1 = (
      await route(chatFrame, 'GET /api/chat/conversations/:id/messages', { token: t, params: { id: conv.id }, query: { side: 'buy' } })
    ).body as {
      records: Array<{ seq: number; content: string }>;
      hasMore: boolean;
    };
    expect(page1.records).toHaveLength(30);
    expect(page1.hasMore).toBe(true);
    const before = String(page1.records[0].seq);
    const page2 = (
      await route(chatFrame, 'GET /api/chat/conversations/:id/messages', {
        token: t,
        params: { id: conv.id },
        query: { side: 'buy', before },
      })
    ).body as {
      records: unknown[];
      hasMore: boolean;
    };
    expect(page2.hasMore).toBe(false);
    const after = String(page1.records[29].seq - 2);
    const newer = (
      await route(chatFrame, 'GET /api/chat/conversations/:id/messages', {
        token: t,
        params: { id: conv.id },
        query: { side: 'buy', after },
      })
    ).body as {
      records: Array<{ content: string }>;
    };
    expect(newer.records.map((m) => m.content)).toEqual(['m33', 'm34']);
    const bad = await route(chatFrame, 'GET /api/chat/conversations/:id/messages', {
      token: t,
      params: { id: conv.id },
      query: { side: 'both' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('serves local icons in the public service shape', async () => {
    const res = await route(chatIcons, 'GET /api/icons/:prefix', {
      params: { prefix: 'ant-design' },
      query: { icons: 'bell-outlined,nope' },
    });
    const body = res.body as { icons: Record<string, { body: string; width: number }>; not_found: string[] };
    expect(body.icons['bell-outlined'].body).toContain('<path');
    expect(body.icons['bell-outlined'].width).toBe(896);
    expect(body.not_found).toEqual(['nope']);
    expect((await route(chatIcons, 'GET /api/icons/:prefix', { params: { prefix: 'mdi' }, query: { icons: 'home' } })).statusCode).toBe(
      404,
    );
  });
});

describe('notifications', () => {
  beforeAll(fresh);

  it('polls from a cursor: the first poll only learns where it stands', () => {
    const supplier = user('supplier');
    const first = pollNotifications(db, supplier, undefined);
    expect(first.items).toEqual([]);
    expect(first.unread).toBeGreaterThan(0);
    pushNotification(db, { userId: supplier.id, type: 'ORDER_NEW', orderNo: 'T1', params: { amount: '1.5' }, at: AT });
    const next = pollNotifications(db, supplier, first.cursor);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({ type: 'ORDER_NEW', orderNo: 'T1', params: { amount: '1.5', orderNo: 'T1' }, read: false });
    expect(next.unread).toBe(first.unread + 1);
    expect(pollNotifications(db, supplier, next.cursor).items).toEqual([]);
  });

  it('belong to the main account: a sub-account sees its parent notifications', () => {
    const sub = user('supplier_sub');
    pushNotification(db, { userId: sub.id, type: 'ORDER_CANCEL', orderNo: 'T2', at: AT });
    expect(db.chat.notifications[db.chat.notifications.length - 1].userId).toBe(SEED_IDS.supplier);
  });

  it('marks some or all read', () => {
    const supplier = user('supplier');
    const n = pushNotification(db, { userId: supplier.id, type: 'ORDER_TIMEOUT', orderNo: 'T3', at: AT });
    const before = pollNotifications(db, supplier, undefined).unread;
    expect(markNotificationsRead(db, supplier, { ids: [n.id] })).toEqual({ updated: 1, unread: before - 1 });
    expect(markNotificationsRead(db, supplier, { all: true })).toEqual({ updated: before - 1, unread: 0 });
    expect(statusOf(() => markNotificationsRead(db, supplier, {}))).toBe(400);
  });

  it('routes: list with filters, poll, mark read, and the control call', async () => {
    const t = token('buyer');
    const raised = await route(chatNotifications, mockControlApi.pushNotification.key, {
      body: { username: 'buyer', type: 'ORDER_AUTO', orderNo: 'T4', side: 'buy' },
    });
    expect(raised.statusCode).toBe(201);
    const unread = await route(chatNotifications, 'POST /api/v1/shop/notification/message/list', {
      token: t,
      body: { read: false, size: 50 },
    });
    const page = unread.body as { records: Array<{ read: boolean; type: string }>; total: number };
    expect(page.records.every((r) => !r.read)).toBe(true);
    expect(page.records[0].type).toBe('ORDER_AUTO');
    const bad = await route(chatNotifications, 'POST /api/v1/shop/notification/message/list', { token: t, body: { type: 'NOPE' } });
    expect(bad.statusCode).toBe(400);
    const read = await route(chatNotifications, 'PATCH /api/v1/shop/notification/message', { token: t, body: { all: true } });
    expect(read.body).toMatchObject({ unread: 0 });
    const poll = await route(chatNotifications, 'POST /api/v1/notifications', { token: t, body: {} });
    expect(poll.body).toMatchObject({ unread: 0, items: [] });
    expect(getDb()).toBe(db);
  });
});
