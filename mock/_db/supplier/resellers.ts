import type { MyReseller, MyResellerQuery, Paged } from '../../../src/types';
import { badRequest, invalid, notFound } from '../../_lib/http';
import type { MockDb } from '../types';
import { englishOnly, type Translate } from './messages';
import { pageOf } from './paging';

/** Resellers a supplier traded with (me/listResellers), their remarks and the filter list. */

function relation(db: MockDb, supplierId: string, resellerId: string) {
  const r = db.supplier.resellers.find((x) => x.supplierId === supplierId && x.resellerId === resellerId);
  if (!r) throw notFound(`Reseller ${resellerId} has not traded with this supplier`);
  return r;
}

export function listMyResellers(db: MockDb, supplierId: string, q: MyResellerQuery): Paged<MyReseller> {
  const k = q.keyword?.trim().toLowerCase();
  const filtered = new Map(db.supplier.filtered.filter((f) => f.supplierId === supplierId).map((f) => [f.resellerId, f]));
  const rows: MyReseller[] = db.supplier.resellers
    .filter((r) => r.supplierId === supplierId)
    .map(({ supplierId: _s, ...r }) => {
      const f = filtered.get(r.resellerId);
      return { ...r, filtered: !!f, ...(f ? { filteredAt: f.filteredAt, ...(f.reason ? { filterReason: f.reason } : {}) } : {}) };
    })
    .filter(
      (r) =>
        (q.filtered === undefined || r.filtered === q.filtered) &&
        (!k || `${r.name} ${r.storeName ?? ''} ${r.resellerId} ${r.remark ?? ''}`.toLowerCase().includes(k)),
    );
  rows.sort((a, b) => b.lastTradeAt.localeCompare(a.lastTradeAt) || a.resellerId.localeCompare(b.resellerId));
  return pageOf(rows, q);
}

/** GET me/filtered/resellers: every filtered reseller, latest first. */
export function filteredResellers(db: MockDb, supplierId: string): MyReseller[] {
  return listMyResellers(db, supplierId, { filtered: true, size: 200 }).records;
}

export const RESELLER_REMARK_MAX = 50;
export const FILTER_REASON_MAX = 100;

export function setResellerRemark(db: MockDb, supplierId: string, resellerId: unknown, remark: unknown, t: Translate = englishOnly): void {
  if (typeof resellerId !== 'string' || !resellerId) throw invalid([{ field: 'resellerId', message: t('supplier.rule.required') }]);
  if (remark !== undefined && (typeof remark !== 'string' || remark.length > RESELLER_REMARK_MAX))
    throw invalid([{ field: 'remark', message: t('supplier.rule.remark.length', { max: RESELLER_REMARK_MAX }) }]);
  const r = relation(db, supplierId, resellerId);
  const text = typeof remark === 'string' ? remark.trim() : '';
  if (text) r.remark = text;
  else delete r.remark;
}

/** POST {resellerId}/filter: the reseller can no longer buy from this supplier. */
export function filterReseller(
  db: MockDb,
  supplierId: string,
  resellerId: string,
  reason: unknown,
  at: string,
  t: Translate = englishOnly,
): void {
  relation(db, supplierId, resellerId);
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > FILTER_REASON_MAX))
    throw invalid([{ field: 'reason', message: t('supplier.rule.reason.length', { max: FILTER_REASON_MAX }) }]);
  if (db.supplier.filtered.some((f) => f.supplierId === supplierId && f.resellerId === resellerId))
    throw badRequest('Already filtered', `Reseller ${resellerId} is already filtered`, 'ALREADY_FILTERED');
  const text = typeof reason === 'string' ? reason.trim() : '';
  db.supplier.filtered.push({ supplierId, resellerId, filteredAt: at, ...(text ? { reason: text } : {}) });
}

/** DELETE {resellerId}/cancel/filter. */
export function unfilterReseller(db: MockDb, supplierId: string, resellerId: string): void {
  const before = db.supplier.filtered.length;
  db.supplier.filtered = db.supplier.filtered.filter((f) => !(f.supplierId === supplierId && f.resellerId === resellerId));
  if (db.supplier.filtered.length === before) throw notFound(`Reseller ${resellerId} is not filtered`);
}

/** For order rules: whether a supplier filtered this buyer. */
export function isResellerFiltered(db: MockDb, supplierId: string, resellerId: string): boolean {
  return db.supplier.filtered.some((f) => f.supplierId === supplierId && f.resellerId === resellerId);
}
