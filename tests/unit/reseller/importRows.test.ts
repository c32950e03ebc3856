/**
 * exceljs pulls uuid, whose browser build is ESM: resolve the node build under jsdom.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import ExcelJS from 'exceljs';
import { IMPORT_FIELDS } from '@/domain/reseller/facts';
import { checkDraft, defaultEffectiveTime, parseBeijingDate, parseImportRow, type ImportCells } from '@/domain/reseller/demandRules';
import { catalogResolver, headerField, IMPORT_HEADERS, parseImportFile } from '../../../mock/_db/reseller/importSheet';
import { resetDb } from '../../../mock/_db/store';
import { ApiFailure } from '../../../mock/_lib/http';

const NOW = Date.UTC(2026, 0, 10, 4, 0, 0); // 2026-01-10 12:00 Beijing
const db = resetDb();
const resolver = catalogResolver(db);

const good: ImportCells = {
  game: '魔兽世界',
  server: '白银之手',
  category: '金币',
  title: 'Silver Hand gold',
  unitPrice: '5.2',
  quantity: '500',
  minQuantity: '10',
  maxQuantity: '500',
  tradeMethod: '邮寄',
  effectiveTime: '2026-02-01',
  publicStatus: '公开',
};

const codes = (cells: Partial<ImportCells>) =>
  parseImportRow({ ...good, ...cells }, resolver, NOW).errors.map((e) => `${e.field}:${e.code}`);

describe('import row validation', () => {
  it('resolves a good row in Chinese or English names to a complete demand', () => {
    const zh = parseImportRow(good, resolver, NOW);
    expect(zh.errors).toEqual([]);
    expect(zh.draft).toMatchObject({
      gameId: '101',
      serverId: '10101',
      categoryId: '1011',
      unitPrice: '5.2',
      quantity: 500,
      minQuantity: 10,
      maxQuantity: 500,
      tradeMethod: 'MAIL',
      publicStatus: 'PUBLIC',
    });
    // end of the Beijing day
    expect(zh.draft.effectiveTime).toBe('2026-02-01T15:59:59.000Z');
    const en = parseImportRow(
      {
        ...good,
        game: 'world of warcraft',
        server: 'Silver Hand',
        category: 'Gold',
        tradeMethod: 'Auction house',
        publicStatus: 'private',
      },
      resolver,
      NOW,
    );
    expect(en.errors).toEqual([]);
    expect(en.draft).toMatchObject({ gameId: '101', serverId: '10101', tradeMethod: 'AUCTION_HOUSE', publicStatus: 'PRIVATE' });
  });

  it('marks every bad cell of a row at once', () => {
    expect(codes({ game: 'Nope' })).toEqual(['game:UNKNOWN_GAME']);
    expect(codes({ server: 'Nowhere', unitPrice: '1.23456', quantity: '2.5' }).sort()).toEqual(
      ['quantity:NOT_AN_INTEGER', 'server:UNKNOWN_SERVER', 'unitPrice:NOT_A_PRICE'].sort(),
    );
    expect(codes({ unitPrice: '0' })).toEqual(['unitPrice:PRICE_RANGE']);
    expect(codes({ minQuantity: '600' })).toEqual(['minQuantity:MIN_GT_MAX']);
    expect(codes({ maxQuantity: '900' })).toEqual(['maxQuantity:MAX_GT_QUANTITY']);
    expect(codes({ effectiveTime: '2025-12-31' })).toEqual(['effectiveTime:DATE_PAST']);
    expect(codes({ effectiveTime: '2026-02-30' })).toEqual(['effectiveTime:NOT_A_DATE']);
    expect(codes({ tradeMethod: 'pigeon', publicStatus: 'maybe' })).toEqual([
      'tradeMethod:UNKNOWN_TRADE_METHOD',
      'publicStatus:UNKNOWN_PUBLIC_STATUS',
    ]);
    expect(codes({ game: '', unitPrice: '', quantity: '' }).sort()).toEqual(['game:REQUIRED', 'quantity:REQUIRED', 'unitPrice:REQUIRED']);
  });

  it('fills optional cells with defaults', () => {
    const r = parseImportRow(
      { ...good, title: '', minQuantity: '', maxQuantity: '', tradeMethod: '', effectiveTime: '', publicStatus: '' },
      resolver,
      NOW,
    );
    expect(r.errors).toEqual([]);
    expect(r.draft).toMatchObject({
      title: '白银之手 金币',
      minQuantity: 1,
      maxQuantity: 500,
      tradeMethod: 'MAIL',
      publicStatus: 'PUBLIC',
      effectiveTime: defaultEffectiveTime(NOW),
    });
  });

  it('re-checks a fixed draft without the catalog', () => {
    const { draft } = parseImportRow(good, resolver, NOW);
    expect(checkDraft(draft, NOW)).toEqual([]);
    expect(checkDraft({ ...draft, maxQuantity: 5, minQuantity: 6 }, NOW).map((e) => e.code)).toEqual(['MIN_GT_MAX']);
    expect(checkDraft({ ...draft, gameId: undefined }, NOW).map((e) => e.field)).toEqual(['game']);
  });

  it('reads Beijing dates', () => {
    expect(parseBeijingDate('2026-03-01 08:30')).toBe('2026-03-01T00:30:00.000Z');
    expect(parseBeijingDate('2026/3/1')).toBe('2026-03-01T15:59:59.000Z');
    expect(parseBeijingDate('tomorrow')).toBeUndefined();
  });

  it('matches headers in either language', () => {
    expect(headerField('游戏 Game')).toBe('game');
    expect(headerField('Unit price (CNY)')).toBe('unitPrice');
    expect(headerField('单价(元)')).toBe('unitPrice');
    expect(headerField('Colour')).toBeUndefined();
  });
});

async function workbook(rows: string[][], header: string[] = IMPORT_FIELDS.map((f) => IMPORT_HEADERS[f][1])): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('demands');
  ws.addRow(header);
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const file = (buffer: Buffer, name = 'demands.xlsx') => ({ originalname: name, size: buffer.length, buffer });
const row = (c: ImportCells) => IMPORT_FIELDS.map((f) => c[f]);

async function refusal(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiFailure) return e.body.code;
    throw e;
  }
  return undefined;
}

describe('import file parsing', () => {
  it('answers every row with its errors', async () => {
    const buffer = await workbook([row(good), row({ ...good, game: 'Nope' }), row({ ...good, quantity: 'x' })]);
    const result = await parseImportFile(db, file(buffer), NOW);
    expect(result).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(result.rows.map((r) => r.rowNo)).toEqual([2, 3, 4]);
    expect(result.rows[1].errors.map((e) => e.field)).toEqual(['game']);
  });

  it('refuses bad files as a whole, with a code', async () => {
    const ok = await workbook([row(good)]);
    expect(await refusal(parseImportFile(db, file(ok, 'demands.csv'), NOW))).toBe('IMPORT_FILE_TYPE');
    expect(await refusal(parseImportFile(db, file(Buffer.from('name,price\n'), 'fake.xlsx'), NOW))).toBe('IMPORT_FILE_TYPE');
    expect(await refusal(parseImportFile(db, { ...file(ok), size: 5 * 1024 * 1024 }, NOW))).toBe('IMPORT_FILE_TOO_LARGE');
    expect(await refusal(parseImportFile(db, file(await workbook([])), NOW))).toBe('IMPORT_FILE_EMPTY');
    expect(await refusal(parseImportFile(db, file(await workbook([row(good)], ['Game', 'Price'])), NOW))).toBe('IMPORT_FILE_COLUMNS');
    expect(await refusal(parseImportFile(db, undefined, NOW))).toBe('IMPORT_FILE_EMPTY');
  });

  it('parses 1 000 rows well within the preview budget', async () => {
    const buffer = await workbook(Array.from({ length: 1000 }, (_, i) => row({ ...good, quantity: String(100 + i), maxQuantity: '100' })));
    const started = Date.now();
    const result = await parseImportFile(db, file(buffer), NOW);
    expect(result.total).toBe(1000);
    expect(result.invalid).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
