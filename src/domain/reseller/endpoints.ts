import type { Paged } from '../../types/api';
import type { MerchantProgress } from '../account/user';
import { endpoint } from '../endpoint';
import { queryMyDemands } from './demandList';
import type {
  DemandBatchPublic,
  DemandBatchResult,
  DemandBatchSave,
  DemandBatchSaveResult,
  DemandBatchSetting,
  DemandByUserQuery,
  DemandCategoryStatistics,
  DemandDeleteResult,
  DemandInput,
  DemandQuery,
  DemandQuickModify,
  DemandQuickModifyResult,
  DemandRefundResult,
  DemandStatistics,
  DemandUpdateInput,
  DemandView,
  DepositRechargeInfo,
  DepositRechargeInput,
  DepositRechargeResult,
  DepositRecord,
  DepositRecordQuery,
  DepositRefund,
  DepositRefundInfo,
  DepositRefundInput,
  FilteredSupplier,
  ImportParseResult,
  ResellerAgreementInput,
  ResellerGameConfig,
  ResellerInfoInput,
  ResellerProgressResult,
  SupplierCounterparty,
  SupplierFilterRule,
  SupplierQuery,
  SupplierRemarkInput,
} from './types';

/**
 * Receiver calls (SPEC §7 C/user/demand, B/history/demand, the deposit under B/account and
 * B/fund/deposit, B/usercenter/resellers): each declared once; the service of the same name calls
 * it and the fake backend's handler registers against it.
 */
