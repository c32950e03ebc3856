import { tradeApi } from '../src/domain/trade/endpoints';
import { isWireSide, orderSideOf, type OrderSide } from '../src/domain/trade/codes';
import { getDb } from './_db/store';
import { counterpartyCheck, validateCounterparty } from './_db/trade';
import { ownerOf } from './_db/users';
import { handlers, route } from './_lib/handlers';
import { invalid, type Req } from './_lib/http';
import { tr } from './_lib/i18n';
import type { Json } from './_lib/input';
import { requireUser } from './_lib/session';

/**
 * Checks before trading (risk warning, anti-fraud state, confirming a warning). Query or body:
 * counterpartyId (or userId) and role: buy (the counterparty supplies) or sell (it receives), the
 * caller's side in the wire's words (absent: buy).
 */
function args(src: Json): { counterpartyId: string; side: OrderSide } {
  const counterpartyId = String(src.counterpartyId ?? src.userId ?? '');
  const role = src.role === undefined ? 'buy' : src.role;
  const violations = [];
  if (!counterpartyId) violations.push({ field: 'counterpartyId', message: tr('server.field.required', { field: 'counterpartyId' }) });
  if (!isWireSide(role)) violations.push({ field: 'role', message: tr('server.trade.check.role') });
  if (violations.length || !isWireSide(role)) throw invalid(violations);
  return { counterpartyId, side: orderSideOf(role) };
}

function check(req: Req, src: Json) {
  const db = getDb();
  const viewer = ownerOf(db, requireUser(req));
  const { counterpartyId, side } = args(src);
  return counterpartyCheck(db, viewer.id, counterpartyId, side);
}

export default handlers({
  ...route(tradeApi.checkWarning, ({ req, query }) => check(req, query)),
  ...route(tradeApi.getCheatState, ({ req, query }) => check(req, query)),
  ...route(tradeApi.confirmCheatWarning, ({ req, body }) => {
    const db = getDb();
    const viewer = ownerOf(db, requireUser(req));
    const { counterpartyId, side } = args(body);
    return validateCounterparty(db, viewer.id, counterpartyId, side);
  }),
});
