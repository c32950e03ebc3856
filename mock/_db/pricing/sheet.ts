import ExcelJS from 'exceljs';
import { priceIssue, RULE_VALUES } from '../../../src/domain/supplier/rules';
import { PRICING_LIMITS } from '../../../src/domain/pricing/rules';
import type { PriceSheetIssue, PriceSheetResult } from '../../../src/domain/pricing/types';
import { badRequest, type ApiFailure } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import type { XlsxColumn } from '../../_lib/xlsx';
import { cellText, type UploadedFile } from '../reseller/importSheet';
import type { MockDb } from '../types';
import { targeted } from './market';

/**
 * The price sheet: downloaded with the supplier's commodities and their prices, filled in with new
 * prices and uploaded back. Columns are found by their header in either language.
 */
const HEADERS = {
  id: ['商品编号', 'Commodity ID'],
  title: ['标题', 'Title'],
  price: ['当前单价', 'Current price'],
  newPrice: ['新单价', 'New price'],
} as const;
type Column = keyof typeof HEADERS;

const norm = (s: string) => s.trim().toLowerCase();

function fileError(detail: string): ApiFailure {
  return badRequest(tr('pricing.server.sheet.title'), detail, 'PRICE_SHEET');
}

interface Line {
  id: string;
  title: string;
  price: string;
}

export function priceSheet(db: MockDb, ownerId: string, english: boolean): { fileName: string; columns: XlsxColumn<Line>[]; rows: Line[] } {
  const pick = (c: Column) => HEADERS[c][english ? 1 : 0];
  const rows = targeted(db, ownerId, {}).map((c) => ({ id: c.id, title: c.title, price: c.unitPrice }));
  return {
    fileName: english ? 'prices.xlsx' : '商品价格.xlsx',
    columns: [
      { header: pick('id'), key: 'id', width: 18, value: (r) => r.id },
      { header: pick('title'), key: 'title', width: 40, value: (r) => r.title },
      { header: pick('price'), key: 'price', width: 14, value: (r) => r.price },
      { header: pick('newPrice'), key: 'newPrice', width: 14, value: () => null },
    ],
    rows,
  };
}

/** Reads an uploaded sheet: new prices by commodity id; rows it cannot take are listed with why. */
export async function parsePriceSheet(db: MockDb, ownerId: string, file: UploadedFile | undefined): Promise<PriceSheetResult> {
  if (!file || file.size === 0) throw fileError(tr('pricing.server.sheet.empty'));
  if (!/\.xlsx$/i.test(file.originalname) || file.buffer.subarray(0, 2).toString('latin1') !== 'PK')
    throw fileError(tr('pricing.server.sheet.type', { name: file.originalname }));
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw fileError(tr('pricing.server.sheet.type', { name: file.originalname }));
  }
  const ws = wb.worksheets[0];
  const columns = new Map<Column, number>();
  ws?.getRow(1).eachCell((cell, col) => {
    const h = norm(cellText(cell.value));
    for (const [key, names] of Object.entries(HEADERS) as [Column, readonly string[]][])
      if (names.some((n) => norm(n) === h)) columns.set(key, col);
  });
  const idCol = columns.get('id');
  const priceCol = columns.get('newPrice');
  if (!ws || !idCol || !priceCol) throw fileError(tr('pricing.server.sheet.columns'));
  const mine = new Set(db.market.commodities.filter((c) => c.supplierId === ownerId).map((c) => c.id));
  const prices: Record<string, string> = {};
  const issues: PriceSheetIssue[] = [];
  ws.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const id = cellText(row.getCell(idCol).value);
    const price = cellText(row.getCell(priceCol).value);
    if (!id || !price) return; // a row left without a new price keeps its price
    if (Object.keys(prices).length + issues.length >= PRICING_LIMITS.sheetMaxRows) return;
    const key = mine.has(id) ? priceIssue(price) : 'pricing.server.sheet.unknown';
    if (key) issues.push({ rowNo, commodityId: id, message: tr(key, { ...RULE_VALUES[key], id }) });
    else prices[id] = price;
  });
  return { fileName: file.originalname, prices, issues };
}
