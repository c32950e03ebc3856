/**
 * Demand writes on many demands at once: batch settings, batch visibility, delete, and the
 * import's all-or-nothing save. Each demand it cannot change is reported with the reason.
 */
import Big from 'big.js';
import { asDemandInput } from '../../../src/domain/reseller/demandRules';
import {
  DEMAND_BATCH_STATUSES,
  DEMAND_LIMITS,
  isDemandBatchStatus,
  isEditable,
  isPublicStatus,
  isTradeMethod,
  PUBLIC_STATUSES,
} from '../../../src/domain/reseller/facts';
import type { ApiViolation, DemandBatchPublic, DemandBatchResult, DemandBatchSetting, DemandInput } from '../../../src/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { int, isObject, type Json, text } from '../../_lib/input';
import { now } from '../clock';
import { transferAll } from '../money/ledger';
import type { MockDb, UserRecord } from '../types';
import { ownedDemand } from './access';
import { demandViolations, newDemand, quoteOf, readDemandInput, settleQuote } from './demands';
import { demandBizNo, escrowIndex } from './escrow';
import { requireIds } from './input';

/** A batch setting as sent: the trade method and status may be any text until checked. */
export interface BatchSettingDraft extends Omit<DemandBatchSetting, 'tradeMethod' | 'status'> {
  tradeMethod?: string;
  status?: string;
}

/** Body of changeBatchSetting: only the fields given change. */
export function readBatchSetting(body: Json): BatchSettingDraft {
  return {
    ids: requireIds(body),
    minQuantity: int(body, 'minQuantity'),
    maxQuantity: int(body, 'maxQuantity'),
    tradeMethod: text(body, 'tradeMethod'),
    effectiveTime: text(body, 'effectiveTime'),
    priceAdjustPercent: text(body, 'priceAdjustPercent'),
    status: text(body, 'status'),
  };
}

/** A visibility change as sent. */
export interface BatchPublicDraft extends Omit<DemandBatchPublic, 'publicStatus'> {
  publicStatus?: string;
}

export function readBatchPublic(body: Json): BatchPublicDraft {
  return { ids: requireIds(body), publicStatus: text(body, 'publicStatus') };
}

/** DELETE C/user/demand(/{id}): only demands nothing was received on; any prepayment goes back. */
export function deleteDemands(db: MockDb, owner: UserRecord, ids: string[]): { deleted: string[]; refunded: string } {
  const list = ids.map((id) => ownedDemand(db, owner.id, id));
  const blocked = list.filter((d) => d.receivedQuantity > 0);
  if (blocked.length) {
    throw invalid(
      blocked.map((d) => ({ field: 'ids', message: tr('server.reseller.demand.hasReceipts', { id: d.id }) })),
      'DEMAND_HAS_RECEIPTS',
    );
  }
  const at = iso(now());
  const escrow = escrowIndex(db);
  let refunded = new Big(0);
  transferAll(
    db,
    list
      .filter((d) => (escrow.get(d.id) ?? new Big(0)).gt(0))
      .map((d) => {
        const held = escrow.get(d.id)!;
        refunded = refunded.plus(held);
        return {
          from: { userId: 'PLATFORM', account: 'ESCROW' as const },
          to: { userId: owner.id, account: 'BALANCE' as const },
          amount: held.toFixed(2),
          bizType: 'DEMAND_REFUND',
          businessKind: 'DEMAND',
          bizNo: demandBizNo(d.id),
          remark: d.title,
          at,
        };
      }),
  );
  const gone = new Set(list.map((d) => d.id));
  db.market.demands = db.market.demands.filter((d) => !gone.has(d.id));
  return { deleted: [...gone], refunded: refunded.toFixed(2) };
}

