/**
 * Demand field rules as pure functions, shared by the fake backend (import parsing, batchSave,
 * publish) and the import preview and forms (re-checking a fixed row), so both say the same thing.
 */
import type { CategoryKind } from '../../types/catalog';
import type { PublicStatus, TradeMethod } from '../market/listing';
import {
  DEMAND_LIMITS,
  type DemandImportField,
  IMPORT_FIELDS,
  IMPORT_REQUIRED,
  isPublicStatus,
  isTradeMethod,
  TRADE_METHODS,
} from './facts';
import type { DemandInput, ImportCellError, ImportErrorCode } from './types';

const MESSAGES: Record<ImportErrorCode, string> = {
  REQUIRED: 'is required',
  UNKNOWN_GAME: 'no such game',
  UNKNOWN_SERVER: 'no such server in this game',
  UNKNOWN_CATEGORY: 'no such category in this game',
  NOT_A_PRICE: `must be a price with at most ${DEMAND_LIMITS.priceDecimals} decimals`,
  PRICE_RANGE: `must be above 0 and at most ${DEMAND_LIMITS.priceMax}`,
  NOT_AN_INTEGER: 'must be a whole number',
  QUANTITY_RANGE: `must be between 1 and ${DEMAND_LIMITS.quantityMax}`,
  MIN_GT_MAX: 'minimum per order is above the maximum',
  MAX_GT_QUANTITY: 'maximum per order is above the quantity',
  UNKNOWN_TRADE_METHOD: `must be one of ${TRADE_METHODS.join(', ')}`,
  NOT_A_DATE: 'must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm)',
  DATE_PAST: `must be in the future and within ${DEMAND_LIMITS.effectiveMaxDays} days`,
  UNKNOWN_PUBLIC_STATUS: 'must be public or private',
  TOO_LONG: `is longer than ${DEMAND_LIMITS.titleMax} characters`,
  SERVER: 'was refused',
};

export const cellError = (field: DemandImportField, code: ImportErrorCode): ImportCellError => ({
  field,
  code,
  message: `${field} ${MESSAGES[code]}`,
});

const PRICE_RE = new RegExp(`^\\d+(\\.\\d{1,${DEMAND_LIMITS.priceDecimals}})?$`);
const INT_RE = /^\d+$/;
const DAY = 86_400_000;
const BEIJING_OFFSET = 8 * 3600 * 1000;

