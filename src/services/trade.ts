import { wireSideOf, type OrderSide } from '@/domain/trade/codes';
import { tradeApi } from '@/domain/trade/endpoints';
import type { CounterpartyCheck, CreateBuyerOrderRequest, CreateOrderResult, CreateSellerOrderRequest } from '@/types';
import { call } from '@/utils/request';

/** Checkout: placing orders, and the checks on the counterparty before it (B/trade, B/common, B/cheat). */

export function createBuyerOrder(input: CreateBuyerOrderRequest): Promise<CreateOrderResult> {
  return call(tradeApi.createBuyerOrder, { data: input, silent: true });
}

export function createSellerOrder(input: CreateSellerOrderRequest): Promise<CreateOrderResult> {
  return call(tradeApi.createSellerOrder, { data: input, silent: true });
}

/** The risk warning about a counterparty; `side` is the caller's (purchase: it supplies, sales: it receives). */
export function checkWarning(counterpartyId: string, side: OrderSide): Promise<CounterpartyCheck> {
  return call(tradeApi.checkWarning, { params: { counterpartyId, role: wireSideOf(side) } });
}

/** The anti-fraud state with a counterparty: NORMAL, WARNING (confirm first) or BLOCKED. */
export function getCheatState(counterpartyId: string, side: OrderSide): Promise<CounterpartyCheck> {
  return call(tradeApi.getCheatState, { params: { counterpartyId, role: wireSideOf(side) } });
}

/** The caller read the warning and goes on (valid for a day). */
export function confirmCheatWarning(counterpartyId: string, side: OrderSide): Promise<CounterpartyCheck> {
  return call(tradeApi.confirmCheatWarning, { data: { counterpartyId, role: wireSideOf(side) } });
}
