import { B } from '@/constants/api';
import type { Bargaining, BargainingApply, BargainingQuery, Paged } from '@/types';
import { request } from '@/utils/request';

/** Bargaining (B/order/bargaining). */
const G = `${B}/order/bargaining`;

export function applyBargaining(input: BargainingApply): Promise<Bargaining> {
  return request<Bargaining>(`${G}/apply`, { method: 'PUT', data: input, silent: true });
}

export function agreeBargaining(id: string): Promise<Bargaining> {
  return request<Bargaining>(`${G}/audit/agree/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function rejectBargaining(id: string, reason?: string): Promise<Bargaining> {
  return request<Bargaining>(`${G}/audit/reject/${encodeURIComponent(id)}`, { method: 'PUT', data: { reason } });
}

export function cancelBargaining(id: string): Promise<Bargaining> {
  return request<Bargaining>(`${G}/audit/cancel/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function querySellerBargainings(query: BargainingQuery): Promise<Paged<Bargaining>> {
  return request<Paged<Bargaining>>(`${G}/seller/list`, { params: query });
}

export function queryBuyerBargainings(query: BargainingQuery): Promise<Paged<Bargaining>> {
  return request<Paged<Bargaining>>(`${G}/buyer/list`, { params: query });
}
