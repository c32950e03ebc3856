import { tradeApi } from '../src/domain/trade/endpoints';
import type { TradeRole } from '../src/types';
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
 * counterpartyId (or userId) and role: buy (the counterparty supplies) or sell (it receives).
 */
function args(src: Json): { counterpartyId: string; role: TradeRole } {
  const counterpartyId = String(src.counterpartyId ?? src.userId ?? '');
  const role = src.role === 'sell' ? 'sell' : src.role === 'buy' || src.role === undefined ? 'buy' : undefined;
  const violations = [];
  if (!counterpartyId) violations.push({ field: 'counterpartyId', message: tr('server.field.required', { field: 'counterpartyId' }) });
  if (!role) violations.push({ field: 'role', message: tr('server.trade.check.role') });
  if (violations.length || !role) throw invalid(violations);
  return { counterpartyId, role };
}

function check(req: Req, src: Json) {
  const db = getDb();
  const viewer = ownerOf(db, requireUser(req));
  const { counterpartyId, role } = args(src);
  return counterpartyCheck(db, viewer.id, counterpartyId, role);
}

export default handlers({
  ...route(tradeApi.checkWarning, ({ req, query }) => check(req, query)),
  ...route(tradeApi.getCheatState, ({ req, query }) => check(req, query)),
  ...route(tradeApi.confirmCheatWarning, ({ req, body }) => {
    const db = getDb();
    const viewer = ownerOf(db, requireUser(req));
    const { counterpartyId, role } = args(body);
    return validateCounterparty(db, viewer.id, counterpartyId, role);
  }),
});
