import type { Demand, DepositRefund, ResellerGameConfig, SupplierFilterRule } from '../../../src/types';
import { createPrng } from '../../_lib/prng';
import type { SeedContext } from '../seed/context';
import { seedArchivedDemands, seedDemandEscrow, seedGameConfigs } from './seed';

/** One supplier a receiver refuses: it may not sell to the receiver's demands. */
export interface SupplierFilterEntry {
  supplierId: string;
  filteredAt: string;
}

/**
 * The reseller slice. Demands themselves live in the market slice (C2); this slice keeps what only
 * the receiver side knows: its settings, refused suppliers and remarks, deposit refund requests,
 * archived demands and quiz attempts. Keyed by the main account's id.
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

export function seedReseller(ctx: SeedContext): ResellerState {
  const state: ResellerState = {
    seq: 0,
    notices: {},
    filters: {},
    gameConfigs: {},
    filteredSuppliers: {},
    supplierRemarks: {},
    refunds: [],
    archivedDemands: [],
    quizAttempts: {},
  };
  if (!ctx.market || !ctx.money) return state;
  const db = { ...ctx, market: ctx.market, money: ctx.money, reseller: state };
  seedDemandEscrow(db);
  seedArchivedDemands(db, createPrng(5001));
  seedGameConfigs(db);
  return state;
}
