import { resellerApi } from '@/domain/reseller/endpoints';
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
import { call, type CallOptions } from '@/utils/request';

/** The receiver's merchant profile (SPEC §7 B/usercenter/resellers). */

/** Moves onboarding past every step already satisfied and answers it with the store info. */
export function syncResellerMerchant(): Promise<{ merchantProgress: MerchantProgress; info: ResellerInfoInput }> {
  return call(resellerApi.syncResellerMerchant);
}

export function acceptResellerAgreement(input: ResellerAgreementInput, options: CallOptions = {}): Promise<ResellerProgressResult> {
  return call(resellerApi.acceptResellerAgreement, { ...options, data: input });
}

export function saveResellerInfo(input: ResellerInfoInput, options: CallOptions = {}): Promise<ResellerProgressResult> {
  return call(resellerApi.saveResellerInfo, { ...options, data: input });
}

export function getResellerGameConfigs(): Promise<ResellerGameConfig[]> {
  return call(resellerApi.getResellerGameConfigs);
}

export function saveResellerGameConfigs(configs: ResellerGameConfig[], options: CallOptions = {}): Promise<ResellerGameConfig[]> {
  return call(resellerApi.saveResellerGameConfigs, { ...options, data: { configs } });
}

export function getSupplierFiltering(): Promise<{ rule: SupplierFilterRule; suppliers: FilteredSupplier[] }> {
  return call(resellerApi.getSupplierFiltering);
}

export function updateSupplierFilterRule(rule: SupplierFilterRule, options: CallOptions = {}): Promise<SupplierFilterRule> {
  return call(resellerApi.updateSupplierFilterRule, { ...options, data: rule });
}

export function queryMySuppliers(query: SupplierQuery): Promise<Paged<SupplierCounterparty>> {
  return call(resellerApi.queryMySuppliers, { data: query });
}

export function remarkSupplier(input: SupplierRemarkInput): Promise<SupplierCounterparty> {
  return call(resellerApi.remarkSupplier, { data: input });
}

export function filterSupplier(supplierId: string): Promise<FilteredSupplier> {
  return call(resellerApi.filterSupplier, { path: { supplierId } });
}

export function unfilterSupplier(supplierId: string): Promise<Record<string, never>> {
  return call(resellerApi.unfilterSupplier, { path: { supplierId } });
}
