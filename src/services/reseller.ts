import { B } from '@/constants/api';
import type {
  FilteredSupplier,
  MerchantProgress,
  Paged,
  ResellerAgreementInput,
  ResellerGameConfig,
  ResellerInfoInput,
  ResellerProgressResult,
  SupplierCounterparty,
  SupplierFilterRule,
  SupplierQuery,
  SupplierRemarkInput,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** The receiver's merchant profile (SPEC §7 B/usercenter/resellers). */
const BASE = `${B}/usercenter/resellers`;

/** Moves onboarding past every step already satisfied and answers it with the store info. */
export function syncResellerMerchant(): Promise<{ merchantProgress: MerchantProgress; info: ResellerInfoInput }> {
  return request(`${BASE}/me/merchant`, { method: 'PUT' });
}

export function acceptResellerAgreement(input: ResellerAgreementInput, options: RequestOptions = {}): Promise<ResellerProgressResult> {
  return request<ResellerProgressResult>(`${BASE}/me/agreement`, { ...options, method: 'PUT', data: input });
}

export function saveResellerInfo(input: ResellerInfoInput, options: RequestOptions = {}): Promise<ResellerProgressResult> {
  return request<ResellerProgressResult>(`${BASE}/me/editResellerInfo`, { ...options, method: 'PUT', data: input });
}

export function getResellerGameConfigs(): Promise<ResellerGameConfig[]> {
  return request<ResellerGameConfig[]>(`${BASE}/me/game-configs`);
}

export function saveResellerGameConfigs(configs: ResellerGameConfig[], options: RequestOptions = {}): Promise<ResellerGameConfig[]> {
  return request<ResellerGameConfig[]>(`${BASE}/me/game-configs`, { ...options, method: 'PUT', data: { configs } });
}

export function getSupplierFiltering(): Promise<{ rule: SupplierFilterRule; suppliers: FilteredSupplier[] }> {
  return request(`${BASE}/me/filtered/suppliers`);
}

export function updateSupplierFilterRule(rule: SupplierFilterRule, options: RequestOptions = {}): Promise<SupplierFilterRule> {
  return request<SupplierFilterRule>(`${BASE}/update/filter`, { ...options, method: 'PUT', data: rule });
}

export function queryMySuppliers(query: SupplierQuery): Promise<Paged<SupplierCounterparty>> {
  return request<Paged<SupplierCounterparty>>(`${BASE}/me/listSuppliers`, { method: 'POST', data: query });
}

export function remarkSupplier(input: SupplierRemarkInput): Promise<SupplierCounterparty> {
  return request<SupplierCounterparty>(`${BASE}/me/suppliers`, { method: 'PATCH', data: input });
}

export function filterSupplier(supplierId: string): Promise<FilteredSupplier> {
  return request<FilteredSupplier>(`${BASE}/${encodeURIComponent(supplierId)}/filter`, { method: 'POST' });
}

export function unfilterSupplier(supplierId: string): Promise<Record<string, never>> {
  return request(`${BASE}/${encodeURIComponent(supplierId)}/cancel/filter`, { method: 'DELETE' });
}
