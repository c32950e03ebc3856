import { tradeApi } from '@/domain/trade/endpoints';
import type { Bargaining, BargainingApply, BargainingQuery, Paged } from '@/types';
import { call } from '@/utils/request';

/** Bargaining (B/order/bargaining). */
export function applyBargaining(input: BargainingApply): Promise<Bargaining> {
  return call(tradeApi.applyBargaining, { data: input, silent: true });
}

export function agreeBargaining(id: string): Promise<Bargaining> {
  return call(tradeApi.agreeBargaining, { path: { id } });
}

export function rejectBargaining(id: string, reason?: string): Promise<Bargaining> {
  return call(tradeApi.rejectBargaining, { path: { id }, data: { reason } });
}

export function cancelBargaining(id: string): Promise<Bargaining> {
  return call(tradeApi.cancelBargaining, { path: { id } });
}

export function querySellerBargainings(query: BargainingQuery): Promise<Paged<Bargaining>> {
  return call(tradeApi.querySellerBargainings, { params: query });
}

export function queryBuyerBargainings(query: BargainingQuery): Promise<Paged<Bargaining>> {
  return call(tradeApi.queryBuyerBargainings, { params: query });
}
