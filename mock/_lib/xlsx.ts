import ExcelJS from 'exceljs';
import type { Stream } from 'stream';
import type { Res } from './http';

/** number cells stay numbers, dates stay dates */
export type XlsxCell = string | number | Date | null | undefined;

/** A row given cell by cell, by column key (absent keys stay empty). */
export type XlsxRow = Record<string, XlsxCell>;

export interface XlsxColumn<T> {
  header: string;
  key: string;
  width?: number;
  value: (row: T) => XlsxCell;
  numFmt?: string;
}

/** RFC 5987 Content-Disposition so Chinese file names arrive intact. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams rows into a real .xlsx (exceljs streaming writer), so a 100 000-row statement does not
 * sit in memory as a whole workbook. The header row is bold and frozen. `footer` rows (a
 * statement's opening and closing balances and totals) follow the rows after one empty row; their
 * cells take the columns' formats.
 */
export async function sendXlsx<T>(
  res: Res,
  fileName: string,
  sheet: string,
  columns: XlsxColumn<T>[],
  rows: Iterable<T>,
  footer: XlsxRow[] = [],
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res as unknown as Stream, useStyles: true });
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const row of rows) {
    ws.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row) ?? null]))).commit();
  }
  if (footer.length > 0) {
    ws.addRow([]).commit();
    for (const row of footer) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? null]))).commit();
  }
  ws.commit();
  await wb.commit();
}
