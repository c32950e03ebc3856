import type { MyReseller, MyResellerQuery, Paged } from '../../../src/types';
import { RESELLER_LIMITS } from '../../../src/domain/supplier/rules';
import { badRequest, invalid, notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { paginate } from '../../_lib/paging';
import type { MockDb } from '../types';
import { englishOnly, type Translate } from './messages';

/** Resellers a supplier traded with (me/listResellers), their remarks and the filter list. */

function relation(db: MockDb, supplierId: string, resellerId: string) {
  const r = db.supplier.resellers.find((x) => x.supplierId === supplierId && x.resellerId === resellerId);
  if (!r) throw notFound(tr('server.supplier.reseller.notTraded', { id: resellerId }));
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
  return paginate(rows, { current: q.current, size: q.size });
}

/** GET me/filtered/resellers: every filtered reseller, latest first. */
export function filteredResellers(db: MockDb, supplierId: string): MyReseller[] {
  return listMyResellers(db, supplierId, { filtered: true, size: 200 }).records;
}

export function setResellerRemark(db: MockDb, supplierId: string, resellerId: unknown, remark: unknown, t: Translate = englishOnly): void {
  if (typeof resellerId !== 'string' || !resellerId) throw invalid([{ field: 'resellerId', message: t('supplier.rule.required') }]);
  if (remark !== undefined && (typeof remark !== 'string' || remark.length > RESELLER_LIMITS.remarkMax))
    throw invalid([{ field: 'remark', message: t('supplier.rule.remark.length', { max: RESELLER_LIMITS.remarkMax }) }]);
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
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > RESELLER_LIMITS.filterReasonMax))
    throw invalid([{ field: 'reason', message: t('supplier.rule.reason.length', { max: RESELLER_LIMITS.filterReasonMax }) }]);
  if (db.supplier.filtered.some((f) => f.supplierId === supplierId && f.resellerId === resellerId))
    throw badRequest(
      tr('server.supplier.reseller.filtered.title'),
      tr('server.supplier.reseller.filtered', { id: resellerId }),
      'ALREADY_FILTERED',
    );
  const text = typeof reason === 'string' ? reason.trim() : '';
  db.supplier.filtered.push({ supplierId, resellerId, filteredAt: at, ...(text ? { reason: text } : {}) });
}

/** DELETE {resellerId}/cancel/filter. */
export function unfilterReseller(db: MockDb, supplierId: string, resellerId: string): void {
  const before = db.supplier.filtered.length;
  db.supplier.filtered = db.supplier.filtered.filter((f) => !(f.supplierId === supplierId && f.resellerId === resellerId));
  if (db.supplier.filtered.length === before) throw notFound(tr('server.supplier.reseller.notFiltered', { id: resellerId }));
}

/** For order rules: whether a supplier filtered this buyer. */
export function isResellerFiltered(db: MockDb, supplierId: string, resellerId: string): boolean {
  return db.supplier.filtered.some((f) => f.supplierId === supplierId && f.resellerId === resellerId);
}
