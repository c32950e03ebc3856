import Big from 'big.js';
import { RECEIVER_DEPOSIT } from '../../../src/domain/reseller/facts';
import type { Demand, DemandView, DepositState } from '../../../src/types';
import { findCategory, findGame, findServer } from '../market/catalog';
import { moneyView } from '../money/ledger';
import type { MockDb } from '../types';
import { escrowIndex } from './escrow';

/** Below the receiver deposit the receiver's demands leave the market. */
export function depositStateOf(db: MockDb, resellerId: string): DepositState {
  return new Big(moneyView(db, resellerId).effectiveDeposit).gte(RECEIVER_DEPOSIT) ? 'SECURED' : 'INSUFFICIENT';
}

export function openAmountOf(d: Pick<Demand, 'unitPrice' | 'quantity' | 'receivedQuantity'>): string {
  return new Big(d.unitPrice).times(Math.max(0, d.quantity - d.receivedQuantity)).toFixed(2);
}

/** The owner's view of a demand: names for display and the derived state. */
export function toDemandView(
  db: MockDb,
  d: Demand,
  depositState: DepositState = depositStateOf(db, d.resellerId),
  escrow: Map<string, Big> = escrowIndex(db),
): DemandView {
  const game = findGame(db, d.gameId);
  const server = findServer(db, d.serverId);
  const category = findCategory(db, d.categoryId);
  return {
    ...d,
    demandPaymentDTO: { ...d.demandPaymentDTO },
    gameName: game?.name ?? d.gameId,
    gameNameEn: game?.nameEn ?? d.gameId,
    serverName: server?.name ?? d.serverId,
    serverNameEn: server?.nameEn ?? d.serverId,
    categoryName: category?.name ?? d.categoryId,
    categoryNameEn: category?.nameEn ?? d.categoryId,
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
    depositState,
    openAmount: openAmountOf(d),
    prepaid: (escrow.get(d.id) ?? new Big(0)).toFixed(2),
  };
}
