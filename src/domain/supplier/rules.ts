import { COMMODITY_STATUSES, TRADE_METHODS, type CommodityStatus, type TradeMethod } from '../market/listing';
import { CONTACT_PHONE_RE, QQ_RE as ACCOUNT_QQ_RE } from '../account/rules';
import { isBlank, toBig } from '../decimal';
import type { StsToken } from './oss';

const DAY_MS = 86_400_000;

/**
 * Supplier limits and field rules shared by the console's forms and the fake backend: both sides
 * speak in the same i18n keys (src/locales/* /supplier.ts), so the message next to a field is the
 * same whether the browser or the server found the problem.
 */
export const COMMODITY_LIMITS = {
  titleMin: 4,
  titleMax: 60,
  /** highest unit price, yuan */
  priceMax: '1000000',
  /** decimals a unit price may carry (gold sells at fractions of a fen) */
  priceDecimals: 4,
  stockMax: 99_999_999,
  imagesMax: 5,
  deliveryNoteMax: 200,
  /** how far ahead the effective time may be */
  effectiveMaxDays: 365,
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

/** Every trade method and listing status: the listing's lists (src/domain/market/listing.ts). */
export { COMMODITY_STATUSES, TRADE_METHODS };
export const isTradeMethod = (v: unknown): v is TradeMethod => TRADE_METHODS.some((m) => m === v);
export const isCommodityStatus = (v: unknown): v is CommodityStatus => COMMODITY_STATUSES.some((s) => s === v);
/** stock at or under this shows as low */
export const LOW_STOCK = 10;

/** Stock ledger: remark length, and the age at which records leave the live ledger for the archive (B/history). */
export const STOCK_RECORD_LIMITS = { remarkMax: 100, archiveAfterDays: 90 } as const;

/** Supplier settings (A/suppliers me/setting): remark lists, game configs, receiver filter rules. */
export const SETTING_LIMITS = {
  remarksMax: 20,
  remarkLengthMax: 50,
  deliveryHoursMax: 720,
  gameRemarkMax: 100,
  registeredDaysMax: 3650,
} as const;

/** Resellers I traded with: my remark on one, the reason for filtering one. */
export const RESELLER_LIMITS = { remarkMax: 50, filterReasonMax: 100 } as const;

/** Reviews of orders: the buyer's text, the seller's one reply. */
export const REVIEW_LIMITS = { contentMax: 300, replyMax: 200 } as const;

/** Auto-update of price and quantity: how often it may run, in minutes. */
export const AUTO_UPDATE_LIMITS = { intervalMin: 5, intervalMax: 1440 } as const;

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Uploads: what the 'image' scene accepts, and the size limit of each scene. */
export const UPLOAD_LIMITS = {
  imageTypes: IMAGE_TYPES,
  imageMaxBytes: COMMODITY_LIMITS.imageMaxBytes,
  fileMaxBytes: 5 * 1024 * 1024,
} as const;

/** What is wrong with a file against a token's limits: its type, then its size. */
export function fileProblem(
  file: { type: string; size: number },
  token: Pick<StsToken, 'maxSize' | 'allowedTypes'>,
): 'type' | 'size' | undefined {
  if (token.allowedTypes.length && !token.allowedTypes.includes(file.type)) return 'type';
  if (file.size > token.maxSize) return 'size';
  return undefined;
}

/** A problem with one field, as an i18n key and its values. */
export interface RuleIssue {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

type Input = string | number | null | undefined;

const DECIMAL_RE = /^\d+(\.(\d+))?$/;

/** Unit price: a positive decimal, at most priceDecimals places, at most priceMax. */
export function priceIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const text = String(value).trim();
  if (/^-\d/.test(text)) return 'supplier.rule.price.positive';
  const m = DECIMAL_RE.exec(text);
  const b = m ? toBig(text) : undefined;
  if (!m || !b) return 'supplier.rule.price.number';
  if (b.lte(0)) return 'supplier.rule.price.positive';
  if (b.gt(COMMODITY_LIMITS.priceMax)) return 'supplier.rule.price.max';
  if ((m[2]?.length ?? 0) > COMMODITY_LIMITS.priceDecimals) return 'supplier.rule.price.decimals';
  return undefined;
}

/** Digits only, as typed ('1e5', '1.0', '0x10' and ' ' are no whole numbers here); a number reads as its text. */
const isWhole = (v: Input): boolean => !isBlank(v) && /^\d+$/.test(String(v).trim());

/** Stock: a whole number from 0 to stockMax (20 digits are a number, just too large). */
export function stockIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  if (String(value).trim().startsWith('-')) return 'supplier.rule.stock.negative';
  if (!isWhole(value)) return 'supplier.rule.stock.integer';
  if (Number(String(value).trim()) > COMMODITY_LIMITS.stockMax) return 'supplier.rule.stock.max';
  return undefined;
}

