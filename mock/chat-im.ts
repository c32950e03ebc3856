import { chatApi } from '../src/domain/chat/endpoints';
import { CHAT_SIDES } from '../src/domain/chat/types';
import { mockControlApi } from '../src/domain/mock/endpoints';
import { now } from './_db/clock';
import {
  accountOf,
  accountsOf,
  assertMaySide,
  chatConfig,
  findOrderParties,
  initAccounts,
  maySide,
  opposite,
  parseSide,
  partyName,
  postOrderMessage,
  resolveCounterparty,
  serviceAccount,
  setChatConfig,
  unreadEntries,
  viewerOf,
} from './_db/chat';
import { getDb } from './_db/store';
import { ownerOf } from './_db/users';
import { iso } from './_lib/dates';
import { handlers, route } from './_lib/handlers';
import { created, invalid } from './_lib/http';
import { str } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

/**
 * The console's side of chat: accounts, who to talk to, unread counts, customer service. Control
 * call (exempt from latency and faults; POST /api/mock/reset restores the default):
 *   GET|POST /api/mock/chat/config  { accountCreateDelayMs } — chat accounts appear that long after
 *   the initialisation call (to see /pending/accountCreatePending wait); 0 = at once.
 */
export default handlers({
  ...route(mockControlApi.getChatConfig, () => chatConfig(getDb())),
  ...route(mockControlApi.setChatConfig, ({ body }) => {
    const { config, violations } = setChatConfig(getDb(), body);
    if (violations.length) throw invalid(violations);
    return config;
  }),

  /** The chat account initialisation call: body { side? }; answers the caller's accounts. */
  ...route(chatApi.initChatAccount, ({ req, body }) => {
    const user = requireUser(req);
    const side = str(body, 'side');
    return initAccounts(getDb(), user, side === undefined ? undefined : parseSide(side), iso(now()));
  }),

  /** Query side, counterpartyId, orderNo?: the two chat accounts switchConversation needs. */
  ...route(chatApi.getOrderChat, ({ req, query }) => {
    const db = getDb();
    const user = requireUser(req);
    const side = parseSide(query.side);
    const orderNo = query.orderNo || undefined;
    const owner = ownerOf(db, user);
    assertMaySide(user, side);
    const counterpartyId = resolveCounterparty(db, { userId: owner.id, side }, query.counterpartyId, orderNo);
    const other = opposite(side);
    return {
      side,
      orderNo,
      myAccount: accountOf(db, owner.id, side),
      counterpartyId,
      counterpartyName: partyName(db, counterpartyId, other),
      counterpartyAccount: accountOf(db, counterpartyId, other),
    };
  }),

  ...route(chatApi.getChatUnreadList, ({ req }) => {
    const db = getDb();
    const user = requireUser(req);
    const accounts = accountsOf(db, user);
    const sides = CHAT_SIDES.filter((s) => accounts[s]);
    return { accounts, list: unreadEntries(db, ownerOf(db, user).id, sides) };
  }),

  /** One customer-service chat id per side the caller may use. */
  ...route(chatApi.getCustomerServiceAccounts, ({ req }) => {
    const user = requireUser(req);
    return CHAT_SIDES.filter((s) => maySide(user, s)).map((side) => ({
      side,
      imAccount: serviceAccount(side),
      nickname: side === 'buy' ? 'Buyer support' : 'Seller support',
    }));
  }),

  /** Body { orderNo, side, counterpartyId, content }: a text into the order's conversation. */
  ...route(chatApi.sendOrderChatMessage, ({ req, body }) => {
    const db = getDb();
    const user = requireUser(req);
    const side = parseSide(str(body, 'side'));
    const orderNo = str(body, 'orderNo');
    if (!orderNo) throw invalid([{ field: 'orderNo', message: tr('server.field.required', { field: 'orderNo' }) }]);
    const viewer = viewerOf(db, user, side);
    const counterparty = resolveCounterparty(db, viewer, str(body, 'counterpartyId'), orderNo);
    const known = findOrderParties(db, orderNo);
    const order = known ?? {
      orderNo,
      buyerId: side === 'buy' ? viewer.userId : counterparty,
      sellerId: side === 'sell' ? viewer.userId : counterparty,
    };
    const msg = postOrderMessage(db, order, side, { type: 'TEXT', content: str(body, 'content') ?? '' }, iso(now()));
    return created({ id: msg.id, seq: msg.seq, conversationId: msg.conversationId, sentAt: msg.sentAt });
  }),
});
