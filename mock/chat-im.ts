import { A, B, MOCK_CONTROL } from '../src/constants/api';
import type { ChatOrderInfo, ChatUnreadList, CustomerServiceAccount } from '../src/types';
import { now } from './_db/clock';
import {
  accountOf,
  accountsOf,
  assertMaySide,
  chatConfig,
  initAccounts,
  setChatConfig,
  maySide,
  opposite,
  partyName,
  serviceAccount,
  SIDES,
  viewerOf,
} from './_db/chat/accounts';
import { postOrderMessage, resolveCounterparty, unreadEntries } from './_db/chat/conversations';
import { findOrderParties } from './_db/chat/orders';
import { isoNow, parseSide } from './_db/chat/input';
import { getDb } from './_db/store';
import { ownerOf } from './_db/users';
import { handlers } from './_lib/handlers';
import { created, invalid } from './_lib/http';
import { bodyOf, queryStr, str } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

/**
 * The console's side of chat: accounts, who to talk to, unread counts, customer service. Control
 * call (exempt from latency and faults; POST /api/mock/reset restores the default):
 *   GET|POST /api/mock/chat/config  { accountCreateDelayMs } — chat accounts appear that long after
 *   the initialisation call (to see /pending/accountCreatePending wait); 0 = at once.
 */
export default handlers({
  [`GET ${MOCK_CONTROL}/chat/config`]: () => chatConfig(getDb()),
  [`POST ${MOCK_CONTROL}/chat/config`]: (req) => {
    const { config, violations } = setChatConfig(getDb(), bodyOf(req));
    if (violations.length) throw invalid(violations);
    return config;
  },

  /** The chat account initialisation call: body { side? }; answers the caller's accounts. */
  [`POST ${A}/customers/createImAccount`]: (req) => {
    const user = requireUser(req);
    const side = str(bodyOf(req), 'side');
    return initAccounts(getDb(), user, side === undefined ? undefined : parseSide(side), isoNow(now()));
  },

  /** Query side, counterpartyId, orderNo?: the two chat accounts switchConversation needs. */
  [`GET ${B}/chat/order`]: (req): ChatOrderInfo => {
    const db = getDb();
    const user = requireUser(req);
    const side = parseSide(queryStr(req, 'side'));
    const orderNo = queryStr(req, 'orderNo') || undefined;
    const owner = ownerOf(db, user);
    assertMaySide(user, side);
    const counterpartyId = resolveCounterparty(db, { userId: owner.id, side }, queryStr(req, 'counterpartyId'), orderNo);
    const other = opposite(side);
    return {
      side,
      orderNo,
      myAccount: accountOf(db, owner.id, side),
      counterpartyId,
      counterpartyName: partyName(db, counterpartyId, other),
      counterpartyAccount: accountOf(db, counterpartyId, other),
    };
  },

  [`GET ${B}/chat/order/unread/list`]: (req): ChatUnreadList => {
    const db = getDb();
    const user = requireUser(req);
    const accounts = accountsOf(db, user);
    const sides = SIDES.filter((s) => accounts[s]);
    return { accounts, list: unreadEntries(db, ownerOf(db, user).id, sides) };
  },

  /** One customer-service chat id per side the caller may use. */
  [`GET ${B}/chat/customer/service/im/account`]: (req): CustomerServiceAccount[] => {
    const user = requireUser(req);
    return SIDES.filter((s) => maySide(user, s)).map((side) => ({
      side,
      imAccount: serviceAccount(side),
      nickname: side === 'buy' ? 'Buyer support' : 'Seller support',
    }));
  },

  /** Body { orderNo, side, counterpartyId, content }: a text into the order's conversation. */
  [`POST /api/chat/ordergroup/sendChatMsg`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    const body = bodyOf(req);
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
    const msg = postOrderMessage(db, order, side, { type: 'TEXT', content: str(body, 'content') ?? '' }, isoNow(now()));
    return created({ id: msg.id, seq: msg.seq, conversationId: msg.conversationId, sentAt: msg.sentAt });
  },
});
