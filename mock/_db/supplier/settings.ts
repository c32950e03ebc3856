import type { ResellerFilterRules, SupplierGameConfig, SupplierSetting } from '../../../src/types';
import { REMARK_KINDS } from '../../../src/domain/supplier/types';
import { COMMODITY_LIMITS, isTradeMethod, SETTING_LIMITS } from '../../../src/domain/supplier/rules';
import { badRequest, invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { isObject } from '../../_lib/input';
import type { MockDb, UserRecord } from '../types';
import { englishOnly, type Translate } from './messages';
import type { SupplierSettingRecord } from './state';

/** Rules of A/suppliers me/setting: remarks, game configs and receiver filter rules (limits: SETTING_LIMITS). */

export function defaultFilterRules(): ResellerFilterRules {
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
export function checkRemarks(remarks: unknown, t: Translate = englishOnly): string[] {
  if (!Array.isArray(remarks)) throw invalid([{ field: 'remarks', message: t('supplier.rule.remarks.list') }]);
  if (remarks.length > SETTING_LIMITS.remarksMax)
    throw invalid([{ field: 'remarks', message: t('supplier.rule.remarks.max', { max: SETTING_LIMITS.remarksMax }) }]);
  const out: string[] = [];
  remarks.forEach((r, i) => {
    const text = typeof r === 'string' ? r.trim() : '';
    if (!text) throw invalid([{ field: `remarks[${i}]`, message: t('supplier.rule.remark.empty') }]);
    if (text.length > SETTING_LIMITS.remarkLengthMax)
      throw invalid([{ field: `remarks[${i}]`, message: t('supplier.rule.remark.length', { max: SETTING_LIMITS.remarkLengthMax }) }]);
    if (!out.includes(text)) out.push(text);
  });
  return out;
}

export function setRemarks(
  db: MockDb,
  supplierId: string,
  kind: unknown,
  remarks: unknown,
  t: Translate = englishOnly,
): SupplierSettingRecord {
  const s = settingOf(db, supplierId);
  const list = checkRemarks(remarks, t);
  const which = kind === undefined ? 'QUICK' : REMARK_KINDS.find((k) => k === kind);
  if (which === undefined) throw badRequest(tr('server.supplier.remarks.kind.title'), tr('server.supplier.remarks.kind'));
  if (which === 'QUICK') s.quickRemarks = list;
  else if (which === 'IN') s.inRemarks = list;
  else s.outRemarks = list;
  return s;
}

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** One game config; `gameExists` comes from the catalog. */
export function checkGameConfig(
  raw: Partial<SupplierGameConfig>,
  index: number,
  gameExists: (id: string) => boolean,
  t: Translate = englishOnly,
): SupplierGameConfig {
  const f = (name: string) => `gameConfigs[${index}].${name}`;
  const v = [];
  if (!raw.gameId || !gameExists(raw.gameId)) v.push({ field: f('gameId'), message: t('supplier.rule.gameConfig.game') });
  if (!isTradeMethod(raw.tradeMethod)) v.push({ field: f('tradeMethod'), message: t('supplier.rule.gameConfig.tradeMethod') });
  if (!isInt(raw.minQuantity, 1, COMMODITY_LIMITS.stockMax))
    v.push({ field: f('minQuantity'), message: t('supplier.rule.quantity.integer') });
  if (!isInt(raw.maxQuantity, 1, COMMODITY_LIMITS.stockMax))
    v.push({ field: f('maxQuantity'), message: t('supplier.rule.quantity.integer') });
  else if (isInt(raw.minQuantity, 1, COMMODITY_LIMITS.stockMax) && raw.minQuantity > raw.maxQuantity)
    v.push({ field: f('maxQuantity'), message: t('supplier.rule.minMax') });
  if (!isInt(raw.deliveryHours, 1, SETTING_LIMITS.deliveryHoursMax))
    v.push({ field: f('deliveryHours'), message: t('supplier.rule.deliveryHours', { min: 1, max: SETTING_LIMITS.deliveryHoursMax }) });
  if (raw.remark !== undefined && (typeof raw.remark !== 'string' || raw.remark.length > SETTING_LIMITS.gameRemarkMax))
    v.push({ field: f('remark'), message: t('supplier.rule.remark.length', { max: SETTING_LIMITS.gameRemarkMax }) });
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
export function replaceGameConfigs(
  db: MockDb,
  supplierId: string,
  list: readonly Partial<SupplierGameConfig>[] | undefined,
  gameExists: (id: string) => boolean,
  t: Translate = englishOnly,
): SupplierGameConfig[] {
  if (!Array.isArray(list)) throw invalid([{ field: 'gameConfigs', message: t('supplier.rule.gameConfigs.list') }]);
  const checked = list.map((raw, i) => checkGameConfig(isObject(raw) ? raw : {}, i, gameExists, t));
  const seen = new Set<string>();
  checked.forEach((g, i) => {
    if (seen.has(g.gameId)) throw invalid([{ field: `gameConfigs[${i}].gameId`, message: t('supplier.rule.gameConfig.duplicate') }]);
    seen.add(g.gameId);
  });
  settingOf(db, supplierId).gameConfigs = checked;
  return checked;
}

export function addGameConfig(
  db: MockDb,
  supplierId: string,
  raw: Partial<SupplierGameConfig>,
  gameExists: (id: string) => boolean,
  t: Translate = englishOnly,
): SupplierGameConfig {
  const s = settingOf(db, supplierId);
  const g = checkGameConfig(raw, s.gameConfigs.length, gameExists, t);
  if (s.gameConfigs.some((x) => x.gameId === g.gameId))
    throw invalid([{ field: 'gameId', message: t('supplier.rule.gameConfig.duplicate') }]);
  s.gameConfigs.push(g);
  return g;
}

/** PUT update/filter: the receiver filter rules. */
export function updateFilterRules(
  db: MockDb,
  supplierId: string,
  raw: Partial<ResellerFilterRules>,
  t: Translate = englishOnly,
): ResellerFilterRules {
  const v = [];
  if (!isInt(raw.minRegisteredDays, 0, SETTING_LIMITS.registeredDaysMax))
    v.push({ field: 'minRegisteredDays', message: t('supplier.rule.filter.days', { max: SETTING_LIMITS.registeredDaysMax }) });
  const rate = Number(raw.minCompletionRate);
  if (typeof raw.minCompletionRate !== 'string' || !/^\d+(\.\d{1,4})?$/.test(raw.minCompletionRate) || rate < 0 || rate > 1) {
    v.push({ field: 'minCompletionRate', message: t('supplier.rule.filter.rate') });
  }
  if (v.length) throw invalid(v);
  const rules: ResellerFilterRules = {
    blockRiskWarned: raw.blockRiskWarned === true,
    onlyWhitelisted: raw.onlyWhitelisted === true,
    minRegisteredDays: raw.minRegisteredDays!,
    minCompletionRate: raw.minCompletionRate!,
  };
  settingOf(db, supplierId).filterRules = rules;
  return rules;
}
