import { supplierApi } from '@/domain/supplier/endpoints';
import type {
  AgreementInput,
  CommentCreateInput,
  CommentPage,
  CommentQuery,
  InOutRemarks,
  MyReseller,
  MyResellerQuery,
  OrderComment,
  Paged,
  ResellerFilterRules,
  RemarksInput,
  SupplierGameConfig,
  SupplierInfoInput,
  SupplierSetting,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Supplier onboarding, settings, counterparties (SPEC §7 A/suppliers) and order reviews (B/orders/comments). */

/** Also moves the onboarding past the realname step once the real name is verified. */
export function getSupplierSetting(): Promise<SupplierSetting> {
  return call(supplierApi.getSupplierSetting);
}

export function acceptSupplierAgreement(input: AgreementInput): Promise<SupplierSetting> {
  return call(supplierApi.acceptSupplierAgreement, { data: input });
}

/** Opens the role on the info step; later edits the store info and contacts. */
export function saveSupplierInfo(input: SupplierInfoInput, options?: CallOptions): Promise<SupplierSetting> {
  return call(supplierApi.saveSupplierInfo, { ...options, data: input });
}

export function updateRemarks(input: RemarksInput, options?: CallOptions): Promise<SupplierSetting> {
  return call(supplierApi.updateRemarks, { ...options, data: input });
}

export function getInOutRemarks(): Promise<InOutRemarks> {
  return call(supplierApi.getInOutRemarks);
}

export function replaceGameConfigs(gameConfigs: SupplierGameConfig[], options?: CallOptions): Promise<SupplierGameConfig[]> {
  return call(supplierApi.replaceGameConfigs, { ...options, data: { gameConfigs } });
}

export function addGameConfig(config: SupplierGameConfig, options?: CallOptions): Promise<SupplierGameConfig> {
  return call(supplierApi.addGameConfig, { ...options, data: config });
}

export function updateFilterRules(rules: ResellerFilterRules, options?: CallOptions): Promise<ResellerFilterRules> {
  return call(supplierApi.updateFilterRules, { ...options, data: rules });
}

export function queryMyResellers(query: MyResellerQuery): Promise<Paged<MyReseller>> {
  return call(supplierApi.queryMyResellers, { data: query });
}

export function setResellerRemark(resellerId: string, remark: string): Promise<Record<string, never>> {
  return call(supplierApi.setResellerRemark, { data: { resellerId, remark } });
}

export function getFilteredResellers(): Promise<MyReseller[]> {
  return call(supplierApi.getFilteredResellers);
}

export function filterReseller(resellerId: string, reason?: string): Promise<Record<string, never>> {
  return call(supplierApi.filterReseller, { path: { resellerId }, data: reason ? { reason } : {} });
}

export function unfilterReseller(resellerId: string): Promise<Record<string, never>> {
  return call(supplierApi.unfilterReseller, { path: { resellerId } });
}

/** Reviews: side 'sales' = of my sales orders, 'purchase' = the ones I wrote. */
export function queryComments(query: CommentQuery): Promise<CommentPage> {
  return call(supplierApi.queryComments, { params: query });
}

export function createComment(input: CommentCreateInput, options?: CallOptions): Promise<OrderComment> {
  return call(supplierApi.createComment, { ...options, data: input });
}

export function replyComment(commentId: string, reply: string, options?: CallOptions): Promise<OrderComment> {
  return call(supplierApi.replyComment, { ...options, path: { commentId }, data: { reply } });
}
