import type { OrderSide } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { bodyOf, isObject, type Json } from '../../_lib/input';
import type { Req } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import { requireOrder, runClock, sideOf } from './orders';
import { tr } from '../../_lib/i18n';

/** Helpers the thin trade handlers share: the side of a call, the query as a plain object. */
export const isSide = (v: unknown): v is OrderSide => v === 'purchase' || v === 'sales';

export function queryOf(req: Req): Json {
  const q: unknown = req.query;
  return isObject(q) ? q : {};
}

/** The side named by `side` (query or body); else the side the caller is on for the order. */
export function sideFor(db: MockDb, req: Req, user: UserRecord, orderNo: string): OrderSide {
  const named = queryOf(req).side ?? bodyOf(req).side;
  if (named !== undefined) {
    if (!isSide(named)) throw invalid([{ field: 'side', message: tr('server.trade.side') }]);
    return named;
  }
  runClock(db);
  const side = sideOf(db, user, requireOrder(db, orderNo));
  // not a party: answer as the buyer side would (404 from orderOfSide)
  return side ?? 'purchase';
}

export function requireSide(v: unknown): OrderSide {
  if (!isSide(v)) throw invalid([{ field: 'side', message: tr('server.trade.side') }]);
  return v;
}

export const param = (req: Req, name: string): string => String((req.params as Record<string, string | undefined>)[name] ?? '');
