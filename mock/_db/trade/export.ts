/**
 * Excel exports of orders (me/export, history/orders/export). Headers, status names and the file
 * name come from the app's own locale files, so the sheet reads like the table in either language.
 */
import type { Order, OrderSide } from '../../../src/types';
import type { OrderRecord } from './state';
import { allMessages } from '../../../src/locales/all';
import { beijingDay, beijingWallTime } from '../../_lib/dates';
import type { XlsxColumn } from '../../_lib/xlsx';

export type ExportLang = 'zh-CN' | 'en-US';
export const exportLang = (v: unknown): ExportLang => (typeof v === 'string' && v.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');

type Texts = Record<string, string>;
const textsOf = (lang: ExportLang): Texts => allMessages[lang];

/** Beijing wall time, as the tables show it. */
const beijing = (isoText: string | undefined): string => (isoText ? beijingWallTime(Date.parse(isoText)) : '');

/** What a sheet row needs: a slice of the order as one side sees it. */
export type ExportOrder = Pick<
  Order,
  | 'orderNo'
  | 'orderAt'
  | 'tradeAt'
  | 'gameName'
  | 'gameNameEn'
  | 'serverName'
  | 'serverNameEn'
  | 'categoryName'
  | 'categoryNameEn'
  | 'title'
  | 'counterparty'
  | 'unitPrice'
  | 'quantity'
  | 'deliveredQuantity'
  | 'refundedQuantity'
  | 'amount'
  | 'status'
  | 'receiving'
  | 'remark'
>;

/** The row of a live order, without building the whole list view (10 000 rows stay cheap). */
export function exportRow(o: OrderRecord, side: OrderSide): ExportOrder {
  return { ...o, counterparty: side === 'purchase' ? o.seller : o.buyer, remark: side === 'purchase' ? o.remarkBuyer : o.remarkSeller };
}

export function orderColumns(lang: ExportLang): XlsxColumn<ExportOrder>[] {
  const t = textsOf(lang);
  const english = lang === 'en-US';
  const h = (k: string) => t[`trade.export.${k}`] ?? k;
  return [
    { header: h('orderNo'), key: 'orderNo', width: 26, value: (o) => o.orderNo },
    { header: h('orderAt'), key: 'orderAt', width: 20, value: (o) => beijing(o.orderAt) },
    { header: h('tradeAt'), key: 'tradeAt', width: 20, value: (o) => beijing(o.tradeAt) },
    { header: h('game'), key: 'game', width: 18, value: (o) => (english ? o.gameNameEn : o.gameName) },
    { header: h('server'), key: 'server', width: 18, value: (o) => (english ? o.serverNameEn : o.serverName) },
    { header: h('category'), key: 'category', width: 14, value: (o) => (english ? o.categoryNameEn : o.categoryName) },
    { header: h('title'), key: 'title', width: 36, value: (o) => o.title },
    { header: h('counterparty'), key: 'counterparty', width: 20, value: (o) => o.counterparty.storeName || o.counterparty.name },
    { header: h('unitPrice'), key: 'unitPrice', width: 12, value: (o) => Number(o.unitPrice), numFmt: '0.00##' },
    { header: h('quantity'), key: 'quantity', width: 10, value: (o) => o.quantity },
    { header: h('delivered'), key: 'delivered', width: 10, value: (o) => o.deliveredQuantity },
    { header: h('refunded'), key: 'refunded', width: 10, value: (o) => o.refundedQuantity },
    { header: h('amount'), key: 'amount', width: 14, value: (o) => Number(o.amount), numFmt: '#,##0.00' },
    { header: h('status'), key: 'status', width: 14, value: (o) => t[`trade.order.status.${o.status}`] ?? o.status },
    { header: h('receiving'), key: 'receiving', width: 16, value: (o) => o.receiving.character },
    { header: h('remark'), key: 'remark', width: 24, value: (o) => o.remark ?? '' },
  ];
}

export function exportFileName(lang: ExportLang, side: OrderSide, at: number, history = false): string {
  const t = textsOf(lang);
  const day = beijingDay(at).replace(/-/g, '');
  const base = t[`trade.export.file.${side}${history ? 'History' : ''}`] ?? `orders-${side}`;
  return `${base}-${day}.xlsx`;
}

export const sheetName = (lang: ExportLang): string => textsOf(lang)['trade.export.sheet'] ?? 'Orders';
