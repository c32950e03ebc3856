/**
 * Demand prepayments in the money ledger (SPEC §7 Funds). A prepaid demand's money sits in the ESCROW account
 * of the PLATFORM pseudo-user under the business number `DM<demandId>`; paying in moves it from
 * the receiver's BALANCE, a refund moves what is left back. `demandPaymentDTO.amount` counts what
 * was ever paid in; the ledger says what is still held.
 */
import Big from 'big.js';
import type { Demand } from '../../../src/types';
import { balanceOf, PLATFORM_USER, transfer, type LedgerDb } from '../money/ledger';

export const demandBizNo = (demandId: string): string => `DM${demandId}`;
const ESCROW = { userId: PLATFORM_USER, account: 'ESCROW' as const };

/** What every demand still holds in escrow, in one pass over the platform's entries. */
export function escrowIndex(db: LedgerDb): Map<string, Big> {
  const out = new Map<string, Big>();
  for (const e of db.money.byUser[PLATFORM_USER] ?? []) {
    if (e.account !== 'ESCROW' || !e.bizNo.startsWith('DM')) continue;
    const id = e.bizNo.slice(2);
    out.set(id, (out.get(id) ?? new Big(0)).plus(e.amount));
  }
  return out;
}

export function escrowOfDemand(db: LedgerDb, demandId: string): string {
  return (escrowIndex(db).get(demandId) ?? new Big(0)).toFixed(2);
}

/** Money a demand needs held for its open quantity. */
export function requiredPrepayment(unitPrice: string, quantity: number, receivedQuantity: number): string {
  return new Big(unitPrice)
    .times(Math.max(0, quantity - receivedQuantity))
    .round(2, Big.roundUp)
    .toFixed(2);
}

/** A demand is prepaid when money was ever paid into it. */
export const isPrepaid = (d: Demand): boolean => new Big(d.demandPaymentDTO.amount || 0).gt(0);

/** The receiver pays `amount` from the balance into the demand's escrow (throws on a short balance). */
export function payIntoDemand(db: LedgerDb, demand: Demand, payerId: string, amount: string, at: string): void {
  if (new Big(amount).lte(0)) return;
  transfer(db, {
    from: { userId: payerId, account: 'BALANCE' },
    to: ESCROW,
    amount,
    bizType: 'DEMAND_PREPAY',
    businessKind: 'DEMAND',
    bizNo: demandBizNo(demand.id),
    remark: demand.title,
    at,
  });
  demand.demandPaymentDTO = {
    ...demand.demandPaymentDTO,
    amount: new Big(demand.demandPaymentDTO.amount || 0).plus(amount).toFixed(2),
    tradeAt: at,
  };
}

/** Returns `amount` of the demand's escrow to the receiver's balance. */
export function returnFromDemand(
  db: LedgerDb,
  demand: Demand,
  ownerId: string,
  amount: string,
  at: string,
  bizType = 'DEMAND_REFUND',
): void {
  if (new Big(amount).lte(0)) return;
  transfer(db, {
    from: ESCROW,
    to: { userId: ownerId, account: 'BALANCE' },
    amount,
    bizType,
    businessKind: 'DEMAND',
    bizNo: demandBizNo(demand.id),
    remark: demand.title,
    at,
  });
}

/** The receiver's spendable balance (what a prepayment can draw on). */
export const spendable = (db: LedgerDb, userId: string): string => balanceOf(db, userId, 'BALANCE');

/**
 * For the trade area: an order against a prepaid demand releases the order's amount from the
 * demand's escrow back to the receiver's balance, from which the order is then paid as usual (so
 * the receiver is never charged twice). Answers the amount released (at most what is held).
 */
export function drawDemandEscrow(db: LedgerDb, demand: Demand, amount: string, orderNo: string, at: string): string {
  const held = new Big(escrowOfDemand(db, demand.id));
  const take = new Big(amount).gt(held) ? held : new Big(amount);
  if (take.lte(0)) return '0.00';
  returnFromDemand(db, { ...demand, title: orderNo }, demand.resellerId, take.toFixed(2), at, 'DEMAND_DRAW');
  return take.toFixed(2);
}
