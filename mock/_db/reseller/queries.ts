/** The owner's reads over demands: list, statistics, archive, a receiver's public demands. */
import Big from 'big.js';
import { DEMAND_SORT_FIELDS, DEMAND_STATUSES, PUBLIC_STATUSES } from '../../../src/domain/reseller/facts';
import type { Demand, DemandCategoryStatistics, DemandStatistics, DemandStatus, DemandView, Paged } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { type Json, text } from '../../_lib/input';
import { pageParams, paginate } from '../../_lib/paging';
import { now } from '../clock';
import { findCategory, findGame } from '../market/catalog';
import { isDemandOpen } from '../market/listings';
import type { MockDb } from '../types';
import { demandViews } from './demands';
import { escrowIndex } from './escrow';
import { oneOf } from '../../_lib/choices';
import { openAmountOf } from './views';

/** Filter and sort a demand list by the DemandQuery fields. */
export function filterDemands(list: Demand[], q: Json): Demand[] {
  const gameId = text(q, 'gameId');
  const serverId = text(q, 'serverId');
  const categoryId = text(q, 'categoryId');
  const status = oneOf(q, 'status', DEMAND_STATUSES);
  const publicStatus = oneOf(q, 'publicStatus', PUBLIC_STATUSES);
  const keyword = text(q, 'keyword')?.toLowerCase();
  const from = text(q, 'createdFrom');
  const to = text(q, 'createdTo');
  const sortField = oneOf(q, 'sortField', DEMAND_SORT_FIELDS) ?? 'modifiedAt';
  const desc = (text(q, 'sortOrder') ?? 'descend') !== 'ascend';
  const rows = list.filter(
    (d) =>
      (!gameId || d.gameId === gameId) &&
      (!serverId || d.serverId === serverId) &&
      (!categoryId || d.categoryId === categoryId) &&
      (!status || d.status === status) &&
      (!publicStatus || d.publicStatus === publicStatus) &&
      (!keyword || d.id.includes(keyword) || d.title.toLowerCase().includes(keyword)) &&
      (!from || d.createdAt >= from) &&
      (!to || d.createdAt <= to),
  );
  const cmp = (a: Demand, b: Demand): number => {
    if (sortField === 'unitPrice') return new Big(a.unitPrice).cmp(b.unitPrice);
    if (sortField === 'quantity') return a.quantity - b.quantity;
    return a[sortField].localeCompare(b[sortField]);
  };
  // ties fall back to the id so paging is stable
  return rows.sort((a, b) => (desc ? -1 : 1) * (cmp(a, b) || Number(a.id) - Number(b.id)));
}

export function listUserDemands(db: MockDb, ownerId: string, q: Json): Paged<DemandView> {
  const rows = filterDemands(
    db.market.demands.filter((d) => d.resellerId === ownerId),
    q,
  );
  const page = paginate(rows, pageParams(q));
  return { ...page, records: demandViews(db, ownerId, page.records) };
}

/** B/history/demand/page: archived demands, same filters. */
export function listArchivedDemands(db: MockDb, ownerId: string, q: Json): Paged<DemandView> {
  const rows = filterDemands(
    db.reseller.archivedDemands.filter((d) => d.resellerId === ownerId),
    q,
  );
  const page = paginate(rows, pageParams(q));
  return { ...page, records: demandViews(db, ownerId, page.records) };
}

/** POST listDemandByUser: the open public demands of a receiver, as anyone signed in may see them. */
export function listDemandsByUser(db: MockDb, q: Json): Paged<DemandView> {
  const userId = text(q, 'userId');
  if (!userId) throw invalid([{ field: 'userId', message: tr('server.field.required', { field: 'userId' }) }]);
  const at = now();
  const rows = filterDemands(
    db.market.demands.filter((d) => d.resellerId === userId && isDemandOpen(d, at)),
    { ...q, status: undefined, publicStatus: undefined },
  );
  const page = paginate(rows, pageParams(q));
  return { ...page, records: demandViews(db, userId, page.records) };
}

export function demandStatistics(db: MockDb, ownerId: string): DemandStatistics {
  const escrow = escrowIndex(db);
  const s: DemandStatistics = {
    total: 0,
    active: 0,
    paused: 0,
    completed: 0,
    refunded: 0,
    expired: 0,
    publicCount: 0,
    prepaidAmount: '0.00',
    openAmount: '0.00',
  };
  let prepaid = new Big(0);
  let open = new Big(0);
  const key: Record<DemandStatus, keyof DemandStatistics> = {
    ACTIVE: 'active',
    PAUSED: 'paused',
    COMPLETED: 'completed',
    REFUNDED: 'refunded',
    EXPIRED: 'expired',
  };
  for (const d of db.market.demands) {
    if (d.resellerId !== ownerId) continue;
    s.total += 1;
    (s[key[d.status]] as number) += 1;
    if (d.publicStatus === 'PUBLIC') s.publicCount += 1;
    prepaid = prepaid.plus(escrow.get(d.id) ?? 0);
    if (d.status === 'ACTIVE') open = open.plus(openAmountOf(d));
  }
  s.prepaidAmount = prepaid.toFixed(2);
  s.openAmount = open.toFixed(2);
  return s;
}

/** Per game category: count, active, open quantity and its worth; biggest first. */
export function demandCategoryStatistics(db: MockDb, ownerId: string): DemandCategoryStatistics[] {
  const by = new Map<string, DemandCategoryStatistics & { open: Big }>();
  for (const d of db.market.demands) {
    if (d.resellerId !== ownerId) continue;
    let line = by.get(d.categoryId);
    if (!line) {
      const game = findGame(db, d.gameId);
      const category = findCategory(db, d.categoryId);
      line = {
        gameId: d.gameId,
        gameName: game?.name ?? d.gameId,
        gameNameEn: game?.nameEn ?? d.gameId,
        categoryId: d.categoryId,
        categoryName: category?.name ?? d.categoryId,
        categoryNameEn: category?.nameEn ?? d.categoryId,
        count: 0,
        active: 0,
        openQuantity: 0,
        openAmount: '0.00',
        open: new Big(0),
      };
      by.set(d.categoryId, line);
    }
    line.count += 1;
    if (d.status === 'ACTIVE') {
      line.active += 1;
      line.openQuantity += Math.max(0, d.quantity - d.receivedQuantity);
      line.open = line.open.plus(openAmountOf(d));
    }
  }
  return [...by.values()]
    .sort((a, b) => b.count - a.count || a.categoryId.localeCompare(b.categoryId))
    .map(({ open, ...line }) => ({ ...line, openAmount: open.toFixed(2) }));
}
