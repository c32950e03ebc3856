import { MOCK_CONTROL } from '../src/constants/api';
import { getDb } from './_db/store';
import { PLATFORM_ACTIONS, platformAction, type PlatformAction } from './_db/trade/actions';
import { parseTradeConfigPatch } from './_db/trade/config';
import { param } from './_db/trade/http';
import { requireOrder, runClock } from './_db/trade/orders';
import { generateOrders } from './_db/trade/seed';
import { findUserByUsername } from './_db/users';
import { handlers } from './_lib/handlers';
import { invalid } from './_lib/http';
import { bodyOf, str } from './_lib/input';

/**
 * Trade control calls for tests and demos (exempt from latency and faults):
 *   GET  /api/mock/trade/config            the rule durations in force
 *   POST /api/mock/trade/config            change any of them (ms), e.g. { payWindowMs: 3000, settleDelayMs: 0 }
 *   POST /api/mock/trade/orders/{no}/platform  { action: PAUSE|RESUME|LOCK|UNLOCK|RESOLVE|CANCEL, note? }
 *   POST /api/mock/trade/generate          { seller: username, count } adds finished orders (benchmarks)
 * POST /api/mock/reset restores the defaults.
 */
const M = `${MOCK_CONTROL}/trade`;

export default handlers({
  [`GET ${M}/config`]: () => getDb().trade.config,
  [`POST ${M}/config`]: (req) => {
    const { patch, violations } = parseTradeConfigPatch(bodyOf(req));
    if (violations.length) throw invalid(violations);
    const db = getDb();
    Object.assign(db.trade.config, patch);
    return db.trade.config;
  },
  [`POST ${M}/orders/:orderNo/platform`]: (req) => {
    const db = getDb();
    runClock(db);
    const action = str(bodyOf(req), 'action') as PlatformAction | undefined;
    if (!action || !PLATFORM_ACTIONS.includes(action))
      throw invalid([{ field: 'action', message: `action must be one of ${PLATFORM_ACTIONS.join(', ')}` }]);
    const order = platformAction(db, requireOrder(db, param(req, 'orderNo')), action, str(bodyOf(req), 'note'));
    return { orderNo: order.orderNo, status: order.status };
  },
  [`POST ${M}/generate`]: (req) => {
    const db = getDb();
    const body = bodyOf(req);
    const seller = findUserByUsername(db, String(body.seller ?? 'supplier'));
    const count = Number(body.count);
    if (!seller) throw invalid([{ field: 'seller', message: 'unknown seller' }]);
    if (!Number.isInteger(count) || count < 1 || count > 50_000) throw invalid([{ field: 'count', message: 'count must be 1..50000' }]);
    return { created: generateOrders(db, seller.id, count), total: db.trade.orders.length };
  },
});
