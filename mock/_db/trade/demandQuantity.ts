import type { MockDb } from '../types';

/**
 * Received quantity of a demand when an order into it is delivered (or returned). The demand
 * collection's writes belong to the receiver area; it exports no such function yet, so this is the
 * one place trade changes it: receivedQuantity within 0..quantity, and the status follows
 * (COMPLETED when fully received, ACTIVE again when a return reopens it).
 */
export function addDemandReceived(db: MockDb, demandId: string, delta: number, at: string): void {
  const demand = db.market.demands.find((d) => d.id === demandId);
  if (!demand) return;
  demand.receivedQuantity = Math.min(demand.quantity, Math.max(0, demand.receivedQuantity + delta));
  if (demand.receivedQuantity >= demand.quantity && demand.status === 'ACTIVE') demand.status = 'COMPLETED';
  else if (demand.receivedQuantity < demand.quantity && demand.status === 'COMPLETED') demand.status = 'ACTIVE';
  demand.modifiedAt = at;
}
