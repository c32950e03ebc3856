import type { Demand, DepositRefund, ResellerGameConfig, SupplierFilterRule } from '../../../src/types';

/** One supplier a receiver refuses: it may not sell to the receiver's demands. */
export interface SupplierFilterEntry {
  supplierId: string;
  filteredAt: string;
}

/**
 * The reseller slice. Demands themselves live in the market slice (SPEC §7 C/user/demand writes
 * them); this slice keeps what only the receiver side knows: its settings, refused suppliers and
 * remarks, deposit refund requests, archived demands and quiz attempts. Keyed by the main
 * account's id. Seeded by seed.ts; a leaf (types only), so the store's types do not lead back here.
 */
export interface ResellerState {
  seq: number;
  /** store notice shown on the receiver's store page */
  notices: Record<string, string>;
  filters: Record<string, SupplierFilterRule>;
  gameConfigs: Record<string, ResellerGameConfig[]>;
  filteredSuppliers: Record<string, SupplierFilterEntry[]>;
  /** owner id → supplier id → remark */
  supplierRemarks: Record<string, Record<string, string>>;
  refunds: DepositRefund[];
  /** demands moved out of the live collection (B/history/demand/page) */
  archivedDemands: Demand[];
  /** failed quiz submissions per user (shown as the attempt count) */
  quizAttempts: Record<string, number>;
}

export const DEFAULT_FILTER: SupplierFilterRule = {
  refuseRiskWarned: false,
  refuseBlacklisted: true,
  whitelistOnly: false,
};
