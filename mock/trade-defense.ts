import { B } from '../src/constants/api';
import { getDb } from './_db/store';
import { counterpartyCheck, type TradeRole, validateCounterparty } from './_db/trade/defense';
import { queryOf } from './_db/trade/http';
import { ownerOf } from './_db/users';
import { handlers } from './_lib/handlers';
import { invalid, type Req } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

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
  if (violations.length) throw invalid(violations);
  return { counterpartyId, role: role! };
}

function check(req: Req, src: Json) {
  const db = getDb();
  const viewer = ownerOf(db, requireUser(req));
  const { counterpartyId, role } = args(src);
  return counterpartyCheck(db, viewer.id, counterpartyId, role);
}

export default handlers({
  [`GET ${B}/common/warning/check`]: (req) => check(req, queryOf(req)),
  [`GET ${B}/problem/defense/cheat/state`]: (req) => check(req, queryOf(req)),
  [`PUT ${B}/cheat/validated`]: (req) => {
    const db = getDb();
    const viewer = ownerOf(db, requireUser(req));
    const { counterpartyId, role } = args(bodyOf(req));
    return validateCounterparty(db, viewer.id, counterpartyId, role);
  },
});
