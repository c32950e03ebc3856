import { isOrderSide, type OrderSide } from '../../../src/domain/trade/codes';
import { invalid } from '../../_lib/http';
import type { Req } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { bodyOf, isObject } from '../../_lib/input';
import type { MockDb, UserRecord } from '../types';
import { requireOrder, sideOf } from './lookup';
import { runClock } from './orders';

/** The side named by `side` (query or body); else the side the caller is on for the order. */
export function sideFor(db: MockDb, req: Req, user: UserRecord, orderNo: string): OrderSide {
  const q: unknown = req.query;
  const named = (isObject(q) ? q.side : undefined) ?? bodyOf(req).side;
  if (named !== undefined) {
    if (!isOrderSide(named)) throw invalid([{ field: 'side', message: tr('server.trade.side') }]);
    return named;
  }
  runClock(db);
  const side = sideOf(db, user, requireOrder(db, orderNo));
  // not a party: answer as the buyer side would (404 from orderOfSide)
  return side ?? 'purchase';
}

/** The side a call names (query `side`): purchase or sales, else 400. */
export function requireSide(v: unknown): OrderSide {
  if (!isOrderSide(v)) throw invalid([{ field: 'side', message: tr('server.trade.side') }]);
  return v;
}
