/**
 * Demand import from Excel: reading the uploaded .xlsx (exceljs), matching its header to the
 * template's columns, resolving catalog names, and checking every cell with the shared rules.
 * A bad file (type, size, emptiness, columns) is refused as a whole with a code the client
 * translates; a good file answers every row with its cell errors.
 */
import ExcelJS from 'exceljs';
import {
  type CatalogResolver,
  defaultEffectiveTime,
  emptyCells,
  type ImportCells,
  parseImportRow,
} from '../../../src/domain/reseller/demandRules';
import { DEMAND_LIMITS, IMPORT_FIELDS } from '../../../src/domain/reseller/facts';
import type { ApiViolation, DemandImportField, ImportParseResult, ImportRow, PublicStatus, TradeMethod } from '../../../src/types';
import { ApiFailure } from '../../_lib/http';
import { callerLang, tr } from '../../_lib/i18n';
import type { XlsxColumn } from '../../_lib/xlsx';
import { findCategory, findGame, findServer, type MarketDb } from '../market/catalog';

/** Template headers: Chinese and English; either, or both together, are accepted. */
export const IMPORT_HEADERS: Record<DemandImportField, [string, string]> = {
  game: ['游戏', 'Game'],
  server: ['区服', 'Server'],
  category: ['类目', 'Category'],
  title: ['标题', 'Title'],
  unitPrice: ['单价(元)', 'Unit price (CNY)'],
  quantity: ['收货数量', 'Quantity'],
  minQuantity: ['单笔最少', 'Min per order'],
  maxQuantity: ['单笔最多', 'Max per order'],
  tradeMethod: ['交易方式', 'Trade method'],
  effectiveTime: ['有效期至', 'Effective until'],
  publicStatus: ['公开', 'Public'],
};

export type ImportFileErrorCode = 'FILE_TYPE' | 'FILE_TOO_LARGE' | 'FILE_EMPTY' | 'FILE_COLUMNS' | 'FILE_TOO_MANY_ROWS' | 'FILE_UNREADABLE';

export function importFileError(code: ImportFileErrorCode, detail: string, violations: ApiViolation[] = []): ApiFailure {
  return new ApiFailure(400, {
    title: tr('server.reseller.import.title'),
    detail,
    code: `IMPORT_${code}`,
    violations: violations.length ? violations : [{ field: 'file', message: detail }],
  });
}

/** A template column by its header in the caller's language. */
const columnName = (f: DemandImportField) => IMPORT_HEADERS[f][callerLang() === 'zh-CN' ? 0 : 1];

const norm = (s: string) => s.toLowerCase().replace(/[\s()（）_\-:：*]/g, '');

