import type {
  AutoUpdateConfig,
  MyReseller,
  OrderComment,
  ResellerFilterRules,
  StockRecord,
  SupplierGameConfig,
  SyncSaleStatus,
  UploadScene,
} from '../../../src/types';

/**
 * The supplier slice's store shapes. A leaf: types only (mock/_db/types.ts imports it), so it
 * imports nothing that leads back to the store, the seeds or the rules.
 */

/** Settings of one supplier (main account), A/suppliers me/setting. */
export interface SupplierSettingRecord {
  agreementAcceptedAt?: string;
  agreementVersion?: string;
  quickRemarks: string[];
  inRemarks: string[];
  outRemarks: string[];
  gameConfigs: SupplierGameConfig[];
  filterRules: ResellerFilterRules;
  syncSaleStatus: SyncSaleStatus;
}

/** A reseller a supplier has traded with. */
export interface ResellerRelation extends Omit<MyReseller, 'filtered' | 'filteredAt' | 'filterReason'> {
  supplierId: string;
}

export interface FilteredResellerRecord {
  supplierId: string;
  resellerId: string;
  reason?: string;
  filteredAt: string;
}

/** A file uploaded with an STS token, served back from memory. */
export interface UploadRecord {
  key: string;
  name: string;
  contentType: string;
  /** served inline (an image); anything else is a download */
  image?: boolean;
  size: number;
  ownerId: string;
  data: Buffer;
  uploadedAt: string;
}

export interface StsGrant {
  securityToken: string;
  userId: string;
  dir: string;
  expiresAt: number;
  /** what the token was asked for: an 'image' token cannot post a 'file' (which takes any type) */
  scene: UploadScene;
}

/** The supplier slice of the fake backend's store. */
export interface SupplierState {
  seq: number;
  /** live stock ledger, oldest first */
  stockRecords: StockRecord[];
  /** records moved out of the live ledger by age (B/history), oldest first */
  stockArchive: StockRecord[];
  /** by supplier (main account) id */
  settings: Record<string, SupplierSettingRecord>;
  /** by commodity id */
  autoUpdate: Record<string, AutoUpdateConfig>;
  resellers: ResellerRelation[];
  filtered: FilteredResellerRecord[];
  /** reviews of orders, both sides */
  comments: OrderComment[];
  /** by object key */
  uploads: Record<string, UploadRecord>;
  /** by security token */
  stsGrants: Record<string, StsGrant>;
}
