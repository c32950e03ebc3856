import type { PageQuery } from '../../types/api';
import type { ListMark, RiskLevel } from '../account/facts';
import type { MerchantProgress } from '../account/user';
import type { Demand, DemandStatus, PublicStatus, TradeMethod } from '../market/listing';
import type {
  DemandBatchStatus,
  DemandImportField,
  DemandSortField,
  DepositAccount,
  DepositRefundStatus,
  SupplierMarkFilter,
} from './facts';

export type {
  DemandBatchStatus,
  DemandImportField,
  DemandSortField,
  DepositAccount,
  DepositRefundStatus,
  SupplierMarkFilter,
} from './facts';

/**
 * Receiver (reseller) side: demands as the owner manages them, the Excel import, onboarding,
 * deposit top-up and refund, settings and counterparties. Money is a decimal string.
 */

/** Whether the receiver's effective deposit backs the demand (below 200 it leaves the market). */
export type DepositState = 'SECURED' | 'INSUFFICIENT';

/** A demand in the owner's lists: the listing plus display names and derived state. */
export interface DemandView extends Demand {
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  unit: string;
  unitEn: string;
  depositState: DepositState;
  /** unitPrice × (quantity − receivedQuantity): what the open part is worth */
  openAmount: string;
  /** money of the prepayment still held in escrow for this demand */
  prepaid: string;
}

/** POST C/user/demand/listUserDemand and B/history/demand/page. */
export interface DemandQuery extends PageQuery {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  status?: DemandStatus;
  publicStatus?: PublicStatus;
  keyword?: string;
  /** ISO bounds on createdAt */
  createdFrom?: string;
  createdTo?: string;
  sortField?: DemandSortField;
  sortOrder?: 'ascend' | 'descend';
}

/** POST C/user/demand/listDemandByUser: the public demands of one receiver. */
export interface DemandByUserQuery extends PageQuery {
  userId: string;
  gameId?: string;
  categoryId?: string;
}

/** The editable part of a demand (POST/PUT C/user/demand). */
export interface DemandInput {
  gameId: string;
  serverId: string;
  categoryId: string;
  title: string;
  unitPrice: string;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
  tradeMethod: TradeMethod;
  effectiveTime: string;
  publicStatus: PublicStatus;
  /** attribute id → chosen value id */
  attributes?: Record<string, string>;
  imageList?: string[];
  /** pay unitPrice × open quantity into escrow from the balance now */
  prepay?: boolean;
}

export interface DemandUpdateInput extends DemandInput {
  id: string;
}

/** POST statisticsDemand: counts per status of the caller's demands. */
export interface DemandStatistics {
  total: number;
  active: number;
  paused: number;
  completed: number;
  refunded: number;
  expired: number;
  publicCount: number;
  /** money prepaid into open demands */
  prepaidAmount: string;
  /** worth of the open quantity of active demands */
  openAmount: string;
}

/** POST statisticsCategoryDemand: one line per game category. */
export interface DemandCategoryStatistics {
  gameId: string;
  gameName: string;
  gameNameEn: string;
  categoryId: string;
  categoryName: string;
  categoryNameEn: string;
  count: number;
  active: number;
  openQuantity: number;
  openAmount: string;
}

/** POST quickModify / quickModifyPay: price and quantity changed in the list. */
export interface DemandQuickModify {
  id: string;
  unitPrice: string;
  quantity: number;
}

/** What a modification costs or returns on a prepaid demand (quickModify answers it, quickModifyPay settles it). */
export interface DemandPaymentQuote {
  id: string;
  /** prepaid now */
  prepaid: string;
  /** prepayment needed after the change */
  required: string;
  /** > 0: to pay from the balance; < 0: returned to the balance */
  difference: string;
  balance: string;
}

export interface DemandQuickModifyResult {
  demand: DemandView;
  /** present when the change needs a payment: call quickModifyPay to confirm */
  payment?: DemandPaymentQuote;
}

/** POST changeBatchSetting. Only the given fields change. */
export interface DemandBatchSetting {
  ids: string[];
  minQuantity?: number;
  maxQuantity?: number;
  tradeMethod?: TradeMethod;
  effectiveTime?: string;
  /** percentage applied to the unit price, e.g. '5' raises by 5 %, '-2.5' lowers */
  priceAdjustPercent?: string;
  status?: DemandBatchStatus;
}

export interface DemandBatchPublic {
  ids: string[];
  publicStatus: PublicStatus;
}

export interface DemandBatchResult {
  /** ids changed */
  updated: string[];
  /** ids left as they were, with the reason */
  skipped: Array<{ id: string; reason: string }>;
}

/** What a demand delete answers: the demands gone and the prepayment returned to the balance. */
export interface DemandDeleteResult {
  deleted: string[];
  refunded: string;
}

export interface DemandRefundResult {
  demand: DemandView;
  refunded: string;
}

/* ---------------- Excel import ---------------- */

/** Why a cell is refused; the client shows the text of `reseller.import.error.<code>`. */
export type ImportErrorCode =
  | 'REQUIRED'
  | 'UNKNOWN_GAME'
  | 'UNKNOWN_SERVER'
  | 'UNKNOWN_CATEGORY'
  | 'NOT_A_PRICE'
  | 'PRICE_RANGE'
  | 'NOT_AN_INTEGER'
  | 'QUANTITY_RANGE'
  | 'MIN_GT_MAX'
  | 'MAX_GT_QUANTITY'
  | 'UNKNOWN_TRADE_METHOD'
  | 'NOT_A_DATE'
  | 'DATE_PAST'
  | 'UNKNOWN_PUBLIC_STATUS'
  | 'TOO_LONG'
  /** refused by batchSave: `message` holds the server's words */
  | 'SERVER';

