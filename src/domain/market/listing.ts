import type { Attribute } from './catalog';

/** Commodities (sell listings) and demands (buy listings), SPEC §3. Money as decimal strings. */
export const TRADE_METHODS = ['MAIL', 'FACE_TO_FACE', 'AUCTION_HOUSE', 'ACCOUNT_TRANSFER'] as const;
export type TradeMethod = (typeof TRADE_METHODS)[number];
export const COMMODITY_STATUSES = ['ON_SALE', 'OFF_SALE'] as const;
export type CommodityStatus = (typeof COMMODITY_STATUSES)[number];
export const DEMAND_STATUSES = ['ACTIVE', 'PAUSED', 'COMPLETED', 'REFUNDED', 'EXPIRED'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export const PUBLIC_STATUSES = ['PUBLIC', 'PRIVATE'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

export interface ListingBase {
  id: string;
  gameId: string;
  serverId: string;
  categoryId: string;
  title: string;
  /** price of one unit in yuan */
  unitPrice: string;
  minQuantity: number;
  maxQuantity: number;
  tradeMethod: TradeMethod;
  /** ISO date-time after which the listing stops */
  effectiveTime: string;
  imageList: string[];
  attributeList: Attribute[];
  createdAt: string;
  modifiedAt: string;
}

export interface Commodity extends ListingBase {
  supplierId: string;
  storeUrl: string;
  storeName: string;
  stock: number;
  sold: number;
  status: CommodityStatus;
  deliveryNote?: string;
}

export interface DemandPayment {
  /** paid into the demand (escrowed for receiving) */
  amount: string;
  tradeAt?: string;
  refundAt?: string;
}

export interface Demand extends ListingBase {
  resellerId: string;
  storeUrl: string;
  storeName: string;
  quantity: number;
  receivedQuantity: number;
  status: DemandStatus;
  publicStatus: PublicStatus;
  demandPaymentDTO: DemandPayment;
}
