import type { CommodityInput, SupplierCommodity, TradeMethod } from '@/types';
import { beijingPickerValue, fromBeijingPicker } from '@/utils/format';
import type { Dayjs } from 'dayjs';

/**
 * What the publish/edit form holds: the API input with a date object and attributes by id. The
 * date is a picker value: its wall-clock fields are Beijing time (beijingPickerValue).
 */
export interface CommodityFormValues {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  title?: string;
  unitPrice?: string;
  /** numbers from a saved commodity, the text as typed once edited (text fields) */
  stock?: number | string;
  minQuantity?: number | string;
  maxQuantity?: number | string;
  tradeMethod?: TradeMethod;
  effectiveTime?: Dayjs | string | number;
  imageList?: string[];
  attributes?: Record<string, string | undefined>;
  deliveryNote?: string;
  onSale?: boolean;
}

const DAY = 86_400_000;

export function emptyValues(nowMs: number): CommodityFormValues {
  return { effectiveTime: beijingPickerValue(nowMs + 30 * DAY), onSale: true, imageList: [], minQuantity: 1 };
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
    effectiveTime: beijingPickerValue(forNew && effective <= nowMs ? nowMs + 30 * DAY : effective),
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
    stock: Number(String(v.stock).trim()),
    minQuantity: Number(String(v.minQuantity).trim()),
    maxQuantity: Number(String(v.maxQuantity).trim()),
    tradeMethod: v.tradeMethod as TradeMethod,
    effectiveTime: fromBeijingPicker(v.effectiveTime) ?? '',
    imageList: v.imageList ?? [],
    attributeValueIds: Object.values(v.attributes ?? {}).filter((x): x is string => !!x),
    deliveryNote: v.deliveryNote?.trim() || undefined,
    status: v.onSale === false ? 'OFF_SALE' : 'ON_SALE',
  };
}
