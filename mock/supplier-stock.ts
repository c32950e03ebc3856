import type { Res } from './_lib/http';
import { B } from '../src/constants/api';
import type { StockRecord, StockRecordBatchItem, StockRecordQuery, StockRecordSource, StockRecordType } from '../src/types';
import {
  addBatchRecords,
  addManualRecord,
  archiveOldRecords,
  cancelManualRecord,
  filterRecords,
  pageRecords,
  recordsOfCommodity,
  statisticsOf,
  updateRemark,
} from './_db/supplier/stock';
import { pageQuery, strField, supplierCall, type SupplierCall } from './_db/supplier/request';
import { findGame, findServer } from './_db/market/catalog';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';
import { sendXlsx, type XlsxColumn } from './_lib/xlsx';

/** Stock ledger (B/commodity/stockRecords) and its archive (B/history/commodity/stockRecords) (thin handlers). */
const BASE = `${B}/commodity/stockRecords`;
/** Beijing wall time (UTC+8) for the sheet; src/utils/format needs the umi runtime, so not used here. */
const beijing = (iso: string): string => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
const HISTORY = `${B}/history/commodity/stockRecords`;

function stockQuery(src: Json): StockRecordQuery {
  return {
    ...pageQuery(src),
    type: strField(src, 'type') as StockRecordType | undefined,
    source: strField(src, 'source') as StockRecordSource | undefined,
    commodityId: strField(src, 'commodityId'),
    gameId: strField(src, 'gameId'),
    serverId: strField(src, 'serverId'),
    orderNo: strField(src, 'orderNo'),
    keyword: strField(src, 'keyword'),
    startAt: strField(src, 'startAt'),
    endAt: strField(src, 'endAt'),
  };
}

/** The ledger a call reads, after moving records past the archive age. */
function ledger(call: SupplierCall, archived: boolean): StockRecord[] {
  archiveOldRecords(call.db, call.nowMs);
  return archived ? call.db.supplier.stockArchive : call.db.supplier.stockRecords;
}

function exportRows(call: SupplierCall, res: Res, archived: boolean, body: Json): Promise<void> {
  const rows = filterRecords(ledger(call, archived), call.owner.id, stockQuery(body));
  const t = call.t;
  const en = t('supplier.common.all') === 'All';
  const place = (r: StockRecord) => {
    const g = findGame(call.db, r.gameId);
    const s = findServer(call.db, r.serverId);
    return en ? `${g?.nameEn ?? r.gameId} / ${s?.nameEn ?? r.serverId}` : `${g?.name ?? r.gameId} / ${s?.name ?? r.serverId}`;
  };
  const columns: XlsxColumn<StockRecord>[] = [
    { header: 'ID', key: 'id', width: 12, value: (r) => r.id },
    { header: t('supplier.stock.col.time'), key: 'time', width: 20, value: (r) => beijing(r.createdAt) },
    { header: t('supplier.stock.col.type'), key: 'type', width: 8, value: (r) => t(`supplier.stock.type.${r.type}`) },
    { header: t('supplier.stock.col.source'), key: 'source', width: 8, value: (r) => t(`supplier.stock.source.${r.source}`) },
    { header: t('supplier.stock.col.commodityId'), key: 'commodityId', width: 12, value: (r) => r.commodityId },
    { header: t('supplier.stock.col.commodity'), key: 'title', width: 36, value: (r) => r.commodityTitle },
    { header: t('supplier.stock.col.placement'), key: 'placement', width: 28, value: place },
    { header: t('supplier.stock.col.quantity'), key: 'delta', width: 12, value: (r) => r.delta, numFmt: '+#,##0;-#,##0;0' },
    { header: t('supplier.stock.col.balanceAfter'), key: 'balance', width: 14, value: (r) => r.balanceAfter, numFmt: '#,##0' },
    { header: t('supplier.stock.col.orderNo'), key: 'orderNo', width: 24, value: (r) => r.orderNo },
    {
      header: t('supplier.stock.col.remark'),
      key: 'remark',
      width: 30,
      value: (r) => [r.remark, r.canceled ? t('supplier.stock.canceled') : ''].filter(Boolean).join(' · '),
    },
  ];
  const day = new Date(call.nowMs + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const name = `${t(archived ? 'supplier.stock.history.fileName' : 'supplier.stock.fileName')}-${day}.xlsx`;
  return sendXlsx(res, name, t('supplier.stock.fileName'), columns, rows);
}

export default handlers({
  [`POST ${BASE}/page`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return pageRecords(ledger(call, false), call.owner.id, stockQuery(bodyOf(req)));
  },
  [`POST ${BASE}/statistics`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return statisticsOf(filterRecords(ledger(call, false), call.owner.id, stockQuery(bodyOf(req))));
  },
  [`POST ${BASE}/excel`]: (req, res) => exportRows(supplierCall(req, 'STOCK_RECORD'), res, false, bodyOf(req)),
  [`POST ${BASE}`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return created(addManualRecord(call.db, call.owner.id, call.operator.id, bodyOf(req), call.at, call.t));
  },
  [`PUT ${BASE}/cancel/:id`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return cancelManualRecord(call.db, call.owner.id, call.operator.id, String(req.params.id), call.at, call.t);
  },
  [`PUT ${BASE}`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    const body = bodyOf(req);
    return updateRemark(call.db, call.owner.id, String(body.id ?? ''), body.remark, call.t);
  },
  [`POST ${BASE}/postCommodityStockRecords/:typeName`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    const body = bodyOf(req);
    const items = (Array.isArray(body.items) ? body.items : []) as StockRecordBatchItem[];
    return created(addBatchRecords(call.db, call.owner.id, call.operator.id, String(req.params.typeName), items, call.at, call.t));
  },
  [`GET ${BASE}/getCommodityStockRecordBySkuTreeId/:skuTreeId`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    archiveOldRecords(call.db, call.nowMs);
    return recordsOfCommodity(call.db, call.owner.id, String(req.params.skuTreeId));
  },
  [`POST ${HISTORY}/page`]: (req) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return pageRecords(ledger(call, true), call.owner.id, stockQuery(bodyOf(req)));
  },
  [`POST ${HISTORY}/excel`]: (req, res) => exportRows(supplierCall(req, 'STOCK_RECORD'), res, true, bodyOf(req)),
});