/** Plain decimal compare for non-negative decimal strings of PRICE_RE's shape. */
function cmpDecimal(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const ia = ai.replace(/^0+(?=\d)/, '');
  const ib = bi.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const len = Math.max(af.length, bf.length);
  const fa = af.padEnd(len, '0');
  const fb = bf.padEnd(len, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** Price text → decimal string, or an error code. */
export function checkPrice(text: string): { value?: string; code?: ImportErrorCode } {
  const s = text.trim().replace(/,/g, '');
  if (!PRICE_RE.test(s)) return { code: 'NOT_A_PRICE' };
  if (cmpDecimal(s, '0') <= 0 || cmpDecimal(s, DEMAND_LIMITS.priceMax) > 0) return { code: 'PRICE_RANGE' };
  return { value: s.replace(/^0+(?=\d)/, '') };
}

export function checkQuantity(text: string): { value?: number; code?: ImportErrorCode } {
  const s = text.trim().replace(/,/g, '').replace(/\.0+$/, '');
  if (!INT_RE.test(s)) return { code: 'NOT_AN_INTEGER' };
  const n = Number(s);
  if (n < 1 || n > DEMAND_LIMITS.quantityMax) return { code: 'QUANTITY_RANGE' };
  return { value: n };
}

/**
 * 'YYYY-MM-DD' (end of that day), 'YYYY-MM-DD HH:mm[:ss]' in Beijing time, or an ISO instant with
 * its zone → ISO instant; undefined when unreadable.
 */
export function parseBeijingDate(text: string): string | undefined {
  const s = text.trim().replace(/\//g, '-');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    const [, y, mo, d, h, mi, se] = m;
    const dateOnly = h === undefined;
    const utc = Date.UTC(+y, +mo - 1, +d, dateOnly ? 23 : +h, dateOnly ? 59 : +mi, dateOnly ? 59 : +(se ?? 0));
    const check = new Date(utc);
    if (check.getUTCFullYear() !== +y || check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d) return undefined;
    return new Date(utc - BEIJING_OFFSET).toISOString();
  }
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? undefined : new Date(t).toISOString();
  }
  return undefined;
}

export function checkEffectiveTime(iso: string, now: number): ImportErrorCode | undefined {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return 'NOT_A_DATE';
  if (t <= now || t > now + DEMAND_LIMITS.effectiveMaxDays * DAY) return 'DATE_PAST';
  return undefined;
}

const TRADE_METHOD_WORDS: Record<string, TradeMethod> = {
  mail: 'MAIL',
  邮寄: 'MAIL',
  邮件: 'MAIL',
  face_to_face: 'FACE_TO_FACE',
  'face to face': 'FACE_TO_FACE',
  当面交易: 'FACE_TO_FACE',
  当面: 'FACE_TO_FACE',
  auction_house: 'AUCTION_HOUSE',
  'auction house': 'AUCTION_HOUSE',
  拍卖行: 'AUCTION_HOUSE',
  account_transfer: 'ACCOUNT_TRANSFER',
  'account transfer': 'ACCOUNT_TRANSFER',
  账号交易: 'ACCOUNT_TRANSFER',
  账号转移: 'ACCOUNT_TRANSFER',
};

export function parseTradeMethod(text: string): TradeMethod | undefined {
  return TRADE_METHOD_WORDS[text.trim().toLowerCase()];
}

const PUBLIC_WORDS: Record<string, PublicStatus> = {
  public: 'PUBLIC',
  yes: 'PUBLIC',
  y: 'PUBLIC',
  公开: 'PUBLIC',
  是: 'PUBLIC',
  private: 'PRIVATE',
  no: 'PRIVATE',
  n: 'PRIVATE',
  私密: 'PRIVATE',
  不公开: 'PRIVATE',
  否: 'PRIVATE',
};

export function parsePublicStatus(text: string): PublicStatus | undefined {
  return PUBLIC_WORDS[text.trim().toLowerCase()];
}

export const defaultTradeMethod = (kind: CategoryKind | undefined): TradeMethod => (kind === 'account' ? 'ACCOUNT_TRANSFER' : 'MAIL');

/** How cells name games, servers and categories: by Chinese or English name or code. */
export interface CatalogResolver {
  game(text: string): { id: string } | undefined;
  server(gameId: string, text: string): { id: string; name: string } | undefined;
  category(gameId: string, text: string): { id: string; name: string; kind: CategoryKind } | undefined;
}

/**
 * A demand as sent or read from a sheet row: any part may be missing, and the trade method and
 * visibility may be any text, until checkDraft finds nothing wrong.
 */
export interface DemandDraft extends Omit<Partial<DemandInput>, 'tradeMethod' | 'publicStatus'> {
  tradeMethod?: string;
  publicStatus?: string;
}

/**
 * The checks that need no catalog, on a (possibly partial) demand: what the preview re-runs after
 * a row is fixed, and what batchSave and publish enforce.
 */
export function checkDraft(draft: DemandDraft, now: number): ImportCellError[] {
  const errors: ImportCellError[] = [];
  if (!draft.gameId) errors.push(cellError('game', 'REQUIRED'));
  if (!draft.serverId) errors.push(cellError('server', 'REQUIRED'));
  if (!draft.categoryId) errors.push(cellError('category', 'REQUIRED'));
  const title = draft.title ?? '';
  if (!title.trim()) errors.push(cellError('title', 'REQUIRED'));
  else if (title.length > DEMAND_LIMITS.titleMax) errors.push(cellError('title', 'TOO_LONG'));
  if (draft.unitPrice === undefined || draft.unitPrice === '') errors.push(cellError('unitPrice', 'REQUIRED'));
  else {
    const p = checkPrice(draft.unitPrice);
    if (p.code) errors.push(cellError('unitPrice', p.code));
  }
  const qtyOk = (field: DemandImportField, v: number | undefined): boolean => {
    if (v === undefined || v === null || Number.isNaN(v)) {
      errors.push(cellError(field, 'REQUIRED'));
      return false;
    }
    const q = checkQuantity(String(v));
    if (q.code) errors.push(cellError(field, q.code));
    return !q.code;
  };
  const okQ = qtyOk('quantity', draft.quantity);
  const okMin = qtyOk('minQuantity', draft.minQuantity);
  const okMax = qtyOk('maxQuantity', draft.maxQuantity);
  if (okMin && okMax && draft.minQuantity! > draft.maxQuantity!) errors.push(cellError('minQuantity', 'MIN_GT_MAX'));
  if (okQ && okMax && draft.maxQuantity! > draft.quantity!) errors.push(cellError('maxQuantity', 'MAX_GT_QUANTITY'));
  if (!draft.tradeMethod) errors.push(cellError('tradeMethod', 'REQUIRED'));
  else if (!isTradeMethod(draft.tradeMethod)) errors.push(cellError('tradeMethod', 'UNKNOWN_TRADE_METHOD'));
  if (!draft.effectiveTime) errors.push(cellError('effectiveTime', 'REQUIRED'));
  else {
    const code = checkEffectiveTime(draft.effectiveTime, now);
    if (code) errors.push(cellError('effectiveTime', code));
  }
  if (!isPublicStatus(draft.publicStatus)) errors.push(cellError('publicStatus', 'UNKNOWN_PUBLIC_STATUS'));
  return errors;
}

/** The demand a draft describes once every field is there and of the right kind; undefined otherwise. */
export function asDemandInput(draft: DemandDraft): DemandInput | undefined {
  const { gameId, serverId, categoryId, title, unitPrice, quantity, minQuantity, maxQuantity, tradeMethod, effectiveTime, publicStatus } =
    draft;
  if (!gameId || !serverId || !categoryId || title === undefined || !unitPrice || !effectiveTime) return undefined;
  if (quantity === undefined || minQuantity === undefined || maxQuantity === undefined) return undefined;
  if (!isTradeMethod(tradeMethod) || !isPublicStatus(publicStatus)) return undefined;
  return {
    ...draft,
    gameId,
    serverId,
    categoryId,
    title,
    unitPrice,
    quantity,
    minQuantity,
    maxQuantity,
    tradeMethod,
    effectiveTime,
    publicStatus,
  };
}

export type ImportCells = Record<DemandImportField, string>;

export const emptyCells = (): ImportCells => Object.fromEntries(IMPORT_FIELDS.map((f) => [f, ''])) as ImportCells;

/** Default effective time of an imported row without one: 30 days on, end of the Beijing day. */
export function defaultEffectiveTime(now: number): string {
  const beijing = new Date(now + BEIJING_OFFSET + 30 * DAY);
  const end = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate(), 23, 59, 59);
  return new Date(end - BEIJING_OFFSET).toISOString();
}

