import ExcelJS from 'exceljs';
import { applyBulk, createRule, listRuns, parsePriceSheet, previewBulk, previewRule, runRuleNow, undoRun } from '../../../mock/_db/pricing';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { listUserCommodity } from '../../../mock/_db/supplier/commodities';
import type { PricingRuleInput } from '../../../src/domain/pricing/types';
import { failureOf } from '../mock/failure';
import { freshDbPerTest, getDb } from '../supplier/db';

freshDbPerTest();

const NOW = Date.now();
const HOUR = 3_600_000;
const owner = SEED_IDS.supplier;
const actor = { ownerId: owner, operator: 'supplier' };
const mine = () => getDb().market.commodities.filter((c) => c.supplierId === owner);
const priceOf = (id: string) => getDb().market.commodities.find((c) => c.id === id)!.unitPrice;

/** A game and server where the supplier sells and others compete. */
function contested() {
  const db = getDb();
  const c = mine().find((x) =>
    db.market.commodities.some(
      (o) => o.supplierId !== owner && o.serverId === x.serverId && o.categoryId === x.categoryId && o.status === 'ON_SALE' && o.stock > 0,
    ),
  )!;
  return c;
}

function rule(over: Partial<PricingRuleInput> = {}): PricingRuleInput {
  const c = contested();
  return {
    name: 'follow',
    target: { gameId: c.gameId, serverId: c.serverId },
    strategy: 'BELOW_LOWEST',
    offsetKind: 'AMOUNT',
    offset: '0.01',
    rank: 1,
    floor: '0.0001',
    ceiling: '1000000',
    intervalMinutes: 30,
    enabled: true,
    ...over,
  };
}

describe('repricing rules in the fake backend', () => {
  it('runs exactly what the preview showed', () => {
    const saved = createRule(getDb(), owner, rule(), NOW);
    const preview = previewRule(getDb(), owner, { ...rule(), ruleId: saved.id }, NOW);
    expect(preview.changed).toBeGreaterThan(0);
    const run = runRuleNow(getDb(), actor, saved.id, NOW);
    const planned = preview.rows
      .filter((r) => r.changed)
      .map((r) => ({ commodityId: r.commodityId, before: r.currentPrice, after: r.newPrice }));
    expect(run.changes.map(({ commodityId, before, after }) => ({ commodityId, before, after }))).toEqual(planned);
    for (const ch of run.changes) expect(priceOf(ch.commodityId)).toBe(ch.after);
  });

  it('runs due rules on the clock against drifting competitors, and one undo puts the prices back', () => {
    const saved = createRule(getDb(), owner, rule(), NOW);
    runRuleNow(getDb(), actor, saved.id, NOW);
    const first = Object.fromEntries(mine().map((c) => [c.id, c.unitPrice]));
    // an hour later the competitors moved; reading the list runs the rule
    listUserCommodity(getDb(), owner, {}, NOW + HOUR);
    const [scheduled] = listRuns(getDb(), owner, {}).records;
    expect(scheduled).toMatchObject({ trigger: 'SCHEDULE', ruleId: saved.id, operator: 'SYSTEM' });
    expect(scheduled.changes.length).toBeGreaterThan(0);
    // one of them is changed by hand after the run: the undo keeps it
    const [kept, ...rest] = scheduled.changes;
    getDb().market.commodities.find((c) => c.id === kept.commodityId)!.unitPrice = '123.45';
    const undone = undoRun(getDb(), owner, scheduled.id, NOW + HOUR);
    expect(undone.keptOnUndo).toBe(1);
    for (const ch of rest) expect(priceOf(ch.commodityId)).toBe(first[ch.commodityId]);
    expect(priceOf(kept.commodityId)).toBe('123.45');
    expect(failureOf(() => undoRun(getDb(), owner, scheduled.id, NOW + HOUR)).status).toBe(400);
  });

  it('lets the most specific rule govern a commodity; the other previews it as held', () => {
    const c = contested();
    createRule(getDb(), owner, rule({ name: 'one', target: { commodityIds: [c.id] }, floor: '999999', ceiling: '1000000' }), NOW);
    const broad = previewRule(getDb(), owner, rule(), NOW);
    expect(broad.rows.find((r) => r.commodityId === c.id)).toMatchObject({ heldBy: 'OTHER_RULE', changed: false });
  });

  it('refuses a ceiling below the floor with a violation on the field', () => {
    const f = failureOf(() => createRule(getDb(), owner, rule({ floor: '9', ceiling: '8' }), NOW));
    expect(f.status).toBe(400);
    expect(f.body.violations?.map((v) => v.field)).toEqual(['ceiling']);
  });

  it('cuts twenty commodities by 5 % in one logged run and undoes it', () => {
    const ids = mine()
      .slice(0, 20)
      .map((c) => c.id);
    const before = ids.map(priceOf);
    const input = { target: { commodityIds: ids }, change: { kind: 'PERCENT' as const, value: '-5' } };
    const preview = previewBulk(getDb(), owner, input, NOW);
    const run = applyBulk(getDb(), actor, input, NOW);
    expect(run.changes).toHaveLength(preview.changed);
    expect(preview.changed).toBe(20);
    expect(ids.map(priceOf)).toEqual(ids.map((id) => preview.rows.find((r) => r.commodityId === id)!.newPrice));
    undoRun(getDb(), owner, run.id, NOW);
    expect(ids.map(priceOf)).toEqual(before);
  });
});

describe('price sheet', () => {
  it('reads new prices by commodity id in either language and lists the rows it refuses', async () => {
    const [a, b] = mine();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('prices');
    ws.addRow(['Commodity ID', 'Title', '当前单价', '新单价']);
    ws.addRow([a.id, a.title, a.unitPrice, '12.34']);
    ws.addRow([b.id, b.title, b.unitPrice, '']);
    ws.addRow([b.id, b.title, b.unitPrice, '-1']);
    ws.addRow(['999999', 'not mine', '1', '2']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const read = await parsePriceSheet(getDb(), owner, { originalname: 'p.xlsx', size: buffer.length, buffer });
    expect(read.prices).toEqual({ [a.id]: '12.34' });
    expect(read.issues.map((i) => [i.rowNo, i.commodityId])).toEqual([
      [4, b.id],
      [5, '999999'],
    ]);
    const f = await parsePriceSheet(getDb(), owner, { originalname: 'p.csv', size: 3, buffer: Buffer.from('a,b') }).catch(
      (e: unknown) => e,
    );
    expect(f).toMatchObject({ status: 400 });
  });
});
