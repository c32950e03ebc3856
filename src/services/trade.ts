import { B } from '@/constants/api';
import type { CounterpartyCheck, CreateBuyerOrderRequest, CreateOrderResult, CreateSellerOrderRequest } from '@/types';
import { request } from '@/utils/request';

/** Checkout: placing orders, and the checks on the counterparty before it (B/trade, B/common, B/cheat). */
export type TradeRole = 'buy' | 'sell';

export function createBuyerOrder(input: CreateBuyerOrderRequest): Promise<CreateOrderResult> {
  return request<CreateOrderResult>(`${B}/trade/buyer/orders`, { method: 'POST', data: input, silent: true });
}

export function createSellerOrder(input: CreateSellerOrderRequest): Promise<CreateOrderResult> {
  return request<CreateOrderResult>(`${B}/trade/seller/orders`, { method: 'POST', data: input, silent: true });
}

/** The risk warning about a counterparty (role: buy = it supplies, sell = it receives). */
export function checkWarning(counterpartyId: string, role: TradeRole): Promise<CounterpartyCheck> {
  return request<CounterpartyCheck>(`${B}/common/warning/check`, { params: { counterpartyId, role } });
}

/** The anti-fraud state with a counterparty: NORMAL, WARNING (confirm first) or BLOCKED. */
export function getCheatState(counterpartyId: string, role: TradeRole): Promise<CounterpartyCheck> {
  return request<CounterpartyCheck>(`${B}/problem/defense/cheat/state`, { params: { counterpartyId, role } });
}

/** The caller read the warning and goes on (valid for a day). */
export function confirmCheatWarning(counterpartyId: string, role: TradeRole): Promise<CounterpartyCheck> {
  return request<CounterpartyCheck>(`${B}/cheat/validated`, { method: 'PUT', data: { counterpartyId, role } });
}