/**
 * One sheet row → the demand it describes and every cell error. Reading a cell never stops at the
 * first problem: the preview marks all of them at once.
 */
export function parseImportRow(
  cells: ImportCells,
  resolver: CatalogResolver,
  now: number,
): { draft: Partial<DemandInput>; errors: ImportCellError[] } {
  const errors: ImportCellError[] = [];
  const draft: Partial<DemandInput> = {};
  const text = (f: DemandImportField) => (cells[f] ?? '').trim();
  IMPORT_REQUIRED.forEach((f) => {
    if (!text(f)) errors.push(cellError(f, 'REQUIRED'));
  });

  let kind: CategoryKind | undefined;
  const game = text('game') ? resolver.game(text('game')) : undefined;
  if (text('game') && !game) errors.push(cellError('game', 'UNKNOWN_GAME'));
  let serverName = text('server');
  let categoryName = text('category');
  if (game) {
    draft.gameId = game.id;
    const server = text('server') ? resolver.server(game.id, text('server')) : undefined;
    if (text('server') && !server) errors.push(cellError('server', 'UNKNOWN_SERVER'));
    if (server) {
      draft.serverId = server.id;
      serverName = server.name;
    }
    const category = text('category') ? resolver.category(game.id, text('category')) : undefined;
    if (text('category') && !category) errors.push(cellError('category', 'UNKNOWN_CATEGORY'));
    if (category) {
      draft.categoryId = category.id;
      kind = category.kind;
      categoryName = category.name;
    }
  }

  const title = text('title') || [serverName, categoryName].filter(Boolean).join(' ');
  draft.title = title;
  if (title.length > DEMAND_LIMITS.titleMax) errors.push(cellError('title', 'TOO_LONG'));

  if (text('unitPrice')) {
    const p = checkPrice(text('unitPrice'));
    if (p.code) errors.push(cellError('unitPrice', p.code));
    else draft.unitPrice = p.value;
  }
  const readQty = (f: DemandImportField): number | undefined => {
    if (!text(f)) return undefined;
    const q = checkQuantity(text(f));
    if (q.code) errors.push(cellError(f, q.code));
    return q.value;
  };
  const quantity = readQty('quantity');
  const minText = text('minQuantity');
  const maxText = text('maxQuantity');
  const min = readQty('minQuantity');
  const max = readQty('maxQuantity');
  draft.quantity = quantity;
  draft.minQuantity = minText ? min : 1;
  draft.maxQuantity = maxText ? max : quantity;
  if (draft.minQuantity !== undefined && draft.maxQuantity !== undefined && draft.minQuantity > draft.maxQuantity) {
    errors.push(cellError('minQuantity', 'MIN_GT_MAX'));
  }
  if (draft.maxQuantity !== undefined && quantity !== undefined && draft.maxQuantity > quantity)
    errors.push(cellError('maxQuantity', 'MAX_GT_QUANTITY'));

  if (text('tradeMethod')) {
    const m = parseTradeMethod(text('tradeMethod'));
    if (!m) errors.push(cellError('tradeMethod', 'UNKNOWN_TRADE_METHOD'));
    else draft.tradeMethod = m;
  } else draft.tradeMethod = defaultTradeMethod(kind);

  if (text('effectiveTime')) {
    const iso = parseBeijingDate(text('effectiveTime'));
    if (!iso) errors.push(cellError('effectiveTime', 'NOT_A_DATE'));
    else {
      const code = checkEffectiveTime(iso, now);
      if (code) errors.push(cellError('effectiveTime', code));
      draft.effectiveTime = iso;
    }
  } else draft.effectiveTime = defaultEffectiveTime(now);

  if (text('publicStatus')) {
    const s = parsePublicStatus(text('publicStatus'));
    if (!s) errors.push(cellError('publicStatus', 'UNKNOWN_PUBLIC_STATUS'));
    else draft.publicStatus = s;
  } else draft.publicStatus = 'PUBLIC';

  return { draft, errors };
}
