import type { OfferRule } from '../automation/types';
import type { BargainingStatus } from './codes';

/** Bargaining on a commodity (SPEC §4 actions: apply, agree, reject, cancel). Prices as decimal strings. */
export type { BargainingStatus };

export interface Bargaining {
  id: string;
  commodityId: string;
  commodityTitle: string;
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  unit: string;
  unitEn: string;
  supplierId: string;
  supplierName: string;
  buyerId: string;
  buyerName: string;
  /** the commodity's unit price when the request was made */
  listPrice: string;
  /** the unit price the buyer asks for */
  offerPrice: string;
  quantity: number;
  message?: string;
  status: BargainingStatus;
  createdAt: string;
  /** a waiting request lapses, an agreed price must be used, before this */
  expiresAt: string;
  answeredAt?: string;
  rejectReason?: string;
  /** answered by the supplier's bargaining rule (src/domain/automation), with its setting */
  autoRule?: { rule: OfferRule; value: string };
  /** the order that used the agreed price */
  orderNo?: string;
}

/**
 * An offered unit price as typed: digits with an optional fraction. Anything else ('-1', '1e2',
 * ' ') is no price; the form and the fake backend both apply it.
 */
export const OFFER_PRICE_RE = /^\d+(\.\d+)?$/;

/** PUT B/order/bargaining/apply */
export interface BargainingApply {
  commodityId: string;
  offerPrice: string;
  quantity: number;
  message?: string;
}

/** GET B/order/bargaining/seller/list and buyer/list */
export interface BargainingQuery {
  current?: number;
  size?: number;
  commodityId?: string;
  status?: BargainingStatus;
}

/** PUT B/order/bargaining/audit/reject/{id} */
export interface BargainingReject {
  reason?: string;
}