export interface ImportCellError {
  field: DemandImportField;
  code: ImportErrorCode;
  /** English text for logs and clients that do not translate codes */
  message: string;
}

/** A parsed row: the cell texts as read, the demand they resolve to (missing parts undefined), the errors. */
export interface ImportRow {
  /** 1-based row number in the sheet (the header is row 1) */
  rowNo: number;
  cells: Record<DemandImportField, string>;
  draft: Partial<DemandInput>;
  errors: ImportCellError[];
}

export interface ImportParseResult {
  fileName: string;
  total: number;
  valid: number;
  invalid: number;
  rows: ImportRow[];
  /** ms the server spent parsing */
  parseMs: number;
}

/** POST batchSave: every row or none. Violations name rows as `rows[i].field`. */
export interface DemandBatchSave {
  rows: DemandInput[];
}

export interface DemandBatchSaveResult {
  saved: number;
  ids: string[];
}

/* ---------------- onboarding ---------------- */

export interface QuizQuestion {
  id: string;
  options: string[];
}

/** PUT B/usercenter/resellers/me/agreement. */
export interface ResellerAgreementInput {
  agreed: boolean;
  /** question id → option id */
  answers: Record<string, string>;
}

/** PUT me/editResellerInfo (onboarding info step and settings). */
export interface ResellerInfoInput {
  storeName: string;
  storeUrl: string;
  contactQq?: string;
  contactPhone?: string;
  /** shown on the store page */
  notice?: string;
}

export interface ResellerProgressResult {
  merchantProgress: MerchantProgress;
}

/* ---------------- deposit ---------------- */

export interface DepositRefund {
  bizNo: string;
  userId: string;
  amount: string;
  reason?: string;
  status: DepositRefundStatus;
  createdAt: string;
  reviewedAt?: string;
  canceledAt?: string;
}

/** GET B/fund/deposit/refund/amount. */
export interface DepositRefundInfo {
  deposit: string;
  lockedDeposit: string;
  effectiveDeposit: string;
  refundable: string;
  /** the deposit that keeps demands on the market (SPEC §9: 200) */
  required: string;
  pending?: DepositRefund;
}

export interface DepositRefundInput {
  amount: string;
  reason?: string;
}

/** GET B/account/deposit/recharge: what a top-up starts from. */
export interface DepositRechargeInfo {
  deposit: string;
  lockedDeposit: string;
  effectiveDeposit: string;
  required: string;
  /** max(0, required − effective) */
  shortfall: string;
  minAmount: string;
  maxAmount: string;
}

/** POST B/account/fundDepositRecharge. */
export interface DepositRechargeInput {
  amount: string;
  paymentMethod: string;
}

export interface DepositRechargeResult {
  batchNo: string;
  /** the pay-result route type */
  type: 'deposit';
}

/** POST B/fund/deposit/page: the deposit ledger. */
export interface DepositRecordQuery extends PageQuery {
  bizType?: string;
  from?: string;
  to?: string;
}

export interface DepositRecord {
  id: string;
  /** DEPOSIT: the effective part; LOCKED_DEPOSIT: locked by a pending refund */
  account: DepositAccount;
  bizNo: string;
  bizType: string;
  amount: string;
  balanceAfter: string;
  remark?: string;
  tradeAt: string;
  reviewedAt?: string;
}

/* ---------------- settings and counterparties ---------------- */

/** GET/PUT me/game-configs: per game, how the receiver works it. */
export interface ResellerGameConfig {
  gameId: string;
  enabled: boolean;
  /** new demands of this game default to public */
  autoPublic: boolean;
  defaultTradeMethod: TradeMethod;
  defaultMinQuantity: number;
  defaultMaxQuantity: number;
}

/** PUT update/filter: which suppliers may sell to my demands. */
export interface SupplierFilterRule {
  /** refuse suppliers with a risk warning */
  refuseRiskWarned: boolean;
  /** refuse blacklisted suppliers */
  refuseBlacklisted: boolean;
  /** only whitelisted suppliers may sell */
  whitelistOnly: boolean;
  /** refuse suppliers whose completion rate is below this ratio ('0.95'), empty for none */
  minCompletionRate?: string;
}

export interface ResellerSettings {
  info: ResellerInfoInput;
  filter: SupplierFilterRule;
}

/** POST me/listSuppliers. */
export interface SupplierQuery extends PageQuery {
  keyword?: string;
  filtered?: boolean;
  mark?: SupplierMarkFilter;
}

export interface SupplierCounterparty {
  supplierId: string;
  supplierName: string;
  storeName?: string;
  storeUrl?: string;
  orderCount: number;
  completedCount: number;
  amount: string;
  /** completedCount / orderCount as a ratio string */
  completionRate: string;
  lastTradeAt?: string;
  filtered: boolean;
  filteredAt?: string;
  remark?: string;
  mark?: ListMark;
  /** level of the supplier's risk warning, when it has one */
  riskLevel?: RiskLevel;
}

/** PATCH me/suppliers: my remark on a supplier. */
export interface SupplierRemarkInput {
  supplierId: string;
  remark: string;
}

export interface FilteredSupplier {
  supplierId: string;
  supplierName: string;
  filteredAt: string;
}