/** Minimum and maximum per order: whole numbers ≥ 1. */
export function orderQuantityIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  if (!isWhole(value) || Number(String(value).trim()) < 1) return 'supplier.rule.quantity.integer';
  if (Number(String(value).trim()) > COMMODITY_LIMITS.stockMax) return 'supplier.rule.stock.max';
  return undefined;
}

/** Auto-update interval: whole minutes from intervalMin to intervalMax. */
export function intervalIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const n = Number(String(value).trim());
  return isWhole(value) && n >= AUTO_UPDATE_LIMITS.intervalMin && n <= AUTO_UPDATE_LIMITS.intervalMax
    ? undefined
    : 'supplier.rule.autoUpdate.interval';
}

/** Receiver filter: the minimum days since registration, a whole number from 0 to registeredDaysMax. */
export function registeredDaysIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  return isWhole(value) && Number(String(value).trim()) <= SETTING_LIMITS.registeredDaysMax ? undefined : 'supplier.rule.filter.days';
}

const PERCENT_RE = /^\d+(\.\d{1,2})?$/;

/** Receiver filter: the minimum completion rate as the form shows it, a percentage from 0 to 100 with at most 2 decimals. */
export function completionPercentIssue(value: Input): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const text = String(value).trim();
  const b = PERCENT_RE.test(text) ? toBig(text) : undefined;
  return b && b.lte(100) ? undefined : 'supplier.rule.filter.percent';
}

/** Whether max is below min, once both are valid. */
export function minMaxIssue(min: Input, max: Input): string | undefined {
  if (orderQuantityIssue(min) || orderQuantityIssue(max)) return undefined;
  return Number(min) > Number(max) ? 'supplier.rule.minMax' : undefined;
}

export function titleIssue(value: Input): string | undefined {
  const t = typeof value === 'string' ? value.trim() : '';
  if (!t) return 'supplier.rule.required';
  if (t.length < COMMODITY_LIMITS.titleMin || t.length > COMMODITY_LIMITS.titleMax) return 'supplier.rule.title.length';
  return undefined;
}

/** The effective time must lie in the future and within effectiveMaxDays. */
export function effectiveTimeIssue(value: Input, nowMs: number): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const t = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(t)) return 'supplier.rule.effectiveTime.invalid';
  if (t <= nowMs) return 'supplier.rule.effectiveTime.past';
  if (t > nowMs + COMMODITY_LIMITS.effectiveMaxDays * DAY_MS) return 'supplier.rule.effectiveTime.max';
  return undefined;
}

/** Values shown in the messages above. */
export const RULE_VALUES: Record<string, Record<string, string | number>> = {
  'supplier.rule.price.max': { max: COMMODITY_LIMITS.priceMax },
  'supplier.rule.price.decimals': { decimals: COMMODITY_LIMITS.priceDecimals },
  'supplier.rule.stock.max': { max: COMMODITY_LIMITS.stockMax },
  'supplier.rule.filter.days': { max: SETTING_LIMITS.registeredDaysMax },
  'supplier.rule.title.length': { min: COMMODITY_LIMITS.titleMin, max: COMMODITY_LIMITS.titleMax },
  'supplier.rule.effectiveTime.max': { days: COMMODITY_LIMITS.effectiveMaxDays },
  'supplier.rule.images.max': { max: COMMODITY_LIMITS.imagesMax },
  'supplier.rule.deliveryNote.max': { max: COMMODITY_LIMITS.deliveryNoteMax },
};

const issue = (field: string, key: string | undefined): RuleIssue[] => (key ? [{ field, key, values: RULE_VALUES[key] }] : []);

export interface CommodityFields {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  title?: string;
  unitPrice?: Input;
  stock?: Input;
  minQuantity?: Input;
  maxQuantity?: Input;
  tradeMethod?: string;
  effectiveTime?: Input;
  imageList?: unknown;
  deliveryNote?: unknown;
}