export const resellerApi = {
  // Demands of the receiver (C/user/demand). The fixed paths come before `/:demandId`.
  /** `{}` (204) when the receiver has no demand yet. */
  getLastDemand: endpoint('GET', '/api/shop/user/demand/lastDemand').of<{ res: DemandView | Record<string, never> }>(),
  /** The .xlsx import template (a download: `lang=en` gives English names). */
  downloadDemandTemplate: endpoint('GET', '/api/shop/user/demand/importTemplate').of<{ query: { lang?: string } }>(),
  getDemand: endpoint('GET', '/api/shop/user/demand/:demandId').of<{ res: DemandView }>(),
  createDemand: endpoint('POST', '/api/shop/user/demand', { idempotent: true }).of<{ res: DemandView; body: DemandInput }>(),
  /** Refused with 402 PAYMENT_REQUIRED when the change needs more prepayment: use updateDemandByPay. */
  updateDemand: endpoint('PUT', '/api/shop/user/demand').of<{ res: DemandView; body: DemandUpdateInput }>(),
  updateDemandByPay: endpoint('POST', '/api/shop/user/demand/modifyDemandByPay', { idempotent: true }).of<{
    res: DemandView;
    body: DemandUpdateInput;
  }>(),
  removeDemands: endpoint('DELETE', '/api/shop/user/demand').of<{ res: DemandDeleteResult; body: { ids: string[] } }>(),
  removeDemand: endpoint('DELETE', '/api/shop/user/demand/:id').of<{ res: DemandDeleteResult }>(),
  getDemandStatistics: endpoint('POST', '/api/shop/user/demand/statisticsDemand').of<{ res: DemandStatistics }>(),
  getDemandCategoryStatistics: endpoint('POST', '/api/shop/user/demand/statisticsCategoryDemand').of<{ res: DemandCategoryStatistics[] }>(),
  /** Applies at once unless a payment is needed: then `payment` holds the quote for quickModifyPay. */
  quickModifyDemand: endpoint('POST', '/api/shop/user/demand/quickModify').of<{ res: DemandQuickModifyResult; body: DemandQuickModify }>(),
  quickModifyDemandPay: endpoint('POST', '/api/shop/user/demand/quickModifyPay', { idempotent: true }).of<{
    res: DemandQuickModifyResult;
    body: DemandQuickModify;
  }>(),
  queryMyDemands,
  /** Any signed-in user may list a receiver's open public demands. */
  queryDemandsByUser: endpoint('POST', '/api/shop/user/demand/listDemandByUser').of<{ res: Paged<DemandView>; body: DemandByUserQuery }>(),
  /** multipart: the .xlsx in any file field. */
  parseDemandImport: endpoint('POST', '/api/shop/user/demand/importParsing').of<{ res: ImportParseResult; body: FormData }>(),
  saveDemandBatch: endpoint('POST', '/api/shop/user/demand/batchSave', { idempotent: true }).of<{
    res: DemandBatchSaveResult;
    body: DemandBatchSave;
  }>(),
  refundDemand: endpoint('POST', '/api/shop/user/demand/demandRefund', { idempotent: true }).of<{
    res: DemandRefundResult;
    body: { id: string };
  }>(),
  changeDemandBatchSetting: endpoint('POST', '/api/shop/user/demand/changeBatchSetting').of<{
    res: DemandBatchResult;
    body: DemandBatchSetting;
  }>(),
  changeDemandBatchPublic: endpoint('POST', '/api/shop/user/demand/changeBatchPublicStatus').of<{
    res: DemandBatchResult;
    body: DemandBatchPublic;
  }>(),
  /** The archive (B/history/demand): the same filters as the live list. */
  queryArchivedDemands: endpoint('POST', '/api/v1/shop/history/demand/page').of<{ res: Paged<DemandView>; body: DemandQuery }>(),

  // The receiver deposit: top-up through a payment batch (B/account), refund requests and ledger (B/fund/deposit).
  getDepositRechargeInfo: endpoint('GET', '/api/v1/shop/account/deposit/recharge').of<{ res: DepositRechargeInfo }>(),
  rechargeDeposit: endpoint('POST', '/api/v1/shop/account/fundDepositRecharge', { idempotent: true }).of<{
    res: DepositRechargeResult;
    body: DepositRechargeInput;
  }>(),
  getDepositRefundInfo: endpoint('GET', '/api/v1/shop/fund/deposit/refund/amount').of<{ res: DepositRefundInfo }>(),
  requestDepositRefund: endpoint('POST', '/api/v1/shop/fund/deposit/refund', { idempotent: true }).of<{
    res: DepositRefund;
    body: DepositRefundInput;
  }>(),
  cancelDepositRefund: endpoint('POST', '/api/v1/shop/fund/deposit/refund/cancel/:bizNo', { idempotent: true }).of<{
    res: DepositRefund;
  }>(),
  queryDepositRecords: endpoint('POST', '/api/v1/shop/fund/deposit/page').of<{ res: Paged<DepositRecord>; body: DepositRecordQuery }>(),

  // The receiver's merchant profile (B/usercenter/resellers): onboarding, settings, suppliers.
  /** Moves onboarding past every step already satisfied and answers it with the store info. */
  syncResellerMerchant: endpoint('PUT', '/api/v1/shop/usercenter/resellers/me/merchant').of<{
    res: { merchantProgress: MerchantProgress; info: ResellerInfoInput };
  }>(),
  acceptResellerAgreement: endpoint('PUT', '/api/v1/shop/usercenter/resellers/me/agreement').of<{
    res: ResellerProgressResult;
    body: ResellerAgreementInput;
  }>(),
  saveResellerInfo: endpoint('PUT', '/api/v1/shop/usercenter/resellers/me/editResellerInfo').of<{
    res: ResellerProgressResult;
    body: ResellerInfoInput;
  }>(),
  getResellerGameConfigs: endpoint('GET', '/api/v1/shop/usercenter/resellers/me/game-configs').of<{ res: ResellerGameConfig[] }>(),
  saveResellerGameConfigs: endpoint('PUT', '/api/v1/shop/usercenter/resellers/me/game-configs').of<{
    res: ResellerGameConfig[];
    body: { configs: ResellerGameConfig[] };
  }>(),
  /** The filter rule and the suppliers filtered one by one. */
  getSupplierFiltering: endpoint('GET', '/api/v1/shop/usercenter/resellers/me/filtered/suppliers').of<{
    res: { rule: SupplierFilterRule; suppliers: FilteredSupplier[] };
  }>(),
  updateSupplierFilterRule: endpoint('PUT', '/api/v1/shop/usercenter/resellers/update/filter').of<{
    res: SupplierFilterRule;
    body: SupplierFilterRule;
  }>(),
  queryMySuppliers: endpoint('POST', '/api/v1/shop/usercenter/resellers/me/listSuppliers').of<{
    res: Paged<SupplierCounterparty>;
    body: SupplierQuery;
  }>(),
  remarkSupplier: endpoint('PATCH', '/api/v1/shop/usercenter/resellers/me/suppliers').of<{
    res: SupplierCounterparty;
    body: SupplierRemarkInput;
  }>(),
  filterSupplier: endpoint('POST', '/api/v1/shop/usercenter/resellers/:supplierId/filter').of<{ res: FilteredSupplier }>(),
  /** Answers 204. */
  unfilterSupplier: endpoint('DELETE', '/api/v1/shop/usercenter/resellers/:supplierId/cancel/filter').of<{ res: Record<string, never> }>(),
} as const;
