import type { PageQuery, Paged } from '../../types/api';
import type { CategoryKind } from '../market/catalog';
import type { Commodity, CommodityStatus, TradeMethod } from '../market/listing';

/**
 * Supplier workspace (SPEC §7 C/user/commodity and A/suppliers). Money as decimal strings.
 * Plain TypeScript: the console and the fake backend both read it.
 */

/** POST/PUT C/user/commodity: what the publish and edit form sends. */
export interface CommodityInput {
  gameId: string;
  serverId: string;
  categoryId: string;
  title: string;
  unitPrice: string;
  stock: number;
  minQuantity: number;
  maxQuantity: number;
  tradeMethod: TradeMethod;
  /** ISO instant after which the listing stops */
  effectiveTime: string;
  imageList: string[];
  /** chosen values of the category's attributes */
  attributeValueIds: string[];
  deliveryNote?: string;
  /** publish on sale (default) or keep it off sale */
  status?: CommodityStatus;
}

export interface CommodityUpdateInput extends CommodityInput {
  id: string;
}

/** A commodity as the supplier's own table shows it: catalog names and its auto-update config. */
export interface SupplierCommodity extends Commodity {
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  unit: string;
  unitEn: string;
  autoUpdate?: AutoUpdateConfig;
}

/** Stock filter of the list: none left, at or under LOW_STOCK (rules.ts), more. */
export const STOCK_STATES = ['SOLD_OUT', 'LOW', 'IN_STOCK'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** Orders of the supplier's list; the first is the default. */
export const COMMODITY_SORTS = ['MODIFIED_DESC', 'PRICE_ASC', 'PRICE_DESC', 'STOCK_ASC', 'STOCK_DESC', 'SOLD_DESC'] as const;
export type CommoditySort = (typeof COMMODITY_SORTS)[number];

export interface CommodityQuery extends PageQuery {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  status?: CommodityStatus;
  stockState?: StockState;
  keyword?: string;
  tradeMethod?: TradeMethod;
  sort?: CommoditySort;
  /** only those at or below their low-stock threshold or taken off sale by the rule (src/domain/automation) */
  attention?: boolean;
}

/** POST quickModify: price and/or stock of one commodity, straight from the table. */
export interface QuickModifyInput {
  id: string;
  unitPrice?: string;
  stock?: number;
}

export interface BatchSaleStatusInput {
  ids: string[];
  status: CommodityStatus;
}

/** POST changeBatchSetting: only the fields given change, on every listed commodity. */
export interface BatchSettingInput {
  ids: string[];
  minQuantity?: number;
  maxQuantity?: number;
  tradeMethod?: TradeMethod;
  effectiveTime?: string;
  deliveryNote?: string;
}

export interface BatchResult {
  updated: number;
  /** ids left unchanged (e.g. out of stock when putting on sale) */
  skipped: string[];
}

/** POST quickPublish: the rest comes from the supplier's last commodity of that category, or defaults. */
export interface QuickPublishInput {
  gameId: string;
  serverId: string;
  categoryId: string;
  unitPrice: string;
  stock: number;
}

export interface CommodityStatistics {
  total: number;
  onSale: number;
  offSale: number;
  soldOut: number;
  /** units in stock over all commodities */
  stock: number;
  sold: number;
}

export interface CategoryCommodityStatistics {
  gameId: string;
  gameName: string;
  gameNameEn: string;
  categoryId: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  count: number;
  onSale: number;
  stock: number;
  sold: number;
}

/** listUserGoldServerStockData: gold in stock per server. */
export interface GoldServerStock {
  gameId: string;
  gameName: string;
  gameNameEn: string;
  serverId: string;
  serverName: string;
  serverNameEn: string;
  unit: string;
  unitEn: string;
  stock: number;
  commodities: number;
}

/** Sync sale status: listings out of stock or past their effective time go off sale. */
export interface SyncSaleStatus {
  /** keep syncing on every read of the list */
  enabled: boolean;
  lastSyncAt?: string;
  /** commodities taken off sale by the last sync */
  lastOffSale: number;
}

/**
 * Auto-update of price and quantity: the price follows the lowest competing price on the same
 * server and category minus an offset, never under the floor; stock under the threshold is
 * refilled to the restock quantity (an IN record).
 */
export interface AutoUpdateConfig {
  commodityId: string;
  enabled: boolean;
  /** decimal, ≥ 0 */
  priceOffset: string;
  /** decimal, > 0 */
  floorPrice: string;
  restockThreshold: number;
  restockQuantity: number;
  intervalMinutes: number;
  lastRunAt?: string;
  lastPrice?: string;
}

export interface AutoUpdateInput extends Omit<AutoUpdateConfig, 'commodityId' | 'lastRunAt' | 'lastPrice'> {
  commodityIds: string[];
}

/** The same call with `remove` drops one commodity's config (auto-update off for good). */
export interface AutoUpdateRemoval {
  remove: true;
  commodityId: string;
}

export interface AutoUpdateQuery extends PageQuery {
  enabled?: boolean;
}

export interface AutoUpdateRow extends AutoUpdateConfig {
  commodityTitle: string;
  unitPrice: string;
  stock: number;
}

/* ---------- A/suppliers: onboarding, settings, counterparties ---------- */

export interface SupplierGameConfig {
  gameId: string;
  enabled: boolean;
  tradeMethod: TradeMethod;
  minQuantity: number;
  maxQuantity: number;
  /** promised delivery time in hours */
  deliveryHours: number;
  remark?: string;
}

/** Who may buy from me: rules applied to resellers before an order is accepted. */
export interface ResellerFilterRules {
  blockRiskWarned: boolean;
  onlyWhitelisted: boolean;
  /** accounts younger than this many days are filtered */
  minRegisteredDays: number;
  /** 0–1 as a decimal string */
  minCompletionRate: string;
}

/** Which remark list: quick remarks of orders, or the presets of stock IN / OUT records. */
export const REMARK_KINDS = ['QUICK', 'IN', 'OUT'] as const;
export type RemarkKind = (typeof REMARK_KINDS)[number];

export interface SupplierSetting {
  storeName?: string;
  storeUrl?: string;
  contactQq?: string;
  contactPhone?: string;
  firstOpenedAt?: string;
  agreementAcceptedAt?: string;
  quickRemarks: string[];
  inRemarks: string[];
  outRemarks: string[];
  gameConfigs: SupplierGameConfig[];
  filterRules: ResellerFilterRules;
}

export interface InOutRemarks {
  inRemarks: string[];
  outRemarks: string[];
}

/** PUT me/merchant: the info step of onboarding, and later edits of the store. */
export interface SupplierInfoInput {
  storeName: string;
  storeUrl: string;
  contactQq: string;
  contactPhone: string;
}

export interface AgreementInput {
  agreed: boolean;
  /** version of the agreement text the user read */
  version: string;
}

export interface RemarksInput {
  kind: RemarkKind;
  remarks: string[];
}

/** A reseller the supplier has traded with. */
export interface MyReseller {
  resellerId: string;
  name: string;
  storeName?: string;
  storeUrl?: string;
  orderCount: number;
  quantity: number;
  tradeAmount: string;
  firstTradeAt: string;
  lastTradeAt: string;
  remark?: string;
  filtered: boolean;
  filteredAt?: string;
  filterReason?: string;
}

export interface MyResellerQuery extends PageQuery {
  keyword?: string;
  filtered?: boolean;
}

export interface ResellerRemarkInput {
  resellerId: string;
  remark: string;
}

export interface FilterResellerInput {
  reason?: string;
}

/* ---------- reviews of orders ---------- */

/** sales: reviews of my sales orders (the first, the default); purchase: reviews I wrote. */
export const COMMENT_SIDES = ['sales', 'purchase'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];

export interface OrderComment {
  id: string;
  orderNo: string;
  sellerId: string;
  sellerName: string;
  buyerId: string;
  buyerName: string;
  commodityTitle: string;
  gameId: string;
  /** 1–5 */
  rating: number;
  content: string;
  createdAt: string;
  reply?: string;
  repliedAt?: string;
}

export interface CommentQuery extends PageQuery {
  /** sales: reviews of my sales orders; purchase: reviews I wrote on my purchases */
  side: CommentSide;
  rating?: number;
  replied?: boolean;
  keyword?: string;
  startAt?: string;
  endAt?: string;
}

export interface CommentPage extends Paged<OrderComment> {
  /** over every review of the side, not only this page: decimal string */
  averageRating: string;
  unreplied: number;
}

export interface CommentReplyInput {
  reply: string;
}

export interface CommentCreateInput {
  orderNo: string;
  rating: number;
  content: string;
}
