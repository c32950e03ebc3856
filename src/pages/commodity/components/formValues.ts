import type { CommodityInput, SupplierCommodity, TradeMethod } from '@/types';
import dayjs, { type Dayjs } from 'dayjs';

/** What the publish/edit form holds: the API input with a date object and attributes by id. */
export interface CommodityFormValues {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  title?: string;
  unitPrice?: string;
  stock?: number;
  minQuantity?: number;
  maxQuantity?: number;
  tradeMethod?: TradeMethod;
  effectiveTime?: Dayjs | string | number;
  imageList?: string[];
  attributes?: Record<string, string | undefined>;
  deliveryNote?: string;
  onSale?: boolean;
}

const DAY = 86_400_000;

/**
 * Epoch milliseconds of a picker value. ProForm hands over deep copies of antd's dayjs objects
 * (plain objects that keep `$d` but lose the methods), so neither instanceof nor dayjs() can be
 * trusted here.
 */
export function toMs(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const d = dayjs(value);
    return d.isValid() ? d.valueOf() : undefined;
  }
  if (value instanceof Date) return value.getTime();
  const o = value as { toDate?: () => Date; $d?: unknown; valueOf: () => unknown };
  if (typeof o.toDate === 'function') return o.toDate().getTime();
  if (o.$d instanceof Date) return o.$d.getTime();
  const n = o.valueOf();
  return typeof n === 'number' ? n : undefined;
}

export function toIso(value: unknown): string | undefined {
  const ms = toMs(value);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

export function emptyValues(nowMs: number): CommodityFormValues {
  return { effectiveTime: dayjs(nowMs + 30 * DAY), onSale: true, imageList: [], minQuantity: 1 };
}

/** A saved commodity as form values; `forNew` renews an effective time that has passed. */
export function toFormValues(c: SupplierCommodity, nowMs: number, forNew = false): CommodityFormValues {
  const effective = Date.parse(c.effectiveTime);
  return {
    gameId: c.gameId,
    serverId: c.serverId,
    categoryId: c.categoryId,
    title: c.title,
    unitPrice: c.unitPrice,
    stock: c.stock,
    minQuantity: c.minQuantity,
    maxQuantity: c.maxQuantity,
    tradeMethod: c.tradeMethod,
    effectiveTime: dayjs(forNew && effective <= nowMs ? nowMs + 30 * DAY : effective),
    imageList: [...c.imageList],
    attributes: Object.fromEntries(c.attributeList.map((a) => [a.id, a.attributeValueList[0]?.id])),
    deliveryNote: c.deliveryNote,
    onSale: c.status === 'ON_SALE',
  };
}

export function toInput(v: CommodityFormValues): CommodityInput {
  return {
    gameId: v.gameId ?? '',
    serverId: v.serverId ?? '',
    categoryId: v.categoryId ?? '',
    title: (v.title ?? '').trim(),
    unitPrice: String(v.unitPrice ?? '').trim(),
    stock: Number(v.stock),
    minQuantity: Number(v.minQuantity),
    maxQuantity: Number(v.maxQuantity),
    tradeMethod: v.tradeMethod as TradeMethod,
    effectiveTime: toIso(v.effectiveTime) ?? '',
    imageList: v.imageList ?? [],
    attributeValueIds: Object.values(v.attributes ?? {}).filter((x): x is string => !!x),
    deliveryNote: v.deliveryNote?.trim() || undefined,
    status: v.onSale === false ? 'OFF_SALE' : 'ON_SALE',
  };
}