/** Every problem of a publish/edit form, field by field (catalog placement is checked by the server). */
export function checkCommodity(input: CommodityFields, nowMs: number): RuleIssue[] {
  const out: RuleIssue[] = [
    ...issue('gameId', input.gameId ? undefined : 'supplier.rule.required'),
    ...issue('serverId', input.serverId ? undefined : 'supplier.rule.required'),
    ...issue('categoryId', input.categoryId ? undefined : 'supplier.rule.required'),
    ...issue('title', titleIssue(input.title)),
    ...issue('unitPrice', priceIssue(input.unitPrice)),
    ...issue('stock', stockIssue(input.stock)),
    ...issue('minQuantity', orderQuantityIssue(input.minQuantity)),
    ...issue('maxQuantity', orderQuantityIssue(input.maxQuantity) ?? minMaxIssue(input.minQuantity, input.maxQuantity)),
    ...issue('tradeMethod', isTradeMethod(input.tradeMethod) ? undefined : 'supplier.rule.required'),
    ...issue('effectiveTime', effectiveTimeIssue(input.effectiveTime, nowMs)),
  ];
  const images = input.imageList;
  if (
    images !== undefined &&
    (!Array.isArray(images) || images.length > COMMODITY_LIMITS.imagesMax || images.some((u) => typeof u !== 'string' || !u))
  ) {
    out.push(...issue('imageList', 'supplier.rule.images.max'));
  }
  const note = input.deliveryNote;
  if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > COMMODITY_LIMITS.deliveryNoteMax)) {
    out.push(...issue('deliveryNote', 'supplier.rule.deliveryNote.max'));
  }
  return out;
}

/** Inline quick modify: price and/or stock, at least one of them. */
export function checkQuickModify(input: { unitPrice?: Input; stock?: Input }): RuleIssue[] {
  const hasPrice = !isBlank(input.unitPrice);
  const hasStock = !isBlank(input.stock);
  // nothing to change: said on the stock when only a (blank) stock was sent, else on the price
  const emptyField = input.unitPrice === undefined && input.stock !== undefined ? 'stock' : 'unitPrice';
  if (!hasPrice && !hasStock) return [{ field: emptyField, key: 'supplier.rule.quickModify.empty' }];
  return [
    ...(hasPrice ? issue('unitPrice', priceIssue(input.unitPrice)) : []),
    ...(hasStock ? issue('stock', stockIssue(input.stock)) : []),
  ];
}

/** Store URL of the supplier info step: 4–32 lower-case letters, digits and hyphens. */
export const STORE_URL_RE = /^[a-z0-9](?:[a-z0-9-]{2,30})[a-z0-9]$/;
export const STORE_NAME_MAX = 30;
/** The contact patterns are the account centre's (src/domain/account/rules.ts). */
export const QQ_RE = ACCOUNT_QQ_RE;
export const PHONE_RE = CONTACT_PHONE_RE;

export function checkSupplierInfo(input: {
  storeName?: unknown;
  storeUrl?: unknown;
  contactQq?: unknown;
  contactPhone?: unknown;
}): RuleIssue[] {
  const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const out: RuleIssue[] = [];
  const name = s(input.storeName);
  if (!name) out.push({ field: 'storeName', key: 'supplier.rule.required' });
  else if (name.length < 2 || name.length > STORE_NAME_MAX)
    out.push({ field: 'storeName', key: 'supplier.rule.storeName.length', values: { max: STORE_NAME_MAX } });
  const url = s(input.storeUrl);
  if (!url) out.push({ field: 'storeUrl', key: 'supplier.rule.required' });
  else if (!STORE_URL_RE.test(url)) out.push({ field: 'storeUrl', key: 'supplier.rule.storeUrl.pattern' });
  const qq = s(input.contactQq);
  if (!qq) out.push({ field: 'contactQq', key: 'supplier.rule.required' });
  else if (!QQ_RE.test(qq)) out.push({ field: 'contactQq', key: 'supplier.rule.qq.pattern' });
  const phone = s(input.contactPhone);
  if (!phone) out.push({ field: 'contactPhone', key: 'supplier.rule.required' });
  else if (!PHONE_RE.test(phone)) out.push({ field: 'contactPhone', key: 'supplier.rule.phone.pattern' });
  return out;
}

/** Version of the publish-commodity agreement shown on the terms step. */
export const SUPPLIER_AGREEMENT_VERSION = '2024-01';