/** POST changeBatchSetting: each editable demand gets the given settings; the rest say why not. */
export function changeBatchSetting(db: MockDb, owner: UserRecord, s: BatchSettingDraft): DemandBatchResult {
  const at = now();
  const violations: ApiViolation[] = [];
  if (s.tradeMethod !== undefined && !isTradeMethod(s.tradeMethod))
    violations.push({ field: 'tradeMethod', message: tr('server.reseller.batch.tradeMethod') });
  if (s.minQuantity !== undefined && !(Number.isInteger(s.minQuantity) && s.minQuantity >= 1))
    violations.push({ field: 'minQuantity', message: tr('server.field.wholeFrom1', { field: 'minQuantity' }) });
  if (s.maxQuantity !== undefined && !(Number.isInteger(s.maxQuantity) && s.maxQuantity >= 1))
    violations.push({ field: 'maxQuantity', message: tr('server.field.wholeFrom1', { field: 'maxQuantity' }) });
  if (s.minQuantity !== undefined && s.maxQuantity !== undefined && s.minQuantity > s.maxQuantity)
    violations.push({ field: 'minQuantity', message: tr('server.reseller.batch.minAboveMax') });
  if (s.effectiveTime !== undefined) {
    const t = Date.parse(s.effectiveTime);
    if (Number.isNaN(t) || t <= at || t > at + DEMAND_LIMITS.effectiveMaxDays * DAY_MS)
      violations.push({ field: 'effectiveTime', message: tr('server.reseller.batch.effective') });
  }
  let factor: Big | undefined;
  if (s.priceAdjustPercent !== undefined) {
    try {
      factor = new Big(s.priceAdjustPercent).div(100).plus(1);
      if (factor.lte(0) || new Big(s.priceAdjustPercent).abs().gt(90))
        violations.push({ field: 'priceAdjustPercent', message: tr('server.reseller.batch.adjustRange') });
    } catch {
      violations.push({ field: 'priceAdjustPercent', message: tr('server.reseller.batch.adjustNumber') });
    }
  }
  if (s.status !== undefined && !isDemandBatchStatus(s.status))
    violations.push({ field: 'status', message: tr('server.field.oneOf', { field: 'status', values: DEMAND_BATCH_STATUSES.join(', ') }) });
  if (violations.length) throw invalid(violations);
  const tradeMethod = isTradeMethod(s.tradeMethod) ? s.tradeMethod : undefined;
  const status = isDemandBatchStatus(s.status) ? s.status : undefined;

  const result: DemandBatchResult = { updated: [], skipped: [] };
  for (const id of s.ids) {
    const d = db.market.demands.find((x) => x.id === id && x.resellerId === owner.id);
    if (!d) {
      result.skipped.push({ id, reason: 'NOT_FOUND' });
      continue;
    }
    if (!isEditable(d.status)) {
      result.skipped.push({ id, reason: 'CLOSED' });
      continue;
    }
    const min = s.minQuantity ?? d.minQuantity;
    const max = s.maxQuantity ?? d.maxQuantity;
    if (min > max || max > d.quantity) {
      result.skipped.push({ id, reason: 'QUANTITY_RANGE' });
      continue;
    }
    if (status === 'ACTIVE' && Date.parse(s.effectiveTime ?? d.effectiveTime) <= at) {
      result.skipped.push({ id, reason: 'EXPIRED' });
      continue;
    }
    let price = d.unitPrice;
    if (factor) {
      price = factor.times(d.unitPrice).round(4, Big.roundHalfUp).toFixed();
      if (new Big(price).lte(0)) {
        result.skipped.push({ id, reason: 'QUANTITY_RANGE' });
        continue;
      }
      const quote = quoteOf(db, d, price, d.quantity, owner.id);
      if (new Big(quote.difference).gt(0)) {
        result.skipped.push({ id, reason: 'PAYMENT_REQUIRED' });
        continue;
      }
      settleQuote(db, d, quote, owner.id, iso(at));
    }
    d.unitPrice = new Big(price).toFixed();
    d.minQuantity = min;
    d.maxQuantity = max;
    if (tradeMethod) d.tradeMethod = tradeMethod;
    if (s.effectiveTime) d.effectiveTime = iso(Date.parse(s.effectiveTime));
    if (status) d.status = status;
    else if (d.status === 'EXPIRED' && Date.parse(d.effectiveTime) > at) d.status = 'ACTIVE';
    d.modifiedAt = iso(at);
    result.updated.push(id);
  }
  return result;
}

/** POST changeBatchPublicStatus. */
export function changeBatchPublic(db: MockDb, owner: UserRecord, s: BatchPublicDraft): DemandBatchResult {
  const publicStatus = s.publicStatus;
  if (!isPublicStatus(publicStatus))
    throw invalid([
      { field: 'publicStatus', message: tr('server.field.oneOf', { field: 'publicStatus', values: PUBLIC_STATUSES.join(', ') }) },
    ]);
  const at = iso(now());
  const result: DemandBatchResult = { updated: [], skipped: [] };
  for (const id of s.ids) {
    const d = db.market.demands.find((x) => x.id === id && x.resellerId === owner.id);
    if (!d) result.skipped.push({ id, reason: 'NOT_FOUND' });
    else if (!isEditable(d.status)) result.skipped.push({ id, reason: 'CLOSED' });
    else {
      d.publicStatus = publicStatus;
      d.modifiedAt = at;
      result.updated.push(id);
    }
  }
  return result;
}

/**
 * POST batchSave (the import's last step): every row is checked first and nothing is saved unless
 * all pass; violations name the row as `rows[i].field`. Imported demands are not prepaid.
 */
export function batchSave(db: MockDb, owner: UserRecord, body: Json, maxRows: number): { saved: number; ids: string[] } {
  const raw = Array.isArray(body.rows) ? body.rows : undefined;
  if (!raw || raw.length === 0) throw invalid([{ field: 'rows', message: tr('server.reseller.batch.rowsEmpty') }]);
  if (raw.length > maxRows) throw invalid([{ field: 'rows', message: tr('server.reseller.batch.rowsMax', { max: maxRows }) }]);
  const at = now();
  const drafts = raw.map((r) => readDemandInput(isObject(r) ? r : {}));
  const violations = drafts.flatMap((draft, i) => demandViolations(db, draft, at, `rows[${i}].`));
  const inputs = drafts.map(asDemandInput).filter((input): input is DemandInput => input !== undefined);
  if (violations.length || inputs.length !== drafts.length) throw invalid(violations);
  const ids = inputs.map((input) => {
    const d = newDemand(db, owner, { ...input, prepay: false }, iso(at));
    db.market.demands.push(d);
    return d.id;
  });
  return { saved: ids.length, ids };
}
