import type { ReceiverFilterRules, SupplierGameConfig, SupplierSetting, TradeMethod } from '../../../src/types';
import { badRequest, invalid } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import type { SupplierSettingRecord } from './state';

/** Rules of A/suppliers me/setting: remarks, game configs and receiver filter rules. */

export const REMARKS_MAX = 20;
export const REMARK_LENGTH_MAX = 50;
export const TRADE_METHODS: TradeMethod[] = ['MAIL', 'FACE_TO_FACE', 'AUCTION_HOUSE', 'ACCOUNT_TRANSFER'];

export function defaultFilterRules(): ReceiverFilterRules {
  return { blockRiskWarned: false, onlyWhitelisted: false, minRegisteredDays: 0, minCompletionRate: '0' };
}

export function defaultSetting(): SupplierSettingRecord {
  return {
    quickRemarks: [],
    inRemarks: [],
    outRemarks: [],
    gameConfigs: [],
    filterRules: defaultFilterRules(),
    syncSaleStatus: { enabled: false, lastOffSale: 0 },
  };
}

/** The settings of a supplier, created with defaults on first use. */
export function settingOf(db: MockDb, supplierId: string): SupplierSettingRecord {
  const existing = db.supplier.settings[supplierId];
  if (existing) return existing;
  const created = defaultSetting();
  db.supplier.settings[supplierId] = created;
  return created;
}

export function settingView(db: MockDb, owner: UserRecord): SupplierSetting {
  const s = settingOf(db, owner.id);
  return {
    storeName: owner.supplierInfo?.storeName,
    storeUrl: owner.supplierInfo?.storeUrl,
    contactQq: owner.contactQq,
    contactPhone: owner.contactPhone,
    firstOpenedAt: owner.supplierInfo?.firstOpenedAt,
    agreementAcceptedAt: s.agreementAcceptedAt,
    quickRemarks: [...s.quickRemarks],
    inRemarks: [...s.inRemarks],
    outRemarks: [...s.outRemarks],
    gameConfigs: s.gameConfigs.map((g) => ({ ...g })),
    filterRules: { ...s.filterRules },
  };
}

/** Trimmed, de-duplicated, non-empty; violations name the row. */
export function checkRemarks(remarks: unknown): string[] {
  if (!Array.isArray(remarks)) throw invalid([{ field: 'remarks', message: 'Remarks must be a list' }]);
  if (remarks.length > REMARKS_MAX) throw invalid([{ field: 'remarks', message: `At most ${REMARKS_MAX} remarks` }]);
  const out: string[] = [];
  remarks.forEach((r, i) => {
    const text = typeof r === 'string' ? r.trim() : '';
    if (!text) throw invalid([{ field: `remarks[${i}]`, message: 'A remark cannot be empty' }]);
    if (text.length > REMARK_LENGTH_MAX) throw invalid([{ field: `remarks[${i}]`, message: `A remark is at most ${REMARK_LENGTH_MAX} characters` }]);
    if (!out.includes(text)) out.push(text);
  });
  return out;
}

