import { supplierApi } from '../src/domain/supplier/endpoints';
import { STOCK_RECORD_SOURCES, STOCK_RECORD_TYPES } from '../src/domain/supplier/stock';
import type { StockRecord, StockRecordFilter, StockRecordQuery } from '../src/types';
import { findGame, findServer } from './_db/market';
import {
  addBatchRecords,
  addManualRecord,
  archiveOldRecords,
  cancelManualRecord,
  filterRecords,
  pageRecords,
  recordsOfCommodity,
  statisticsOf,
  supplierCall,
  updateRemark,
  type SupplierCall,
} from './_db/supplier';
import { beijingDay, beijingWallTime } from './_lib/dates';
import { oneOf } from './_lib/choices';
import { handlers, route } from './_lib/handlers';
import { created, type Res } from './_lib/http';
import { callerLang } from './_lib/i18n';
import { text, type Json } from './_lib/input';
import { pageParams } from './_lib/paging';
import { sendXlsx, type XlsxColumn } from './_lib/xlsx';

/** Stock ledger (B/commodity/stockRecords) and its archive (B/history/commodity/stockRecords) (thin handlers). */

/** The filter of the ledger (statistics and exports read no page). */
function stockFilter(src: Json): StockRecordFilter {
  return {
    type: oneOf(src, 'type', STOCK_RECORD_TYPES),
    source: oneOf(src, 'source', STOCK_RECORD_SOURCES),
    commodityId: text(src, 'commodityId'),
    gameId: text(src, 'gameId'),
    serverId: text(src, 'serverId'),
    orderNo: text(src, 'orderNo'),
    keyword: text(src, 'keyword'),
    startAt: text(src, 'startAt'),
    endAt: text(src, 'endAt'),
  };
}

const stockQuery = (src: Json): StockRecordQuery => ({ ...pageParams(src), ...stockFilter(src) });

/** The ledger a call reads, after moving records past the archive age. */
function ledger(call: SupplierCall, archived: boolean): StockRecord[] {
  archiveOldRecords(call.db, call.nowMs);
  return archived ? call.db.supplier.stockArchive : call.db.supplier.stockRecords;
}

function exportRows(call: SupplierCall, res: Res, archived: boolean, body: Json): Promise<void> {
  const rows = filterRecords(ledger(call, archived), call.owner.id, stockFilter(body));
  const t = call.t;
  const en = callerLang() === 'en-US';
  const place = (r: StockRecord) => {
    const g = findGame(call.db, r.gameId);
    const s = findServer(call.db, r.serverId);
    return en ? `${g?.nameEn ?? r.gameId} / ${s?.nameEn ?? r.serverId}` : `${g?.name ?? r.gameId} / ${s?.name ?? r.serverId}`;
  };
  const columns: XlsxColumn<StockRecord>[] = [
    { header: 'ID', key: 'id', width: 12, value: (r) => r.id },
    { header: t('supplier.stock.col.time'), key: 'time', width: 20, value: (r) => beijingWallTime(Date.parse(r.createdAt)) },
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
  const day = beijingDay(call.nowMs).replace(/-/g, '');
  const name = `${t(archived ? 'supplier.stock.history.fileName' : 'supplier.stock.fileName')}-${day}.xlsx`;
  return sendXlsx(res, name, t('supplier.stock.fileName'), columns, rows);
}

export default handlers({
  ...route(supplierApi.queryStockRecords, ({ req, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return pageRecords(ledger(call, false), call.owner.id, stockQuery(body));
  }),
  ...route(supplierApi.getStockStatistics, ({ req, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return statisticsOf(filterRecords(ledger(call, false), call.owner.id, stockFilter(body)));
  }),
  ...route(supplierApi.exportStockRecords, ({ req, res, body }) => exportRows(supplierCall(req, 'STOCK_RECORD'), res, false, body)),
  ...route(supplierApi.addStockRecord, ({ req, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return created(addManualRecord(call.db, call.owner.id, call.operator.id, body, call.at, call.t));
  }),
  ...route(supplierApi.cancelStockRecord, ({ req, params }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return cancelManualRecord(call.db, call.owner.id, call.operator.id, params.id, call.at, call.t);
  }),
  ...route(supplierApi.updateStockRemark, ({ req, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return updateRemark(call.db, call.owner.id, String(body.id ?? ''), body.remark, call.t);
  }),
  ...route(supplierApi.addStockRecordsBatch, ({ req, params, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    const items = Array.isArray(body.items) ? body.items : [];
    return created(addBatchRecords(call.db, call.owner.id, call.operator.id, params.typeName, items, call.at, call.t));
  }),
  ...route(supplierApi.stockRecordsOfCommodity, ({ req, params }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    archiveOldRecords(call.db, call.nowMs);
    return recordsOfCommodity(call.db, call.owner.id, params.skuTreeId);
  }),
  ...route(supplierApi.queryArchivedStockRecords, ({ req, body }) => {
    const call = supplierCall(req, 'STOCK_RECORD');
    return pageRecords(ledger(call, true), call.owner.id, stockQuery(body));
  }),
  ...route(supplierApi.exportArchivedStockRecords, ({ req, res, body }) => exportRows(supplierCall(req, 'STOCK_RECORD'), res, true, body)),
});
