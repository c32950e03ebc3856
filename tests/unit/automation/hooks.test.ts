import { pageRuns, saveSettings, todosOf } from '../../../mock/_db/automation';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import { listUserCommodity } from '../../../mock/_db/supplier/commodities';
import { addManualRecord } from '../../../mock/_db/supplier/stock';
import { applyBargaining, buyerBargainings, sellerBargainings } from '../../../mock/_db/trade/bargaining';
import type { MockDb, UserRecord } from '../../../mock/_db/types';
import type { AutomationSettings, Commodity } from '../../../src/types';
import { failureOf } from '../mock/failure';

/**
 * The rules where they run: an offer made through the normal bargaining call is answered by the
 * supplier's stored rules; a stock change through the ledger warns, delists and relists; the
 * to-do centre shows each kind by the sub-account's permission.
 */
let clock = Date.now();
let db: MockDb;
const user = (name: keyof typeof SEED_IDS): UserRecord => db.users[SEED_IDS[name]];
const supplierId = SEED_IDS.supplier;

const rules = (patch: Partial<AutomationSettings> = {}): AutomationSettings => ({
  bargain: { enabled: true, agreeShare: '90', rejectShare: '60' },
  stock: { enabled: true, lowStock: 10, autoDelist: true, autoRelist: true },
  commodities: [],
  ...patch,
});

/** An on-sale commodity of the supplier with plenty of stock and no auto-update (its restock would refill it), priced 10 (easy shares). */
function commodity(stock = 500): Commodity {
  const c = db.market.commodities.find(
    (x) =>
      x.supplierId === supplierId &&
      x.status === 'ON_SALE' &&
      x.stock >= 100 &&
      x.minQuantity <= 5 &&
      !Object.values(db.supplier.autoUpdate).some((a) => a.commodityId === x.id),
  )!;
  c.unitPrice = '10';
  c.stock = stock;
  return c;
}

const offer = (c: Commodity, offerPrice: string) =>
  applyBargaining(db, user('buyer'), { commodityId: c.id, offerPrice, quantity: Math.max(5, c.minQuantity) });
const stockOut = (c: Commodity, quantity: number) =>
  addManualRecord(db, supplierId, supplierId, { type: 'OUT', commodityId: c.id, quantity }, new Date(clock).toISOString());
const stockIn = (c: Commodity, quantity: number) =>
  addManualRecord(db, supplierId, supplierId, { type: 'IN', commodityId: c.id, quantity }, new Date(clock).toISOString());
const notices = (type: string, title: string) => db.chat.notifications.filter((n) => n.type === type && n.params.title === title);

beforeAll(() => setClock(() => clock));
afterAll(() => resetClock());
beforeEach(() => {
  clock = Date.now();
  db = resetDb();
  // no risk confirmation in the way of these rule tests
  db.trade.validations[`${SEED_IDS.buyer}|${supplierId}`] = new Date(clock).toISOString();
});

describe('offers made through the bargaining call', () => {
  it('are agreed, rejected or left waiting by the stored rules, each answer naming its rule in the record and the runs', () => {
    const c = commodity();
    saveSettings(db, supplierId, rules({ commodities: [{ commodityId: c.id, agreeFloor: '7.5' }] }), new Date(clock).toISOString());
    const agreed = offer(c, '9.2');
    const byFloor = offer(c, '7.5');
    const rejected = offer(c, '5.9');
    const waiting = offer(c, '7');
    // the buyer learns the answer at once, not the rule behind it
    expect([agreed, byFloor, rejected, waiting].map((b) => [b.status, b.autoRule])).toEqual([
      ['AGREED', undefined],
      ['AGREED', undefined],
      ['REJECTED', undefined],
      ['WAITING', undefined],
    ]);
    expect(buyerBargainings(db, user('buyer'), { commodityId: c.id }).records.every((b) => !b.autoRule)).toBe(true);

    // the supplier's records name the rule of each automatic answer, and the runs list each once
    const records = sellerBargainings(db, user('supplier'), { commodityId: c.id, size: 50 }).records;
    const ruleOf = (id: string) => records.find((b) => b.id === id);
    expect(ruleOf(agreed.id)).toMatchObject({ status: 'AGREED', autoRule: { rule: 'AGREE_SHARE', value: '90' } });
    expect(ruleOf(agreed.id)?.answeredAt).toBeDefined();
    expect(ruleOf(byFloor.id)).toMatchObject({ status: 'AGREED', autoRule: { rule: 'AGREE_FLOOR', value: '7.5' } });
    expect(ruleOf(rejected.id)).toMatchObject({ status: 'REJECTED', autoRule: { rule: 'REJECT_SHARE', value: '60' } });
    expect(ruleOf(waiting.id)?.autoRule).toBeUndefined();
    const runs = pageRuns(db, supplierId, {}).records;
    expect(runs.map((r) => [r.kind, r.rule, r.bargainingId])).toEqual([
      ['OFFER_REJECTED', 'REJECT_SHARE', rejected.id],
      ['OFFER_AGREED', 'AGREE_FLOOR', byFloor.id],
      ['OFFER_AGREED', 'AGREE_SHARE', agreed.id],
    ]);
    // every new offer reaches the supplier's bell
    expect(notices('BARGAIN_OFFER', c.title)).toHaveLength(4);
    // the one left for a person is on the to-do list
    const todo = todosOf(db, user('supplier'));
    expect(todo.items.filter((i) => i.kind === 'OFFER' && i.commodityId === c.id).map((i) => i.id)).toEqual([waiting.id]);
  });

  it('wait for a person when the supplier has no rules (the default)', () => {
    const c = commodity();
    expect(offer(c, '9.9').status).toBe('WAITING');
    expect(pageRuns(db, supplierId, {}).total).toBe(0);
  });
});