/** Which template field a header cell names, if any. */
export function headerField(text: string): DemandImportField | undefined {
  const n = norm(text);
  if (!n) return undefined;
  return IMPORT_FIELDS.find((f) => {
    const [zh, en] = IMPORT_HEADERS[f];
    return n === norm(zh) || n === norm(en) || n === norm(zh + en) || n === norm(en + zh);
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates as Beijing wall time (Excel stores wall time), formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = value;
    const time = d.getUTCHours() || d.getUTCMinutes() ? ` ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${time}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
  }
  return String(value);
}

/** Resolves names by Chinese or English name (or code / kind), case-insensitively. */
export function catalogResolver(db: MarketDb): CatalogResolver {
  const { games, servers, categories } = db.market.catalog;
  const gameBy = new Map<string, { id: string }>();
  games.forEach((g) => [g.name, g.nameEn, g.code, g.id].forEach((k) => gameBy.set(norm(k), g)));
  const serverBy = new Map<string, { id: string; name: string }>();
  servers.forEach((s) => [s.name, s.nameEn, s.id].forEach((k) => serverBy.set(`${s.gameId}|${norm(k)}`, s)));
  const categoryBy = new Map<string, (typeof categories)[number]>();
  categories.forEach((c) => [c.name, c.nameEn, c.kind, c.id].forEach((k) => categoryBy.set(`${c.gameId}|${norm(k)}`, c)));
  return {
    game: (t) => gameBy.get(norm(t)),
    server: (gameId, t) => serverBy.get(`${gameId}|${norm(t)}`),
    category: (gameId, t) => categoryBy.get(`${gameId}|${norm(t)}`),
  };
}

export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
  mimetype?: string;
}

/** The first uploaded file: umi's mock server parses multipart with multer into `req.files`. */
export function firstUpload(req: object): UploadedFile | undefined {
  const files = 'files' in req ? req.files : undefined;
  const f: unknown = Array.isArray(files) ? files[0] : undefined;
  if (typeof f !== 'object' || f === null || !('originalname' in f) || !('size' in f) || !('buffer' in f)) return undefined;
  const { originalname, size, buffer } = f;
  if (typeof originalname !== 'string' || typeof size !== 'number' || !Buffer.isBuffer(buffer)) return undefined;
  const mimetype = 'mimetype' in f && typeof f.mimetype === 'string' ? f.mimetype : undefined;
  return { originalname, size, buffer, mimetype };
}

/** Checks the file itself before reading it: extension, zip signature, size. */
export function checkImportFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) throw importFileError('FILE_EMPTY', tr('server.reseller.import.noFile'));
  if (!/\.xlsx$/i.test(file.originalname) || file.buffer.subarray(0, 2).toString('latin1') !== 'PK') {
    throw importFileError('FILE_TYPE', tr('server.reseller.import.type', { name: file.originalname }));
  }
  if (file.size >= DEMAND_LIMITS.importMaxBytes)
    throw importFileError('FILE_TOO_LARGE', tr('server.reseller.import.large', { name: file.originalname }));
  if (file.size === 0) throw importFileError('FILE_EMPTY', tr('server.reseller.import.empty', { name: file.originalname }));
  return file;
}

/** POST importParsing: the whole preview. */
export async function parseImportFile(db: MarketDb, file: UploadedFile | undefined, at: number): Promise<ImportParseResult> {
  const started = Date.now();
  const f = checkImportFile(file);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(f.buffer as unknown as ArrayBuffer);
  } catch {
    throw importFileError('FILE_UNREADABLE', tr('server.reseller.import.unreadable', { name: f.originalname }));
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.actualRowCount === 0) throw importFileError('FILE_EMPTY', tr('server.reseller.import.noRows', { name: f.originalname }));

  const columns = new Map<number, DemandImportField>();
  ws.getRow(1).eachCell((cell, col) => {
    const field = headerField(cellText(cell.value));
    if (field && ![...columns.values()].includes(field)) columns.set(col, field);
  });
  const found = new Set(columns.values());
  const missing = IMPORT_FIELDS.filter((x) => !found.has(x));
  if (missing.length) {
    throw importFileError(
      'FILE_COLUMNS',
      tr('server.reseller.import.missing', { columns: missing.map((m) => columnName(m)).join(', ') }),
      missing.map((m) => ({ field: m, message: tr('server.reseller.import.column', { column: columnName(m) }) })),
    );
  }

  const resolver = catalogResolver(db);
  const rows: ImportRow[] = [];
  ws.eachRow((row, rowNo) => {
    if (rowNo === 1) return;
    const cells: ImportCells = emptyCells();
    columns.forEach((field, col) => {
      cells[field] = cellText(row.getCell(col).value);
    });
    if (IMPORT_FIELDS.every((x) => !cells[x])) return; // blank line
    if (rows.length >= DEMAND_LIMITS.importMaxRows) {
      throw importFileError('FILE_TOO_MANY_ROWS', tr('server.reseller.import.tooMany', { max: DEMAND_LIMITS.importMaxRows }));
    }
    const { draft, errors } = parseImportRow(cells, resolver, at);
    rows.push({ rowNo, cells, draft, errors });
  });
  if (rows.length === 0) throw importFileError('FILE_EMPTY', tr('server.reseller.import.headerOnly', { name: f.originalname }));
  const invalidRows = rows.filter((r) => r.errors.length > 0).length;
  return {
    fileName: f.originalname,
    total: rows.length,
    valid: rows.length - invalidRows,
    invalid: invalidRows,
    rows,
    parseMs: Date.now() - started,
  };
}

type TemplateRow = Record<DemandImportField, string | number>;

/** Template rows: real catalog names so the sample imports as it is. */
function templateRows(db: MarketDb, english: boolean, at: number): TemplateRow[] {
  const until = defaultEffectiveTime(at).slice(0, 10);
  const samples: Array<[string, string, string, string, string, number, number, number, TradeMethod, PublicStatus]> = [
    ['101', '10101', '1011', '', '5.20', 500, 10, 500, 'MAIL', 'PUBLIC'],
    ['101', '10102', '1011', '', '4.95', 1200, 50, 600, 'AUCTION_HOUSE', 'PRIVATE'],
  ];
  return samples.flatMap(([g, s, c, title, price, qty, min, max, method, pub]) => {
    const game = findGame(db, g);
    const server = findServer(db, s);
    const category = findCategory(db, c);
    if (!game || !server || !category) return [];
    return [
      {
        game: english ? game.nameEn : game.name,
        server: english ? server.nameEn : server.name,
        category: english ? category.nameEn : category.name,
        title,
        unitPrice: price,
        quantity: qty,
        minQuantity: min,
        maxQuantity: max,
        tradeMethod: method,
        effectiveTime: until,
        publicStatus: english ? pub.toLowerCase() : pub === 'PUBLIC' ? '公开' : '私密',
      },
    ];
  });
}

/** GET importTemplate: the bilingual header and two sample rows, in the asked language. */
export function importTemplate(
  db: MarketDb,
  english: boolean,
  at: number,
): { fileName: string; columns: Array<XlsxColumn<TemplateRow>>; rows: TemplateRow[] } {
  const columns = IMPORT_FIELDS.map((f) => ({
    header: `${IMPORT_HEADERS[f][0]} ${IMPORT_HEADERS[f][1]}`,
    key: f,
    width: f === 'title' ? 28 : 16,
    value: (row: TemplateRow) => row[f],
  }));
  return { fileName: english ? 'demand-import-template.xlsx' : '收货需求导入模板.xlsx', columns, rows: templateRows(db, english, at) };
}