export function setRemarks(db: MockDb, supplierId: string, kind: unknown, remarks: unknown): SupplierSettingRecord {
  const s = settingOf(db, supplierId);
  const list = checkRemarks(remarks);
  if (kind === 'QUICK' || kind === undefined) s.quickRemarks = list;
  else if (kind === 'IN') s.inRemarks = list;
  else if (kind === 'OUT') s.outRemarks = list;
  else throw badRequest('Invalid kind', 'kind must be QUICK, IN or OUT');
  return s;
}

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** One game config; `gameExists` comes from the catalog. */
export function checkGameConfig(raw: Partial<SupplierGameConfig>, index: number, gameExists: (id: string) => boolean): SupplierGameConfig {
  const f = (name: string) => `gameConfigs[${index}].${name}`;
  const v = [];
  if (!raw.gameId || !gameExists(raw.gameId)) v.push({ field: f('gameId'), message: 'Choose a game' });
  if (!raw.tradeMethod || !TRADE_METHODS.includes(raw.tradeMethod)) v.push({ field: f('tradeMethod'), message: 'Choose a trade method' });
  if (!isInt(raw.minQuantity, 1, 99_999_999)) v.push({ field: f('minQuantity'), message: 'Minimum must be a whole number ≥ 1' });
  if (!isInt(raw.maxQuantity, 1, 99_999_999)) v.push({ field: f('maxQuantity'), message: 'Maximum must be a whole number ≥ 1' });
  else if (isInt(raw.minQuantity, 1, 99_999_999) && raw.minQuantity > raw.maxQuantity) v.push({ field: f('maxQuantity'), message: 'Maximum cannot be less than minimum' });
  if (!isInt(raw.deliveryHours, 1, 720)) v.push({ field: f('deliveryHours'), message: 'Delivery time is 1 to 720 hours' });
  if (raw.remark !== undefined && (typeof raw.remark !== 'string' || raw.remark.length > 100)) v.push({ field: f('remark'), message: 'Remark is at most 100 characters' });
  if (v.length) throw invalid(v);
  return {
    gameId: raw.gameId!,
    enabled: raw.enabled !== false,
    tradeMethod: raw.tradeMethod!,
    minQuantity: raw.minQuantity!,
    maxQuantity: raw.maxQuantity!,
    deliveryHours: raw.deliveryHours!,
    ...(raw.remark ? { remark: raw.remark } : {}),
  };
}

/** PUT me/game-configs replaces the list; POST adds one (a game appears once). */
export function replaceGameConfigs(db: MockDb, supplierId: string, list: unknown, gameExists: (id: string) => boolean): SupplierGameConfig[] {
  if (!Array.isArray(list)) throw invalid([{ field: 'gameConfigs', message: 'Game configs must be a list' }]);
  const checked = list.map((raw, i) => checkGameConfig(raw as Partial<SupplierGameConfig>, i, gameExists));
  const seen = new Set<string>();
  checked.forEach((g, i) => {
    if (seen.has(g.gameId)) throw invalid([{ field: `gameConfigs[${i}].gameId`, message: 'This game already has a config' }]);
    seen.add(g.gameId);
  });
  settingOf(db, supplierId).gameConfigs = checked;
  return checked;
}

export function addGameConfig(db: MockDb, supplierId: string, raw: unknown, gameExists: (id: string) => boolean): SupplierGameConfig {
  const s = settingOf(db, supplierId);
  const g = checkGameConfig(raw as Partial<SupplierGameConfig>, s.gameConfigs.length, gameExists);
  if (s.gameConfigs.some((x) => x.gameId === g.gameId)) throw invalid([{ field: 'gameId', message: 'This game already has a config' }]);
  s.gameConfigs.push(g);
  return g;
}

/** PUT update/filter: the receiver filter rules. */
export function updateFilterRules(db: MockDb, supplierId: string, raw: Partial<ReceiverFilterRules>): ReceiverFilterRules {
  const v = [];
  if (!isInt(raw.minRegisteredDays, 0, 3650)) v.push({ field: 'minRegisteredDays', message: 'Days are a whole number from 0 to 3650' });
  const rate = Number(raw.minCompletionRate);
  if (typeof raw.minCompletionRate !== 'string' || !/^\d+(\.\d{1,4})?$/.test(raw.minCompletionRate) || rate < 0 || rate > 1) {
    v.push({ field: 'minCompletionRate', message: 'Completion rate is between 0 and 1' });
  }
  if (v.length) throw invalid(v);
  const rules: ReceiverFilterRules = {
    blockRiskWarned: raw.blockRiskWarned === true,
    onlyWhitelisted: raw.onlyWhitelisted === true,
    minRegisteredDays: raw.minRegisteredDays!,
    minCompletionRate: raw.minCompletionRate!,
  };
  settingOf(db, supplierId).filterRules = rules;
  return rules;
}
