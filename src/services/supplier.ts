import { A, B } from '@/constants/api';
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
  ReceiverFilterRules,
  RemarksInput,
  SupplierGameConfig,
  SupplierInfoInput,
  SupplierSetting,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Supplier onboarding, settings, counterparties (SPEC §7 A/suppliers) and order reviews (B/orders/comments). */
const BASE = `${A}/suppliers`;

/** Also moves the onboarding past the realname step once the real name is verified. */
export function getSupplierSetting(): Promise<SupplierSetting> {
  return request<SupplierSetting>(`${BASE}/me/setting/info`);
}

export function acceptSupplierAgreement(input: AgreementInput): Promise<SupplierSetting> {
  return request<SupplierSetting>(`${BASE}/me/agreement`, { method: 'PUT', data: input });
}

/** Opens the role on the info step; later edits the store info and contacts. */
export function saveSupplierInfo(input: SupplierInfoInput, options?: RequestOptions): Promise<SupplierSetting> {
  return request<SupplierSetting>(`${BASE}/me/merchant`, { ...options, method: 'PUT', data: input });
}

export function updateRemarks(input: RemarksInput, options?: RequestOptions): Promise<SupplierSetting> {
  return request<SupplierSetting>(`${BASE}/me/setting/quick-remarks`, { ...options, method: 'PATCH', data: input });
}

export function getInOutRemarks(): Promise<InOutRemarks> {
  return request<InOutRemarks>(`${BASE}/me/in-out-remarks`);
}

export function replaceGameConfigs(gameConfigs: SupplierGameConfig[], options?: RequestOptions): Promise<SupplierGameConfig[]> {
  return request<SupplierGameConfig[]>(`${BASE}/me/game-configs`, { ...options, method: 'PUT', data: { gameConfigs } });
}

export function addGameConfig(config: SupplierGameConfig, options?: RequestOptions): Promise<SupplierGameConfig> {
  return request<SupplierGameConfig>(`${BASE}/me/game-configs`, { ...options, method: 'POST', data: config });
}

export function updateFilterRules(rules: ReceiverFilterRules, options?: RequestOptions): Promise<ReceiverFilterRules> {
  return request<ReceiverFilterRules>(`${BASE}/update/filter`, { ...options, method: 'PUT', data: rules });
}

export function queryMyResellers(query: MyResellerQuery): Promise<Paged<MyReseller>> {
  return request<Paged<MyReseller>>(`${BASE}/me/listResellers`, { method: 'POST', data: query });
}

export function setResellerRemark(resellerId: string, remark: string): Promise<Record<string, never>> {
  return request(`${BASE}/me/resellers`, { method: 'PATCH', data: { resellerId, remark } });
}

export function getFilteredResellers(): Promise<MyReseller[]> {
  return request<MyReseller[]>(`${BASE}/me/filtered/resellers`);
}

export function filterReseller(resellerId: string, reason?: string): Promise<Record<string, never>> {
  return request(`${BASE}/${encodeURIComponent(resellerId)}/filter`, { method: 'POST', data: reason ? { reason } : {} });
}

export function unfilterReseller(resellerId: string): Promise<Record<string, never>> {
  return request(`${BASE}/${encodeURIComponent(resellerId)}/cancel/filter`, { method: 'DELETE' });
}

/** Reviews: side 'sales' = of my sales orders, 'purchase' = the ones I wrote. */
export function queryComments(query: CommentQuery): Promise<CommentPage> {
  return request<CommentPage>(`${B}/orders/comments`, { params: query });
}

export function createComment(input: CommentCreateInput, options?: RequestOptions): Promise<OrderComment> {
  return request<OrderComment>(`${B}/orders/comments`, { ...options, method: 'POST', data: input });
}

export function replyComment(commentId: string, reply: string, options?: RequestOptions): Promise<OrderComment> {
  return request<OrderComment>(`${B}/comments/${encodeURIComponent(commentId)}`, { ...options, method: 'POST', data: { reply } });
}