describe('stock changes through the ledger', () => {
  it('warn once when crossing the commodity’s own threshold, with the stock sound’s notification', () => {
    const c = commodity(100);
    saveSettings(db, supplierId, rules({ commodities: [{ commodityId: c.id, lowStock: 50 }] }), new Date(clock).toISOString());
    stockOut(c, 40);
    expect(notices('ORDER_STOCK', c.title)).toHaveLength(0);
    stockOut(c, 10);
    stockOut(c, 5);
    const low = notices('ORDER_STOCK', c.title);
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({ userId: supplierId, side: 'sell', params: { stock: '50' } });
    expect(pageRuns(db, supplierId, { kind: 'LOW_STOCK' }).records[0]).toMatchObject({
      rule: 'LOW_STOCK_COMMODITY',
      value: '50',
      stock: 50,
    });
  });

  it('delist at zero, show under "needs attention", and relist when stock returns', () => {
    const c = commodity(20);
    saveSettings(db, supplierId, rules(), new Date(clock).toISOString());
    stockOut(c, 20);
    expect(c.status).toBe('OFF_SALE');
    const attention = () => listUserCommodity(db, supplierId, { attention: true, size: 500 }, clock).records.map((r) => r.id);
    expect(attention()).toContain(c.id);
    stockIn(c, 30);
    expect(c.status).toBe('ON_SALE');
    expect(attention()).not.toContain(c.id);
    expect(pageRuns(db, supplierId, {}).records.map((r) => r.kind)).toEqual(['RELISTED', 'DELISTED', 'LOW_STOCK']);
  });

  it('leave a commodity the supplier took off sale by hand alone', () => {
    const c = commodity(0);
    c.status = 'OFF_SALE';
    saveSettings(db, supplierId, rules(), new Date(clock).toISOString());
    stockIn(c, 30);
    expect(c.status).toBe('OFF_SALE');
  });

  it('do nothing with the stock rules switched off', () => {
    const c = commodity(20);
    saveSettings(
      db,
      supplierId,
      rules({ stock: { enabled: false, lowStock: 10, autoDelist: true, autoRelist: true } }),
      new Date(clock).toISOString(),
    );
    stockOut(c, 20);
    expect(c.status).toBe('ON_SALE');
    expect(notices('ORDER_STOCK', c.title)).toHaveLength(0);
  });
});

describe('settings and the to-do centre', () => {
  it('refuses a commodity that is not the supplier’s, naming the row', () => {
    const other = db.market.commodities.find((x) => x.supplierId !== supplierId)!;
    const failure = failureOf(() =>
      saveSettings(db, supplierId, rules({ commodities: [{ commodityId: other.id }] }), new Date(clock).toISOString()),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.violations?.[0].field).toBe('commodities.0.commodityId');
  });

  it('shows a sub-account only the kinds its permissions cover', () => {
    const sub = user('supplier_sub');
    const all = todosOf(db, sub).counts;
    expect(Object.keys(all).sort()).toEqual(['CHAT', 'DELIVER', 'DISPUTE', 'OFFER']);
    sub.subAuthorities = 'ORDER_PURCHASED';
    const narrow = todosOf(db, sub).counts;
    expect(Object.keys(narrow).sort()).toEqual(['CHAT', 'DISPUTE']);
    expect(todosOf(db, sub).items.every((i) => i.side === 'purchase')).toBe(true);
  });
});
