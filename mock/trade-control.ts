import { isPlatformAction, PLATFORM_ACTIONS } from '../src/domain/trade/codes';
import { tradeApi } from '../src/domain/trade/endpoints';
import { getDb } from './_db/store';
import { generateOrders, parseTradeConfigPatch, platformAction, requireOrder, runClock } from './_db/trade';
import { findUserByUsername } from './_db/users';
import { handlers, route } from './_lib/handlers';
import { invalid } from './_lib/http';
import { tr } from './_lib/i18n';
import { str } from './_lib/input';

/**
 * Trade control calls for tests and demos (exempt from latency and faults):
 *   GET  /api/mock/trade/config            the rule durations in force
 *   POST /api/mock/trade/config            change any of them (ms), e.g. { payWindowMs: 3000, settleDelayMs: 0 }
 *   POST /api/mock/trade/orders/{no}/platform  { action: PAUSE|RESUME|LOCK|UNLOCK|RESOLVE|CANCEL, note? }
 *   POST /api/mock/trade/generate          { seller: username, count } adds finished orders (benchmarks)
 * POST /api/mock/reset restores the defaults.
 */
const MAX_GENERATED = 50_000;

export default handlers({
  ...route(tradeApi.getTradeConfig, () => getDb().trade.config),
  ...route(tradeApi.updateTradeConfig, ({ body }) => {
    const { patch, violations } = parseTradeConfigPatch(body);
    if (violations.length) throw invalid(violations);
    const db = getDb();
    Object.assign(db.trade.config, patch);
    return db.trade.config;
  }),
  ...route(tradeApi.platformOrderAction, ({ params, body }) => {
    const db = getDb();
    runClock(db);
    const action = str(body, 'action');
    if (!isPlatformAction(action))
      throw invalid([{ field: 'action', message: tr('server.field.oneOf', { field: 'action', values: PLATFORM_ACTIONS.join(', ') }) }]);
    const order = platformAction(db, requireOrder(db, params.orderNo), action, str(body, 'note'));
    return { orderNo: order.orderNo, status: order.status };
  }),
  ...route(tradeApi.generateOrders, ({ body }) => {
    const db = getDb();
    const seller = findUserByUsername(db, String(body.seller ?? 'supplier'));
    const count = Number(body.count);
    if (!seller) throw invalid([{ field: 'seller', message: tr('server.trade.generate.seller') }]);
    if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED)
      throw invalid([{ field: 'count', message: tr('server.trade.generate.count', { max: MAX_GENERATED }) }]);
    return { created: generateOrders(db, seller.id, count), total: db.trade.orders.length };
  }),
});
